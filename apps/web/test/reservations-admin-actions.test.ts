import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_SETTINGS, RESERVATION_TRANSITIONS, type TReservationStatus } from '@menudelite/shared/reservations/contracts';
import { bookParamsFrom, periodLabelKey, withBookChange } from '../src/features/reservations-admin/lib/book-params';
import {
  checkPhoneBooking,
  checkSettings,
  checkWalkIn,
  initialPhoneValues,
  phoneRequest,
  settingsRequest,
  settingsValues,
} from '../src/features/reservations-admin/lib/forms';
import { ACTION_STATUS, mayMoveTable, needsConfirmation, primaryAction, statusActions } from '../src/features/reservations-admin/lib/status-actions';
import { optionOf, tableOptions } from '../src/features/reservations-admin/components/table-options';

const STARTS = '2026-07-01T18:00:00Z';
const before = new Date('2026-07-01T17:00:00Z');
const after = new Date('2026-07-01T18:20:00Z');
const actions = (status: TReservationStatus, now: Date) => statusActions({ status, startsAt: STARTS }, now);

describe('status actions (booked → confirmed → seated → completed, no-show, cancel)', () => {
  it('offers the next steps of a booking still to come, no-show only once its slot has started', () => {
    expect(actions('booked', before)).toEqual(['confirm', 'seat', 'cancel']);
    expect(actions('booked', after)).toEqual(['confirm', 'seat', 'noShow', 'cancel']);
    expect(actions('confirmed', before)).toEqual(['seat', 'cancel']);
    expect(actions('confirmed', after)).toEqual(['seat', 'noShow', 'cancel']);
  });

  it('lets a seated party only complete, and a finished booking nothing', () => {
    expect(actions('seated', after)).toEqual(['complete']);
    for (const status of ['completed', 'noShow', 'cancelled', 'held', 'expired'] as const) expect(actions(status, after)).toEqual([]);
  });

  it('never offers a move the server refuses', () => {
    for (const status of Object.keys(RESERVATION_TRANSITIONS) as TReservationStatus[]) {
      for (const action of actions(status, after)) expect(RESERVATION_TRANSITIONS[status]).toContain(ACTION_STATUS[action]);
    }
  });

  it('puts the usual next step on the button and asks before cancel and no-show', () => {
    expect(primaryAction(actions('booked', after))).toBe('confirm');
    expect(primaryAction(actions('confirmed', after))).toBe('seat');
    expect(primaryAction(actions('seated', after))).toBe('complete');
    expect(primaryAction([])).toBeNull();
    expect(needsConfirmation('cancel')).toBe(true);
    expect(needsConfirmation('noShow')).toBe(true);
    expect(needsConfirmation('seat')).toBe(false);
    expect(mayMoveTable('seated')).toBe(true);
    expect(mayMoveTable('completed')).toBe(false);
  });
});

describe('the book in the address', () => {
  it("defaults to the venue's today, all services, the list of upcoming bookings", () => {
    expect(bookParamsFrom(new URLSearchParams(''), '2026-07-01')).toEqual({ date: '2026-07-01', period: null, view: 'list', scope: 'upcoming' });
    expect(bookParamsFrom(new URLSearchParams('date=2026-02-30x&view=grid&scope=all'), '2026-07-01')).toEqual({
      date: '2026-07-01',
      period: null,
      view: 'list',
      scope: 'upcoming',
    });
  });

  it('keeps both of two quick changes and leaves defaults out', () => {
    const first = withBookChange(new URLSearchParams(''), '2026-07-01', { view: 'timeline' });
    const second = withBookChange(first, '2026-07-01', { period: 'Dinner', date: '2026-07-02' });
    expect(second.toString()).toBe('view=timeline&date=2026-07-02&period=Dinner');
    expect(withBookChange(second, '2026-07-01', { date: '2026-07-01', view: 'list', period: null }).toString()).toBe('');
    expect(periodLabelKey(' Lunch ')).toBe('period.lunch');
    expect(periodLabelKey('Late night')).toBeNull();
  });
});

