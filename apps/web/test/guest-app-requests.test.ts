import { describe, expect, it } from 'vitest';
import { amenityName, clampQuantity } from '../src/features/guest-app/lib/amenity-text';
import { isOpenRequest, mergeRequest, stepsReached } from '../src/features/guest-app/lib/request-status';
import { requestOf } from './guest-app-fixture';

describe("the guest's request list, kept live", () => {
  it('puts a new request on top, newest first', () => {
    const older = requestOf({ id: 'a', createdAt: '2026-07-01T09:00:00.000Z' });
    const newer = requestOf({ id: 'b', createdAt: '2026-07-01T10:00:00.000Z' });
    expect(mergeRequest([older], newer).map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('replaces a request with its newer state (acknowledged by staff)', () => {
    const sent = requestOf({ id: 'a' });
    const acknowledged = requestOf({ id: 'a', status: 'acknowledged', updatedAt: '2026-07-01T10:02:00.000Z' });
    const merged = mergeRequest([sent], acknowledged);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.status).toBe('acknowledged');
  });

  it('never rolls the screen back with a late, older event', () => {
    const done = requestOf({ id: 'a', status: 'done', updatedAt: '2026-07-01T10:10:00.000Z' });
    const lateAck = requestOf({ id: 'a', status: 'acknowledged', updatedAt: '2026-07-01T10:02:00.000Z' });
    expect(mergeRequest([done], lateAck)[0]!.status).toBe('done');
  });

  it('shows the steps reached, none for a cancelled request, and counts only open ones', () => {
    expect(stepsReached('new')).toBe(1);
    expect(stepsReached('inProgress')).toBe(3);
    expect(stepsReached('done')).toBe(4);
    expect(stepsReached('cancelled')).toBe(0);
    expect(isOpenRequest({ status: 'acknowledged' })).toBe(true);
    expect(isOpenRequest({ status: 'done' })).toBe(false);
    expect(isOpenRequest({ status: 'cancelled' })).toBe(false);
  });
});

describe('amenities', () => {
  it("names an amenity in the guest's language when the hotel translated it", () => {
    const towels = { name: 'Towels', translations: { ar: 'مناشف', de: '  ' } };
    expect(amenityName(towels, 'ar')).toBe('مناشف');
    // A blank translation falls back to the hotel's own name.
    expect(amenityName(towels, 'de')).toBe('Towels');
    expect(amenityName(towels, 'ja')).toBe('Towels');
  });

  it('keeps the quantity between 1 and the maximum', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(5, 4)).toBe(4);
    expect(clampQuantity(3, 4)).toBe(3);
  });
});
