import type { TErrorKey, TErrorParams } from '@menudelite/shared/errors';
import {
  ZReservationSettingsSchema,
  ZStaffCreateRequestSchema,
  checkReservationGuest,
  type TReservationSettings,
  type TStaffCreateRequest,
} from '@menudelite/shared/reservations/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { minorPerMajor } from '@menudelite/shared/money/minor';
import { issueErrors, keyText, type TErrorText } from '../../../lib/http/error-text';
import { serviceInstant } from '@menudelite/shared/reservations/slots';
import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { wallTimeInstant } from './timeline';

/** A field's problem: a shared error key (the errors namespace) or one of this screen's own messages. */
export type TFormProblem = { error: TErrorText } | { own: string };
export type TFormProblems = Record<string, TFormProblem>;

const key = (errorKey: TErrorKey, params?: TErrorParams): TFormProblem => ({ error: keyText(errorKey, params) });

function schemaProblems(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: readonly unknown[] } } },
  input: unknown,
): TFormProblems {
  const parsed = schema.safeParse(input);
  if (parsed.success || !parsed.error) return {};
  const errors = issueErrors(parsed.error.issues as Parameters<typeof issueErrors>[0], { root: input });
  return Object.fromEntries(Object.entries(errors).map(([path, detail]) => [path, { error: detail.text }]));
}

const numberOf = (value: number | string): number | undefined => (value === '' || value === null ? undefined : Number(value));

/* ---------- Walk-in ---------- */

export type TWalkInValues = { partySize: number | string; name: string; table: string | null };
export const INITIAL_WALK_IN: TWalkInValues = { partySize: 2, name: '', table: null };

/** A walk-in is seated now: a party size, perhaps a name, perhaps a table (the server picks a free one otherwise). */
export function walkInRequest(values: TWalkInValues, tableIdsOf: (option: string) => string[] | undefined): TStaffCreateRequest {
  const tableIds = values.table ? tableIdsOf(values.table) : undefined;
  return {
    kind: 'walkIn',
    partySize: numberOf(values.partySize) as number,
    name: values.name.trim(),
    ...(tableIds?.length ? { tableIds } : {}),
  };
}

export function checkWalkIn(values: TWalkInValues): TFormProblems {
  const problems = schemaProblems(
    ZStaffCreateRequestSchema,
    walkInRequest(values, () => undefined),
  );
  const name = values.name.trim();
  // The name is optional; one given follows SPEC section 5's rules.
  if (name !== '')
    for (const problem of checkReservationGuest({ name }, { requireEmail: false, requirePhone: false })) problems[problem.path] ??= key(problem.key);
  return problems;
}

/* ---------- Phone booking ---------- */

export type TPhoneValues = {
  partySize: number | string;
  date: string;
  time: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
  table: string | null;
};

export function initialPhoneValues(date: string): TPhoneValues {
  return { partySize: 2, date, time: '', name: '', phone: '', email: '', notes: '', table: null };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The booking as the API takes it: the date and time are the venue's wall clock, sent as an instant. */
export function phoneRequest(
  values: TPhoneValues,
  timeZone: string,
  tableIdsOf: (option: string) => string[] | undefined,
  openingHours?: TOpeningHours,
): TStaffCreateRequest {
  const tableIds = values.table ? tableIdsOf(values.table) : undefined;
  // With the venue's hours, a time after midnight belongs to the night of the book's day (serviceInstant).
  const instant = (date: string, time: string) => (openingHours ? serviceInstant(date, time, openingHours, timeZone) : wallTimeInstant(date, time, timeZone));
  const startsAt =
    /^\d{4}-\d{2}-\d{2}$/.test(values.date) && /^\d{2}:\d{2}$/.test(values.time) ? new Date(instant(values.date, values.time)).toISOString() : undefined;
  const request: TStaffCreateRequest = {
    kind: 'booking',
    partySize: numberOf(values.partySize) as number,
    name: values.name.trim(),
    ...(startsAt ? { startsAt } : {}),
    ...(tableIds?.length ? { tableIds } : {}),
  };
  const email = optional(values.email);
  const phone = optional(values.phone);
  const notes = optional(values.notes);
  return { ...request, ...(email ? { email } : {}), ...(phone ? { phone } : {}), ...(notes ? { notes } : {}) };
}

/** SPEC section 5's messages: a name, and a phone number (it is a phone booking) or an e-mail; both well formed when given. */
export function checkPhoneBooking(values: TPhoneValues, timeZone: string): TFormProblems {
  const problems = schemaProblems(
    ZStaffCreateRequestSchema,
    phoneRequest(values, timeZone, () => undefined),
  );
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) problems.date = key('required');
  if (!/^\d{2}:\d{2}$/.test(values.time)) problems.time = { own: 'phone.pickTime' };
  const requirePhone = values.email.trim() === '';
  for (const problem of checkReservationGuest(values, { requireEmail: false, requirePhone })) problems[problem.path] ??= key(problem.key);
  return problems;
}

