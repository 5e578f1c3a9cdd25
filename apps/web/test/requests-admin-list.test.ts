import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_FILTERS, requestListQuery } from '../src/features/requests-admin/api/requests';
import { amenityBody, amenityFormValues, chargedWithoutPrice, validateAmenity } from '../src/features/requests-admin/lib/amenity-form';
import { checkInBody, elevenOnHotelClock, validateCheckIn } from '../src/features/requests-admin/lib/check-in-form';
import { ageText, requestTiming, sortForStaff } from '../src/features/requests-admin/lib/request-age';
import { requestOf } from './guest-app-fixture';

const at = (iso: string) => Date.parse(iso);

describe('age against target', () => {
  it('counts an amenity request from when it was made, late once past its target and still open', () => {
    const towels = requestOf({ createdAt: '2026-07-01T10:00:00.000Z', targetAt: '2026-07-01T10:20:00.000Z' });
    expect(requestTiming(towels, at('2026-07-01T10:12:30Z'))).toMatchObject({ ageMinutes: 12, targetMinutes: 20, late: false });
    expect(requestTiming(towels, at('2026-07-01T10:21:00Z'))).toMatchObject({ ageMinutes: 21, late: true });
    // Done is never late.
    expect(requestTiming({ ...towels, status: 'done' }, at('2026-07-01T11:00:00Z')).late).toBe(false);
  });

  it('counts a wake-up call from when it is due; none before then', () => {
    const call = requestOf({
      type: 'wakeUp',
      items: [],
      dueAt: '2026-07-02T05:00:00.000Z',
      createdAt: '2026-07-01T20:00:00.000Z',
      targetAt: '2026-07-02T05:05:00.000Z',
    });
    expect(requestTiming(call, at('2026-07-01T22:00:00Z')).ageMinutes).toBeNull();
    expect(requestTiming(call, at('2026-07-02T05:03:00Z'))).toMatchObject({ ageMinutes: 3, targetMinutes: 5, late: false, due: false });
    const raised = { ...call, raisedAt: '2026-07-02T05:00:00.000Z' };
    expect(requestTiming(raised, at('2026-07-02T05:03:00Z')).due).toBe(true);
    const escalated = { ...raised, escalatedAt: '2026-07-02T05:05:00.000Z' };
    expect(requestTiming(escalated, at('2026-07-02T05:06:00Z'))).toMatchObject({ escalated: true, late: true });
    // Taken on (in progress): no longer "due now", though the escalation stays on record while open.
    expect(requestTiming({ ...raised, status: 'inProgress' }, at('2026-07-02T05:03:00Z')).due).toBe(false);
  });

  it('targets service requests by priority', () => {
    const service = requestOf({ type: 'service', items: [], category: 'maintenance' });
    expect(requestTiming({ ...service, priority: 'urgent' }, 0).targetMinutes).toBe(10);
    expect(requestTiming({ ...service, priority: 'normal' }, 0).targetMinutes).toBe(30);
    expect(requestTiming({ ...service, priority: 'low' }, 0).targetMinutes).toBe(60);
  });

  it('words the age in minutes and hours', () => {
    expect(ageText(0)).toEqual({ key: 'age.seconds' });
    expect(ageText(12)).toEqual({ key: 'age.minutes', values: { count: 12 } });
    expect(ageText(65)).toEqual({ key: 'age.hours', values: { hours: 1, minutes: '05' } });
  });

  it('lists escalated wake-up calls first, then due ones, then late ones, then the newest', () => {
    const now = at('2026-07-02T06:00:00Z');
    const fresh = requestOf({ id: 'fresh', createdAt: '2026-07-02T05:58:00.000Z', targetAt: '2026-07-02T06:18:00.000Z' });
    const late = requestOf({ id: 'late', createdAt: '2026-07-02T05:00:00.000Z', targetAt: '2026-07-02T05:20:00.000Z' });
    const escalated = requestOf({
      id: 'escalated',
      type: 'wakeUp',
      items: [],
      dueAt: '2026-07-02T05:30:00.000Z',
      raisedAt: '2026-07-02T05:30:00.000Z',
      escalatedAt: '2026-07-02T05:35:00.000Z',
      createdAt: '2026-07-01T21:00:00.000Z',
      targetAt: '2026-07-02T05:35:00.000Z',
    });
    expect(sortForStaff([fresh, late, escalated], now).map((r) => r.id)).toEqual(['escalated', 'late', 'fresh']);
  });
});

