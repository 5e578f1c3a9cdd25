import { createEvent } from 'ics';
import { directionOf, type TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TEmailAttachment } from '../../lib/mailer.ts';
import type { TRenderedEmail } from './action-email.ts';
import { fillTranslation, mjmlToHtml, renderTemplate } from './engine.ts';
import { RESERVATION_STRINGS, type TReservationEmailKind } from './strings/reservation.ts';

export type { TReservationEmailKind } from './strings/reservation.ts';

/** A money line under the booking: a deposit paid, refunded or kept, or a card held against a no-show fee. */
export type TReservationMoneyNote = { kind: 'depositPaid' | 'depositRefund' | 'depositKept' | 'cardHeld'; amount: number; currency: TCurrency };

/** What a booking e-mail shows. Times are ISO instants (UTC); they are shown on the venue's clock (`timeZone`). */
export type TReservationEmailInput = {
  kind: TReservationEmailKind;
  reservationId: string;
  venueName: string;
  venueAddress: string | null;
  timeZone: string;
  guestName: string;
  startsAt: string;
  endsAt: string;
  partySize: number;
  /** The confirmation page, reached by the booking's token (change the party size or time, or cancel); none on a cancellation. */
  manageUrl: string | null;
  /** Reminders: the same page with `confirm=1`, which confirms the booking. */
  confirmUrl?: string | null;
  money?: TReservationMoneyNote | null;
  /** Bumped on every change of the booking, so a calendar replaces its event instead of adding a second one. */
  sequence?: number;
};

export type TRenderedReservationEmail = TRenderedEmail & { attachments: TEmailAttachment[] };