describe('staff forms', () => {
  it('sends a phone booking at the wall-clock time of the venue, also on the day clocks go back', () => {
    const values = { ...initialPhoneValues('2026-10-25'), partySize: 4, time: '19:30', name: 'Ana Borg', phone: '+356 2123 4567', table: 'table:t1' };
    expect(checkPhoneBooking(values, 'Europe/Malta')).toEqual({});
    expect(phoneRequest(values, 'Europe/Malta', () => ['t1'])).toEqual({
      kind: 'booking',
      partySize: 4,
      name: 'Ana Borg',
      startsAt: '2026-10-25T18:30:00.000Z',
      tableIds: ['t1'],
      phone: '+356 2123 4567',
    });
  });

  it('puts a time after midnight on the night of the book’s day when its hours run past midnight (the night clocks go back)', () => {
    // Saturday 18:00–02:00; Malta leaves summer time at 03:00 on Sunday 2026-10-25.
    const hours = [{ weekday: 6, intervals: [{ opens: '18:00', closes: '02:00' }] }];
    const base = { ...initialPhoneValues('2026-10-24'), partySize: 2, name: 'Ana Borg', phone: '+356 2123 4567' };
    expect(phoneRequest({ ...base, time: '00:30' }, 'Europe/Malta', () => undefined, hours).startsAt).toBe('2026-10-24T22:30:00.000Z');
    expect(phoneRequest({ ...base, time: '19:30' }, 'Europe/Malta', () => undefined, hours).startsAt).toBe('2026-10-24T17:30:00.000Z');
    // Without the hours (still loading) the typed day is kept.
    expect(phoneRequest({ ...base, time: '00:30' }, 'Europe/Malta', () => undefined).startsAt).toBe('2026-10-23T22:30:00.000Z');
  });

  it("refuses a phone booking without a time, name or way to reach the guest, with SPEC section 5's keys", () => {
    const problems = checkPhoneBooking({ ...initialPhoneValues('2026-07-01'), partySize: 0, email: 'not-an-email' }, 'Europe/Malta');
    expect(problems.time).toEqual({ own: 'phone.pickTime' });
    expect(problems.name).toEqual({ error: { key: 'keys.nameRequired' } });
    expect(problems.email).toEqual({ error: { key: 'keys.emailIncorrect' } });
    expect(problems.partySize).toMatchObject({ error: { key: 'keys.tooSmall' } });
    // No e-mail: the phone number is needed.
    expect(checkPhoneBooking({ ...initialPhoneValues('2026-07-01'), time: '12:00', name: 'Ana' }, 'Europe/Malta').phone).toEqual({
      error: { key: 'keys.fieldsRequired' },
    });
  });

  it('takes a walk-in without a name, but not a party of 0 or 100', () => {
    expect(checkWalkIn({ partySize: 3, name: '', table: null })).toEqual({});
    expect(Object.keys(checkWalkIn({ partySize: 0, name: '', table: null }))).toEqual(['partySize']);
    expect(Object.keys(checkWalkIn({ partySize: 100, name: '', table: null }))).toEqual(['partySize']);
  });

  it('round-trips the settings and names the turn-time rules in its own words', () => {
    const values = settingsValues(DEFAULT_RESERVATION_SETTINGS, 'eur');
    expect(settingsRequest(values, 'eur')).toEqual(DEFAULT_RESERVATION_SETTINGS);
    expect(checkSettings(values, 'eur')).toEqual({});
    const unordered = { ...values, turnTimes: [values.turnTimes[1]!, values.turnTimes[0]!, values.turnTimes[2]!] };
    expect(checkSettings(unordered, 'eur').turnTimes).toEqual({ own: 'settings.turnTimesOrder' });
    const short = {
      ...values,
      maxPartySize: 12,
      turnTimes: [
        { maxParty: 2, minutes: 90 },
        { maxParty: 6, minutes: 120 },
      ],
    };
    expect(checkSettings(short, 'eur').turnTimes).toEqual({ own: 'settings.turnTimesCover' });
    const deposit = { ...values, deposit: { mode: 'deposit' as const, minPartySize: 6, amountPerPerson: '12.50' } };
    expect(settingsRequest(deposit, 'eur').deposit).toEqual({ mode: 'deposit', minPartySize: 6, amountPerPerson: 1250 });
    expect(checkSettings({ ...deposit, deposit: { ...deposit.deposit, amountPerPerson: '' } }, 'eur')['deposit.amountPerPerson']).toBeDefined();
    expect(checkSettings({ ...values, turnTimes: [{ maxParty: 99, minutes: 100 }] }, 'eur')['turnTimes.0.minutes']).toBeDefined();
  });
});

describe('table choices', () => {
  const tables = [
    { id: 't1', label: '1', occupancy: 2, isActive: true },
    { id: 't2', label: '2', occupancy: 4, isActive: true },
    { id: 't3', label: '3', occupancy: 4, isActive: false },
  ];
  const combos = [{ id: 'c1', name: null, tableIds: ['t2', 't1'], tableLabels: ['1', '2'], totalOccupancy: 6 }];
  it('lists active tables and combinations, those big enough for the party first, and finds the current one', () => {
    const options = tableOptions(tables, combos, 4, (table, count) => `${table}/${count}`);
    expect(options.map((option) => option.label)).toEqual(['2/4', '1 + 2/6', '1/2']);
    expect(optionOf(options, ['t1', 't2'])).toBe('combo:c1');
    expect(optionOf(options, ['t3'])).toBeNull();
  });
});