describe('the list query', () => {
  it('asks for open requests by default and leaves out "all" and an empty room', () => {
    expect(requestListQuery(DEFAULT_REQUEST_FILTERS)).toBe('limit=50&status=open');
    expect(requestListQuery({ type: 'all', status: 'all', room: '  ' })).toBe('limit=50');
    expect(requestListQuery({ type: 'wakeUp', status: 'new', room: ' 101 ' }, 'c2')).toBe('limit=50&type=wakeUp&status=new&room=101&cursor=c2');
  });
});

describe('amenity form', () => {
  it('sends the price in minor units only for a charged amenity, the expiry only when it needs approval', () => {
    const robe = { ...amenityFormValues(null, 'eur'), name: 'Bathrobe', mode: 'charged' as const, price: '12.50', maxQuantity: 2 };
    expect(amenityBody(robe, 'eur')).toEqual({ name: 'Bathrobe', mode: 'charged', price: 1250, maxQuantity: 2, isActive: true, translations: {} });
    // Names in other languages: only those filled in are sent.
    expect(amenityBody({ ...robe, translations: { ar: 'رداء حمّام', de: '  ' } }, 'eur').translations).toEqual({ ar: 'رداء حمّام' });
    const late = { ...amenityFormValues(null, 'eur'), name: 'Late check-out', mode: 'approval' as const, approvalExpiryMinutes: 45 };
    expect(amenityBody(late, 'eur')).toMatchObject({ mode: 'approval', price: 0, approvalExpiryMinutes: 45 });
    expect(amenityBody({ ...late, mode: 'free' }, 'eur')).not.toHaveProperty('approvalExpiryMinutes');
  });

  it('refuses a charged amenity without a price and an empty name, as the server would', () => {
    const values = { ...amenityFormValues(null, 'eur'), mode: 'charged' as const, price: '' };
    expect(chargedWithoutPrice(values, 'eur')).toBe(true);
    expect(chargedWithoutPrice({ ...values, price: '2' }, 'eur')).toBe(false);
    const errors = validateAmenity('eur')({ ...values, price: 'abc' });
    expect(errors.name).toBeDefined();
    expect(errors.price).toBe('errors.price');
  });

  it('reads an existing amenity back into the form in major units', () => {
    const values = amenityFormValues(
      { id: 'a', name: 'Robe', translations: {}, maxQuantity: 2, mode: 'charged', price: 1250, approvalExpiryMinutes: null, isActive: false, position: 0 },
      'eur',
    );
    expect(values).toMatchObject({ price: '12.5', mode: 'charged', isActive: false, approvalExpiryMinutes: 30, translations: {} });
  });
});

describe('check-in form', () => {
  const values = { firstName: ' ', lastName: 'Garcia', email: '', language: 'es' as const, checkOutDate: '' };

  it('leaves out empty optional fields', () => {
    expect(checkInBody('room-1', values, 'Europe/Malta')).toEqual({ roomId: 'room-1', guestLastName: 'Garcia', language: 'es' });
  });

  it("sets the expected check-out at 11:00 on the hotel's clock, DST-correct", () => {
    expect(elevenOnHotelClock('2026-07-03', 'Europe/Malta').toISOString()).toBe('2026-07-03T09:00:00.000Z');
    expect(elevenOnHotelClock('2026-10-25', 'Europe/Malta').toISOString()).toBe('2026-10-25T10:00:00.000Z');
    expect(checkInBody('room-1', { ...values, checkOutDate: '2026-07-03' }, 'Europe/Malta').expectedCheckOut).toBe('2026-07-03T09:00:00.000Z');
  });

  it('needs a last name and a well-formed e-mail, on the form field names', () => {
    const errors = validateCheckIn({ ...values, lastName: '', email: 'not-an-email' });
    expect(Object.keys(errors).toSorted()).toEqual(['email', 'lastName']);
    expect(validateCheckIn(values)).toEqual({});
  });
});

describe("a room's QR code", () => {
  it('is cut from the A4 sheet to its own cell, and anything else is left alone', async () => {
    const { singleRoomQr } = await import('../src/features/requests-admin/lib/room-qr');
    const sheet = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297">\n<rect/></svg>';
    expect(singleRoomQr(sheet)).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="70mm" height="74.25mm" viewBox="0 0 70 74.25">');
    expect(singleRoomQr('<svg viewBox="0 0 10 10"></svg>')).toBe('<svg viewBox="0 0 10 10"></svg>');
  });
});