const MJML = `<mjml lang="<%= it.lang %>" dir="<%= it.dir %>">
  <mj-head>
    <mj-title><%= it.subject %></mj-title>
    <mj-attributes>
      <mj-all font-family="Inter, 'Noto Sans Arabic', Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#1f2933" align="<%= it.align %>" />
      <mj-table font-size="15px" line-height="22px" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section background-color="#ffffff" padding="24px" direction="<%= it.dir %>">
      <mj-column direction="<%= it.dir %>">
        <mj-text font-size="20px" font-weight="700"><%= it.venue %></mj-text>
        <mj-text font-size="17px" font-weight="700"><%= it.heading %></mj-text>
        <mj-text><%= it.greeting %> <%~ it.introHtml %></mj-text>
        <mj-table>
          <% it.rows.forEach(function (row) { %><tr><td style="padding:4px 0;text-align:<%= it.align %>;color:#52606d;vertical-align:top"><%= row.label %></td><td style="padding:4px 8px;text-align:<%= it.align %>;font-weight:600"><bdi><%= row.value %></bdi></td></tr>
          <% }) %>
        </mj-table>
        <% if (it.moneyLine) { %><mj-text><%= it.moneyLine %></mj-text><% } %>
        <% if (it.confirmUrl) { %><mj-text><%= it.confirmHint %></mj-text>
        <mj-button href="<%= it.confirmUrl %>" background-color="#2f9e44" color="#ffffff" font-size="15px"><%= it.confirmButton %></mj-button><% } %>
        <% if (it.manageUrl) { %><mj-text><%= it.manageHint %></mj-text>
        <mj-button href="<%= it.manageUrl %>" background-color="#1c7ed6" color="#ffffff" font-size="15px"><%= it.manageButton %></mj-button>
        <mj-text font-size="13px" color="#52606d"><%= it.linkHint %><br /><a href="<%= it.manageUrl %>"><%= it.manageUrl %></a></mj-text><% } %>
        <% if (it.calendarHint) { %><mj-text font-size="13px" color="#52606d"><%= it.calendarHint %></mj-text><% } %>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/** The booking's time on the venue's wall clock, in the reader's language (Latin digits, as the receipts). */
export function reservationTimeText(language: TLanguage, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** A short, readable booking reference: the id's last 8 characters (UUIDv7's random part). */
export function reservationReference(id: string): string {
  return id.replace(/-/g, '').slice(-8).toUpperCase();
}

/**
 * The booking as an iCalendar event (`ics` package): start and end in UTC (DTSTART:...Z), so every
 * calendar shows it at the right local time whatever its own zone; the manage link as URL, the venue's
 * address as location. UID is stable per booking, SEQUENCE grows with each change.
 */
export function reservationIcs(language: TLanguage, input: TReservationEmailInput): string {
  const s = RESERVATION_STRINGS[language];
  const { error, value } = createEvent({
    productId: 'menudelite/reservations',
    method: 'PUBLISH',
    uid: `reservation-${input.reservationId}@menudelite`,
    sequence: input.sequence ?? 0,
    start: Date.parse(input.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(input.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: fillTranslation('text', s.eventTitle, { venue: input.venueName }),
    description: [
      `${s.guests}: ${input.partySize}`,
      `${s.reference}: ${reservationReference(input.reservationId)}`,
      ...(input.manageUrl ? [input.manageUrl] : []),
    ].join('\n'),
    location: [input.venueName, input.venueAddress].filter(Boolean).join(', '),
    ...(input.manageUrl ? { url: input.manageUrl } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return value;
}

/** A booking e-mail (confirmation, change, cancellation, reminder) in `language`; confirmation and change carry an `.ics`. */
export async function renderReservationEmail(language: TLanguage, input: TReservationEmailInput): Promise<TRenderedReservationEmail> {
  const s = RESERVATION_STRINGS[language];
  // A Latin venue name inside an Arabic sentence (or the reverse) keeps its own order and punctuation.
  const venue = `\u2068${input.venueName}\u2069`;
  const dir = directionOf(language);
  const when = reservationTimeText(language, input.startsAt, input.timeZone);
  const rows = [
    { label: s.when, value: when },
    { label: s.guests, value: String(input.partySize) },
    ...(input.venueAddress ? [{ label: s.address, value: input.venueAddress }] : []),
    { label: s.reference, value: reservationReference(input.reservationId) },
  ];
  const money = input.money ? fillTranslation('text', s[input.money.kind], { amount: formatMoney(input.money.amount, input.money.currency) }) : null;
  const withCalendar = input.kind === 'confirmation' || input.kind === 'change';
  const confirmUrl = input.kind === 'reminder24' || input.kind === 'reminder2' ? (input.confirmUrl ?? null) : null;
  const manageUrl = input.kind === 'cancellation' ? null : input.manageUrl;
  // Isolated, so an Arabic name in an English sentence (or the reverse) keeps the punctuation on its side.
  const greeting = fillTranslation('text', s.greeting, { name: `\u2068${input.guestName}\u2069` });
  const data = {
    subject: fillTranslation('text', s.subject[input.kind], { venue: input.venueName }),
    venue,
    heading: s.heading[input.kind],
    greeting,
    intro: fillTranslation('text', s.intro[input.kind], { venue }),
    introHtml: fillTranslation('html', s.intro[input.kind], { venue }),
    rows,
    moneyLine: money,
    confirmUrl,
    confirmHint: s.confirmHint,
    confirmButton: s.confirmButton,
    manageUrl,
    manageHint: s.manageHint,
    manageButton: s.manageButton,
    linkHint: s.linkHint,
    calendarHint: withCalendar ? s.calendarHint : null,
  };
  const text = [
    `${greeting} ${data.intro}`,
    '',
    ...rows.map((row) => `${row.label}: ${row.value}`),
    ...(money ? ['', money] : []),
    ...(confirmUrl ? ['', s.confirmHint, confirmUrl] : []),
    ...(manageUrl ? ['', s.manageHint, manageUrl] : []),
    ...(withCalendar ? ['', s.calendarHint] : []),
  ].join('\n');
  const html = await mjmlToHtml(renderTemplate('html', MJML, { ...data, lang: language, dir, align: dir === 'rtl' ? 'right' : 'left' }));
  const attachments: TEmailAttachment[] = withCalendar
    ? [{ filename: 'reservation.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: reservationIcs(language, { ...input, manageUrl }) }]
    : [];
  return { subject: data.subject, text, html, attachments };
}
