import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/copy-text';
import classes from './copy-link-button.module.css';

/** How long "Link copied to clipboard" stays. */
const SHOWN_MS = 4000;

/** "Copy link" (SPEC section 4: link copied to clipboard): anyone at the table can open and pay the same bill. */
export function CopyLinkButton({ url }: { url: string }) {
  const { t } = useTranslation('table-bill');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <div className={classes.copy}>
      <button
        type="button"
        className={classes.copyButton}
        onClick={() => void copyText(url).then((ok) => setState(ok ? 'copied' : 'failed'))}
        data-testid="copy-link"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
          <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
        </svg>
        {t('copyLink')}
      </button>
      <p className={classes.copied} role="status" aria-live="polite" data-testid="link-copied">
        {state === 'copied' ? t('linkCopied') : ''}
      </p>
      {state === 'failed' && (
        <p className={classes.manual} data-testid="copy-failed">
          {t('copyFailed')}{' '}
          <bdi dir="ltr" className={classes.url}>
            {url}
          </bdi>
        </p>
      )}
    </div>
  );
}
