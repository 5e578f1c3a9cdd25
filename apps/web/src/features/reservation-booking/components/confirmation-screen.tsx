import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPublicReservation } from '@menudelite/shared/reservations/contracts';
import { brandStyle } from '../../diner-menu/public';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { calendarFile, calendarHref } from '../lib/calendar';
import { bookingPath } from '../lib/model';
import { useManage, type TManageState } from '../lib/use-manage';
import { venueDateTime } from '../lib/venue-dates';
import { BookingHeader } from './booking-header';
import { DayPicker } from './day-picker';
import { PartySize } from './party-size';
import { Section } from './section';
import { SlotList } from './slot-list';
import classes from './page.module.css';
import status from '../../../components/diner/status-banner.module.css';

/** A name inside a sentence keeps its own direction (a Latin venue name in an Arabic sentence): FSI … PDI. */
const isolate = (text: string) => `\u2068${text}\u2069`;

const FAILED: readonly string[] = ['cancelled', 'noShow', 'expired'];

type TRow = { label: string; value: string; testId: string };

type TConfirmationProps = { reservation: TPublicReservation; token: string; confirmOnArrival: boolean; primaryColor: string; logoUrl: string | null };

/**
 * The booking as its guest sees it, on the venue's clock: a status banner, the details, the
 * calendar file, and the manage actions (change party size or time, cancel) while they are open.
 */
