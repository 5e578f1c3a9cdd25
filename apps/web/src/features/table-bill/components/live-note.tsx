import { useTranslation } from 'react-i18next';
import classes from './bill.module.css';

/** Whether the bill on screen is following the table live (everyone's payments appear by themselves). */
export function LiveNote({ connected }: { connected: boolean }) {
  const { t } = useTranslation('table-bill');
  return (
    <p className={classes.live} data-testid="live-indicator" data-connected={connected}>
      <span className={`${classes.liveDot} ${connected ? classes.liveOn : ''}`} aria-hidden="true" />
      {connected ? t('live.on') : t('live.off')}
    </p>
  );
}
