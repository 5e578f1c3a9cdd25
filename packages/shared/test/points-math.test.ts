import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  earnBase,
  expiryInstant,
  maxPointsFor,
  nextExpiry,
  pointsEarned,
  pointsExpiringBy,
  pointsToReverse,
  pointsValue,
  remainingLots,
  type TPointsLot,
} from '../src/growth/points-math.ts';
import { ZPointsRulesRequestSchema } from '../src/growth/points.ts';

describe('earning', () => {
  it('earns per amount spent, rounding down', () => {
    expect(pointsEarned(1234, { points: 1, amount: 100 })).toBe(12);
    expect(pointsEarned(99, { points: 1, amount: 100 })).toBe(0);
    expect(pointsEarned(2500, { points: 5, amount: 1000 })).toBe(12);
    expect(pointsEarned(-50, { points: 1, amount: 100 })).toBe(0);
  });

  it('does not earn on what points paid', () => {
    expect(earnBase({ itemsAfterDiscounts: 3000, paidWithPoints: 500 })).toBe(2500);
    expect(earnBase({ itemsAfterDiscounts: 300, paidWithPoints: 500 })).toBe(0);
  });
});

describe('value and the tip cap', () => {
  it('values points by the redeem rule, rounding down', () => {
    expect(pointsValue(650, { points: 100, amount: 100 })).toBe(650);
    expect(pointsValue(7, { points: 10, amount: 25 })).toBe(17);
    expect(pointsValue(0, { points: 100, amount: 100 })).toBe(0);
  });

  it('the most points for an amount are never worth more than it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (amount, points, worth) => {
          const rule = { points, amount: worth };
          const max = maxPointsFor(amount, rule);
          expect(pointsValue(max, rule)).toBeLessThanOrEqual(amount);
          // one more point would be worth more than the amount
          expect((max + 1) * worth).toBeGreaterThan(amount * points);
        },
      ),
    );
  });
});

describe('refunds take back points earned on the refunded amount', () => {
  it('partial refunds add up to everything when the whole amount is refunded', () => {
    const first = pointsToReverse({ earned: 50, alreadyReversed: 0, refundedSoFar: 1000, paid: 3000 });
    expect(first).toBe(16);
    const second = pointsToReverse({ earned: 50, alreadyReversed: first, refundedSoFar: 3000, paid: 3000 });
    expect(first + second).toBe(50);
  });

  it('never takes back more than was earned, whatever the refunds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 100_000 }),
        (earned, refunds, paid) => {
          let reversed = 0;
          let refunded = 0;
          for (const refund of refunds) {
            refunded += refund;
            const n = pointsToReverse({ earned, alreadyReversed: reversed, refundedSoFar: refunded, paid });
            expect(n).toBeGreaterThanOrEqual(0);
            reversed += n;
          }
          expect(reversed).toBeLessThanOrEqual(earned);
          if (refunded >= paid) expect(reversed).toBe(earned);
        },
      ),
    );
  });
});

describe('expiry', () => {
  it('expires at the end of the venue’s local day, DST-correct', () => {
    // Earned 23:30 on 24 Oct 2026 in Malta (summer, UTC+2): expires when 27 Oct starts there (winter, UTC+1).
    expect(expiryInstant(new Date('2026-10-24T21:30:00Z'), 2, 'Europe/Malta').toISOString()).toBe('2026-10-26T23:00:00.000Z');
    // Earned 00:30 on 25 Oct Malta time, which is still 24 Oct in UTC.
    expect(expiryInstant(new Date('2026-10-24T22:30:00Z'), 0, 'Europe/Malta').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(expiryInstant(new Date('2026-03-01T12:00:00Z'), 30, 'America/New_York').toISOString()).toBe('2026-04-01T04:00:00.000Z');
  });

  const lots: TPointsLot[] = [
    { points: 100, createdAt: '2026-01-01T10:00:00Z', expiresAt: null },
    { points: 40, createdAt: '2026-02-01T10:00:00Z', expiresAt: '2026-05-01T00:00:00Z' },
    { points: 60, createdAt: '2026-03-01T10:00:00Z', expiresAt: '2026-06-01T00:00:00Z' },
  ];

  it('spending uses the points that expire soonest, and never-expiring points last', () => {
    expect(remainingLots(lots, 50).map((l) => l.points)).toEqual([0, 50, 100]);
  });

  it('expires only unspent points whose date has passed', () => {
    expect(pointsExpiringBy(lots, 0, new Date('2026-05-02T00:00:00Z'))).toBe(40);
    expect(pointsExpiringBy(lots, 30, new Date('2026-05-02T00:00:00Z'))).toBe(10);
    expect(pointsExpiringBy(lots, 200, new Date('2027-01-01T00:00:00Z'))).toBe(0);
    // Points earned before any expiry rule (expiresAt null) never expire.
    expect(pointsExpiringBy(lots, 0, new Date('2030-01-01T00:00:00Z'))).toBe(100);
  });

  it('an expiry once recorded is spent, so a rerun expires nothing more', () => {
    const now = new Date('2026-05-02T00:00:00Z');
    const first = pointsExpiringBy(lots, 0, now);
    expect(pointsExpiringBy(lots, first, now)).toBe(0);
  });

  it('names the next expiry', () => {
    expect(nextExpiry(lots, 10, new Date('2026-04-01T00:00:00Z'))).toEqual({ points: 30, at: '2026-05-01T00:00:00Z' });
    expect(nextExpiry(lots, 45, new Date('2026-04-01T00:00:00Z'))).toEqual({ points: 55, at: '2026-06-01T00:00:00Z' });
    expect(nextExpiry(lots, 100, new Date('2026-04-01T00:00:00Z'))).toBeNull();
  });
});

describe('rules request', () => {
  it('refuses zero, negative and oversize figures', () => {
    const ok = { enabled: true, earn: { points: 1, amount: 100 }, redeem: { points: 100, amount: 100, minimumPoints: 100 }, expiryDays: 365 };
    expect(ZPointsRulesRequestSchema.safeParse(ok).success).toBe(true);
    expect(ZPointsRulesRequestSchema.safeParse({ ...ok, earn: { points: 0, amount: 100 } }).success).toBe(false);
    expect(ZPointsRulesRequestSchema.safeParse({ ...ok, redeem: { ...ok.redeem, amount: -1 } }).success).toBe(false);
    expect(ZPointsRulesRequestSchema.safeParse({ ...ok, expiryDays: 100_000 }).success).toBe(false);
    expect(ZPointsRulesRequestSchema.safeParse({ ...ok, earn: { points: 1.5, amount: 100 } }).success).toBe(false);
  });
});
