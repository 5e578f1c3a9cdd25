import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailability } from '@menudelite/shared/reservations/contracts';
import { groupByDayPart, venueTime, zoneName } from '../lib/venue-dates';
import type { TSlotNotice } from '../lib/use-booking';
import classes from './page.module.css';

type TSlotListProps = {
  availability: TAvailability | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The held slot, or the one being asked for. */
  selected: string | null;
  pending: string | null;
  notice: TSlotNotice;
  onPick: (startsAt: string) => void;
};

/**
 * The day's free times as the venue's clock shows them (its time zone named once below), each a
 * 48 px button. After a lost race the list is the server's fresh one, with a sentence saying why
 * the guest's time is gone.
 */
export function SlotList({ availability, loading, failed, onRetry, selected, pending, notice, onPick }: TSlotListProps) {
  const { t, i18n } = useTranslation('reservation-booking');
  const id = useId();
  const slots = availability?.slots ?? [];
  return (
    <fieldset className={classes.fieldset} aria-busy={loading || undefined}>
      <legend className={classes.legend}>{t('time.label')}</legend>
      {notice && (
        <p className={classes.notice} role="alert" data-testid="booking-slot-notice" data-notice={notice}>
          {t(`time.${notice}`)}
        </p>
      )}
      {failed && !availability ? (
        <div>
          <p className={classes.muted}>{t('time.loadError')}</p>
          <button type="button" className={classes.secondary} onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      ) : !availability ? (
        <p className={classes.muted} role="status">
          {t('time.loading')}
        </p>
      ) : slots.length === 0 ? (
        <p className={classes.muted} data-testid="booking-no-slots" data-reason={availability.noSlotReason ?? 'fullyBooked'}>
          {t(`time.none.${availability.noSlotReason ?? 'fullyBooked'}`)}
        </p>
      ) : (
        <>
          <div data-testid="booking-slots">
            {groupByDayPart(slots).map((group, index) => (
              <div key={`${group.part}-${index}`} className={classes.slotGroup} role="group" aria-labelledby={`${id}-${index}`}>
                <p id={`${id}-${index}`} className={classes.slotPart}>
                  {t(`time.parts.${group.part}`)}
                </p>
                <div className={classes.slots}>
                  {group.slots.map((slot) => (
                    <label
                      key={slot.startsAt}
                      className={classes.slot}
                      data-testid="booking-slot"
                      data-starts-at={slot.startsAt}
                      data-local-time={slot.localTime}
                    >
                      <input
                        type="radio"
                        name={id}
                        value={slot.startsAt}
                        checked={selected === slot.startsAt}
                        disabled={pending !== null}
                        onChange={() => onPick(slot.startsAt)}
                      />
                      <bdi>{venueTime(slot.startsAt, availability.timeZone, i18n.language)}</bdi>
                      {pending === slot.startsAt && <span className="md-visually-hidden">{t('time.holding')}</span>}
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
          <p className={classes.muted}>{t('time.zone', { zone: zoneName(slots[0]!.startsAt, availability.timeZone, i18n.language) })}</p>
        </>
      )}
    </fieldset>
  );
}
