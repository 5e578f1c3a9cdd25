import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandStyle } from '../../diner-menu/public';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { menuPath, type TBookingVenue } from '../lib/model';
import { useBooking } from '../lib/use-booking';
import { BookingHeader } from './booking-header';
import { DayPicker } from './day-picker';
import { DepositSection } from './deposit-section';
import { GuestSection } from './guest-section';
import { HoldBanner } from './hold-banner';
import { PartySize } from './party-size';
import { Section } from './section';
import { SlotList } from './slot-list';
import { ProblemPanel } from './state-panel';
import classes from './page.module.css';

/** Until the first answer tells the venue's own limits. */
const FALLBACK_MAX_PARTY = 12;
const FALLBACK_DAYS = 14;

/**
 * The booking page: party size, day and time on the left (phone: first); once a time is held, the
 * countdown, the guest's details, a deposit's card and "Book" beside it.
 */
export function BookingScreen({ venue }: { venue: TBookingVenue }) {
  const { t } = useTranslation('reservation-booking');
  const { text } = useErrorText();
  const state = useBooking(venue);
  const style = useMemo(() => brandStyle({ primaryColor: venue.primaryColor, secondaryColor: '', backgroundColor: '' }), [venue.primaryColor]);
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useDocumentTitle(t('title', { venue: venue.name }));
  const { availability, hold } = state;

  // After a refused "Book", the first field that needs attention takes the focus, its message in view.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.focus({ preventScroll: true });
    (invalid.closest<HTMLElement>('[data-field]') ?? invalid).scrollIntoView({ block: 'center' });
  }, [focusRequest]);

  // A new hold brings the details into view on a phone (they sit under the times there).
  const holdId = hold?.holdId ?? null;
  useEffect(() => {
    if (holdId && window.matchMedia('(max-width: 899px)').matches) detailsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [holdId]);

  if (state.closed) return <ProblemPanel problem="notAccepting" venue={venue.name} menuPath={menuPath(venue.id)} />;
  const maxParty = availability?.maxPartySize ?? FALLBACK_MAX_PARTY;
  const days = availability ? availability.maxDaysAhead + 1 : FALLBACK_DAYS;
  const today = availability?.today ?? state.date;
  return (
    <div className={classes.page} style={style} data-testid="booking-page">
      <BookingHeader venue={venue.name} logoUrl={venue.logoUrl} title={t('heading')} />
      <main>
        <form
          ref={formRef}
          className={classes.layout}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.submit().then((booked) => !booked && setFocusRequest((count) => count + 1));
          }}
        >
          <div className={classes.column}>
            <Section title={t('table.title')} testId="booking-table">
              <PartySize value={state.partySize} max={maxParty} onChange={state.changeParty} testId="booking-party" />
              <DayPicker today={today} days={days} value={state.date} onChange={state.changeDate} />
              <SlotList
                availability={availability}
                loading={state.loadingSlots}
                failed={state.availabilityError !== null}
                onRetry={state.refetchSlots}
                selected={hold?.startsAt ?? state.pendingSlot}
                pending={state.pendingSlot}
                notice={state.notice}
                onPick={(startsAt) => void state.pickSlot(startsAt)}
              />
            </Section>
          </div>
          <div className={`${classes.column} ${classes.sticky}`} ref={detailsRef}>
            {hold && availability ? (
              <>
                <HoldBanner hold={hold} timeZone={availability.timeZone} secondsLeft={state.secondsLeft} onRelease={state.releaseHold} />
                <GuestSection state={state} />
                {hold.deposit && <DepositSection deposit={hold.deposit} payment={state.payment} />}
                <div>
                  {state.banner && (
                    <p className={classes.banner} role="alert" data-testid="booking-banner">
                      {text(state.banner)}
                    </p>
                  )}
                  <button type="submit" className={classes.primary} disabled={state.booking} data-testid="booking-submit">
                    {state.booking ? t('submit.booking') : t('submit.book')}
                  </button>
                  <p className={classes.muted}>{t('submit.note')}</p>
                </div>
              </>
            ) : (
              <Section title={t('guest.title')} testId="booking-details-waiting">
                <p className={classes.intro}>{t('guest.pickFirst')}</p>
              </Section>
            )}
          </div>
        </form>
      </main>
    </div>
  );
}
