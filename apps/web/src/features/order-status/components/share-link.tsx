import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/copy-text';
import classes from './share-panel.module.css';

/**
 * "Copy link": the status page's own address with the order token, so the order opens on another
 * phone (a friend at the table, the diner's laptop). When the clipboard refuses, the link is shown
 * selected, to copy by hand.
 */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation('order-status');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const statusId = useId();

  async function copy() {
    setState((await copyText(url)) ? 'copied' : 'failed');
  }

  return (
    <section className={classes.card} aria-labelledby={`${statusId}-title`} data-testid="order-share">
      <h2 id={`${statusId}-title`} className={classes.title}>
        {t('share.title')}
      </h2>
      <p className={classes.body}>{t('share.body')}</p>
      <button type="button" className={classes.secondary} onClick={() => void copy()} aria-describedby={statusId} data-testid="order-share-copy">
        {t('share.copy')}
      </button>
      <p id={statusId} className={state === 'failed' ? classes.error : classes.status} role="status" data-testid="order-share-status">
        {state === 'copied' ? t('share.copied') : state === 'failed' ? t('share.copyFailed') : ''}
      </p>
      {state === 'failed' && (
        <input
          className={classes.input}
          dir="ltr"
          readOnly
          value={url}
          aria-label={t('share.linkLabel')}
          onFocus={(event) => event.currentTarget.select()}
          autoFocus
          data-testid="order-share-url"
        />
      )}
    </section>
  );
}
