import { useTranslation } from 'react-i18next';
import type { TPublicTab } from '@menudelite/shared/tabs/contracts';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { useDuration } from './use-duration';
import classes from './tab-offer.module.css';

/** The table's tab as the diners see it: open on which card, and when it closes by itself. */
export function OpenTabSummary({ tab }: { tab: TPublicTab }) {
  const { t, i18n } = useTranslation('open-tabs');
  const duration = useDuration(tab.idleMinutes);
  const tip = tab.defaultTipPercent ? t('offer.tip', { percent: tab.defaultTipPercent }) : t('offer.noTip');
  if (tab.status === 'failed') {
    return (
      <div className={`${classes.open} ${classes.failed}`} data-testid="tab-summary" data-status="failed">
        <p className={classes.openTitle}>{t('summary.failedTitle')}</p>
        <p className={classes.openText}>{t('summary.failed')}</p>
      </div>
    );
  }
  const closesAt = tab.closesAt ? venueTimeFormatter(i18n.language, tab.timeZone)(tab.closesAt) : null;
  return (
    <div className={classes.open} data-testid="tab-summary" data-status={tab.status}>
      <p className={classes.openTitle}>{t('summary.title', { last4: tab.cardLast4 ?? '····' })}</p>
      <p className={classes.openText}>
        {tab.status === 'open' && closesAt
          ? t(tab.closesBecause === 'closingTime' ? 'summary.closesAtClosing' : 'summary.closesAtIdle', { time: closesAt, duration })
          : t('summary.closing')}{' '}
        {tip}
      </p>
    </div>
  );
}
