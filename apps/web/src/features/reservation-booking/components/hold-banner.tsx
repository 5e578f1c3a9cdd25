import { useTranslation } from 'react-i18next';
import type { THoldResponse } from '@menudelite/shared/reservations/contracts';
import { URGENT_SECONDS, countdownText } from '../lib/countdown';
import { venueDateTime } from '../lib/venue-dates';
import classes from './page.module.css';

/**
 * The table kept for the guest while they type: when and for how many, and the minutes left,
 * counting down (red in the last minute; screen readers hear the time once, then at one minute).
 */
export function HoldBanner({ hold, timeZone, secondsLeft, onRelease }: { hold: THoldResponse; timeZone: string; secondsLeft: number; onRelease: () => void }) {
  const { t, i18n } = useTranslation('reservation-booking');
  const urgent = secondsLeft <= URGENT_SECONDS;
  const number = new Intl.NumberFormat(i18n.language).format(hold.partySize);
  return (
    <div className={`${classes.hold} ${urgent ? classes.holdUrgent : ''}`} data-testid="booking-hold" data-urgent={urgent}>
      <div>
        <p className={classes.holdText}>{t('hold.held', { when: venueDateTime(hold.startsAt, timeZone, i18n.language), number })}</p>
        <p className={classes.holdText}>
          {t('hold.left')}{' '}
          <span className={classes.clock} data-testid="booking-countdown" data-seconds={secondsLeft} dir="ltr">
            {countdownText(secondsLeft, i18n.language)}
          </span>
        </p>
        <p className="md-visually-hidden" aria-live="polite">
          {urgent ? t('hold.lastMinute') : ''}
        </p>
      </div>
      <button type="button" className={classes.linkButton} onClick={onRelease} data-testid="booking-change-time">
        {t('hold.change')}
      </button>
    </div>
  );
}