export function ConfirmationScreen({ reservation, token, confirmOnArrival, primaryColor, logoUrl }: TConfirmationProps) {
  const { t, i18n } = useTranslation('reservation-booking');
  const manage = useManage(reservation, token, confirmOnArrival);
  const style = useMemo(() => brandStyle({ primaryColor, secondaryColor: '', backgroundColor: '' }), [primaryColor]);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const tone = FAILED.includes(reservation.status) ? 'failed' : reservation.status === 'held' ? 'pending' : 'succeeded';
  useDocumentTitle(t(`confirmation.status.${reservation.status}.title`));
  const rows: TRow[] = [
    { label: t('confirmation.when'), value: venueDateTime(reservation.startsAt, reservation.timeZone, i18n.language), testId: 'confirmation-when' },
    { label: t('confirmation.party'), value: t('party.guests', { number: number(reservation.partySize) }), testId: 'confirmation-party' },
    { label: t('confirmation.name'), value: reservation.name, testId: 'confirmation-name' },
    ...(reservation.restaurantAddress ? [{ label: t('confirmation.address'), value: reservation.restaurantAddress, testId: 'confirmation-address' }] : []),
    ...(reservation.occasion ? [{ label: t('guest.occasion'), value: t(`occasions.${reservation.occasion}`), testId: 'confirmation-occasion' }] : []),
    ...(reservation.allergies ? [{ label: t('guest.allergies'), value: reservation.allergies, testId: 'confirmation-allergies' }] : []),
    ...(reservation.notes ? [{ label: t('guest.notes'), value: reservation.notes, testId: 'confirmation-notes' }] : []),
  ];
  const active = reservation.status === 'booked' || reservation.status === 'confirmed';
  return (
    <div className={classes.page} style={style} data-testid="confirmation-page" data-status={reservation.status}>
      <BookingHeader venue={reservation.restaurantName} logoUrl={logoUrl} title={t('confirmation.heading')} />
      <main className={classes.layout}>
        <div className={classes.column}>
          <section className={`${status.banner} ${status[tone]}`} role="status" data-testid="confirmation-banner" data-status={reservation.status}>
            <svg className={status.icon} width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
              <circle cx="12" cy="12" r="10" />
              {tone === 'succeeded' && <path d="M7.5 12.5l3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />}
              {tone === 'pending' && <path d="M12 7v5l3 2" strokeLinecap="round" />}
              {tone === 'failed' && <path d="M9 9l6 6M15 9l-6 6" strokeLinecap="round" />}
            </svg>
            <div>
              <h2 className={status.title}>{t(`confirmation.status.${reservation.status}.title`)}</h2>
              <p className={status.body}>{t(`confirmation.status.${reservation.status}.body`, { venue: isolate(reservation.restaurantName) })}</p>
              {manage.done && (
                <p className={status.body} data-testid="confirmation-done" data-done={manage.done}>
                  {t(`confirmation.done.${manage.done}`)}
                </p>
              )}
            </div>
          </section>
          <Section title={t('confirmation.details')} testId="confirmation-details">
            <dl className={classes.rows}>
              {rows.map((row) => (
                <div key={row.testId} className={classes.row}>
                  <dt>{row.label}</dt>
                  <dd data-testid={row.testId}>
                    <bdi>{row.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
            {active && (
              <a
                className={classes.secondary}
                href={calendarHref(calendarFile(reservation, window.location.href.replace(/&confirm=1/, ''), reservation.restaurantName))}
                download="booking.ics"
                data-testid="confirmation-calendar"
              >
                {t('confirmation.addToCalendar')}
              </a>
            )}
          </Section>
          {manage.banner && <ManageBanner manage={manage} />}
        </div>
        <div className={classes.column}>
          {reservation.canChange && <ChangeSection reservation={reservation} manage={manage} />}
          {reservation.canCancel && <CancelSection manage={manage} />}
          {!active && (
            <Link to={bookingPath(reservation.restaurantId)} className={classes.secondary} data-testid="confirmation-book-again">
              {t('confirmation.bookAgain')}
            </Link>
          )}
        </div>
      </main>
    </div>
  );
}

function ManageBanner({ manage }: { manage: TManageState }) {
  const { text } = useErrorText();
  return (
    <p className={classes.banner} role="alert" data-testid="confirmation-error">
      {manage.banner ? text(manage.banner) : ''}
    </p>
  );
}

/** Another party size or time: the slots for the new size, fresh from the server; "Save" sends only what changed. */
function ChangeSection({ reservation, manage }: { reservation: TPublicReservation; manage: TManageState }) {
  const { t } = useTranslation('reservation-booking');
  const availability = manage.availability.data;
  if (!manage.changing)
    return (
      <button type="button" className={classes.secondary} onClick={manage.openChange} data-testid="manage-change-open">
        {t('manage.changeTitle')}
      </button>
    );
  const today = availability?.today ?? reservation.date;
  const days = availability ? availability.maxDaysAhead + 1 : 14;
  return (
    <Section title={t('manage.changeTitle')} testId="manage-change">
      <p className={classes.intro}>{t('manage.changeIntro')}</p>
      <PartySize value={manage.partySize} max={availability?.maxPartySize ?? 12} onChange={manage.changeParty} testId="manage-party" />
      <DayPicker today={today} days={days} value={manage.date} onChange={manage.changeDate} />
      <SlotList
        availability={availability}
        loading={manage.availability.isFetching}
        failed={manage.availability.isError}
        onRetry={() => void manage.availability.refetch()}
        selected={manage.startsAt}
        pending={null}
        notice={manage.notice}
        onPick={manage.pickSlot}
      />
      <button type="button" className={classes.primary} disabled={!manage.canSave} onClick={() => void manage.saveChange()} data-testid="manage-save">
        {manage.busy === 'change' ? t('manage.saving') : t('manage.save')}
      </button>
    </Section>
  );
}

/** Cancelling asks once more, in place (no dialog to lose on a small phone). */
function CancelSection({ manage }: { manage: TManageState }) {
  const { t } = useTranslation('reservation-booking');
  const [asking, setAsking] = useState(false);
  return (
    <Section title={t('manage.cancelTitle')} testId="manage-cancel">
      {asking ? (
        <div role="alertdialog" aria-labelledby="manage-cancel-question" data-testid="manage-cancel-confirm">
          <p id="manage-cancel-question" className={classes.intro}>
            {t('manage.cancelQuestion')}
          </p>
          <div className={classes.actions}>
            <button
              type="button"
              className={`${classes.secondary} ${classes.danger}`}
              disabled={manage.busy !== null}
              onClick={() => void manage.cancel()}
              data-testid="manage-cancel-yes"
            >
              {manage.busy === 'cancel' ? t('manage.cancelling') : t('manage.cancelYes')}
            </button>
            <button type="button" className={classes.secondary} onClick={() => setAsking(false)} data-testid="manage-cancel-no">
              {t('manage.cancelNo')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className={classes.intro}>{t('manage.cancelIntro')}</p>
          <button type="button" className={`${classes.secondary} ${classes.danger}`} onClick={() => setAsking(true)} data-testid="manage-cancel-start">
            {t('manage.cancel')}
          </button>
        </>
      )}
    </Section>
  );
}
