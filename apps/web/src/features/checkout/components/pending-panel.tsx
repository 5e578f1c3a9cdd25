import { useTranslation } from 'react-i18next';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './checkout-screen.module.css';

/**
 * An earlier "Place order" never got its answer (the page was reloaded or the connection
 * dropped). Sending it again with its own Idempotency-Key answers the order if it was placed,
 * and never places a second one.
 */
export function PendingPanel({ onResume, sending }: { onResume: () => void; sending: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={`${classes.section} ${classes.pending}`} role="status" data-testid="pending-order">
      <p className={classes.pendingTitle}>{t('pending.title')}</p>
      <p className={classes.pendingBody}>{t('pending.body')}</p>
      <button type="button" className={buttons.primary} onClick={onResume} disabled={sending} data-testid="pending-resume">
        {sending ? t('place.sending') : t('pending.finish')}
      </button>
    </div>
  );
}
