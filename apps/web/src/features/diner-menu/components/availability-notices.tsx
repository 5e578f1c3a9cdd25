import { useTranslation } from 'react-i18next';
import type { TAvailabilityNotice } from '../lib/availability-notices';
import classes from './availability-notices.module.css';

/** SPEC section 8's "not accepting orders / pickup / delivery" messages, when they apply. */
export function AvailabilityNotices({ notices }: { notices: TAvailabilityNotice[] }) {
  const { t } = useTranslation('diner-menu');
  if (notices.length === 0) return null;
  return (
    <div className={classes.notices} role="status" data-testid="availability-notices">
      {notices.map((notice) => (
        <p key={notice} className={classes.notice}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v6M12 16.5v.5" />
          </svg>
          {t(`availability.${notice}`)}
        </p>
      ))}
    </div>
  );
}