/* ---------- Settings ---------- */

/** The settings form: numbers as typed (empty allowed while editing), the deposit amount in major units as text. */
export type TSettingsValues = {
  turnTimes: { maxParty: number | string; minutes: number | string }[];
  pacingCoversPer15Min: number | string;
  maxDaysAhead: number | string;
  minNoticeMinutes: number | string;
  maxPartySize: number | string;
  slotIntervalMinutes: string;
  servicePeriods: { name: string; starts: string; ends: string }[];
  deposit: { mode: TReservationSettings['deposit']['mode']; minPartySize: number | string; amountPerPerson: string };
};

export function settingsValues(settings: TReservationSettings, currency: TCurrency): TSettingsValues {
  return {
    turnTimes: settings.turnTimes.map((turn) => ({ ...turn })),
    pacingCoversPer15Min: settings.pacingCoversPer15Min ?? '',
    maxDaysAhead: settings.maxDaysAhead,
    minNoticeMinutes: settings.minNoticeMinutes,
    maxPartySize: settings.maxPartySize,
    slotIntervalMinutes: String(settings.slotIntervalMinutes),
    servicePeriods: settings.servicePeriods.map((period) => ({ ...period })),
    deposit: {
      mode: settings.deposit.mode,
      minPartySize: settings.deposit.minPartySize,
      amountPerPerson: String(settings.deposit.amountPerPerson / minorPerMajor(currency)),
    },
  };
}

function amountMinor(text: string, currency: TCurrency): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * minorPerMajor(currency));
}

/** The PUT body; anything left empty or malformed stays so and the shared schema names it. */
export function settingsRequest(values: TSettingsValues, currency: TCurrency): TReservationSettings {
  const pacing = numberOf(values.pacingCoversPer15Min);
  return {
    turnTimes: values.turnTimes.map((turn) => ({ maxParty: numberOf(turn.maxParty) as number, minutes: numberOf(turn.minutes) as number })),
    pacingCoversPer15Min: pacing === undefined ? null : pacing,
    maxDaysAhead: numberOf(values.maxDaysAhead) as number,
    minNoticeMinutes: numberOf(values.minNoticeMinutes) as number,
    maxPartySize: numberOf(values.maxPartySize) as number,
    slotIntervalMinutes: Number(values.slotIntervalMinutes) as TReservationSettings['slotIntervalMinutes'],
    servicePeriods: values.servicePeriods.map((period) => ({ name: period.name.trim(), starts: period.starts, ends: period.ends })),
    deposit: {
      mode: values.deposit.mode,
      minPartySize: numberOf(values.deposit.minPartySize) as number,
      amountPerPerson: amountMinor(values.deposit.amountPerPerson, currency) as number,
    },
  };
}

/** The shared schema's checks, with this screen's words for the two rules across rows (ascending turn times, the largest party covered). */
export function checkSettings(values: TSettingsValues, currency: TCurrency): TFormProblems {
  const body = settingsRequest(values, currency);
  const problems = schemaProblems(ZReservationSettingsSchema, body);
  if (problems.turnTimes && 'error' in problems.turnTimes) {
    const ascending = body.turnTimes.every((turn, i) => i === 0 || turn.maxParty > body.turnTimes[i - 1]!.maxParty);
    problems.turnTimes = { own: ascending ? 'settings.turnTimesCover' : 'settings.turnTimesOrder' };
  }
  if (values.deposit.mode !== 'none' && body.deposit.amountPerPerson === 0) problems['deposit.amountPerPerson'] ??= key('required');
  return problems;
}
