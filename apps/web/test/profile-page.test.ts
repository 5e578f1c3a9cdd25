import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import { CLUB_SUBSCRIPTION_STATUSES } from '@menudelite/shared/growth/club';
import { POINTS_LEDGER_KINDS } from '@menudelite/shared/growth/points';
import { ORDER_STATUSES, ORDER_TYPES } from '@menudelite/shared/orders/status';
import { apiRequest } from '../src/lib/http/api-client';
import { getCustomerRewards } from '../src/features/profile/api/get-customer-rewards';
import { stampProgress } from '../src/features/profile/lib/format';

vi.mock('../src/lib/http/api-client', () => ({ apiRequest: vi.fn() }));

type TTree = { [key: string]: string | TTree };
const LOCALES = import.meta.glob<TTree>('../src/features/profile/locales/*.json', { import: 'default', eager: true });

describe('/profile', () => {
  it('names every status, order type and points row kind the API can answer, in all 14 languages', () => {
    for (const lang of LANGUAGES) {
      const tree = LOCALES[`../src/features/profile/locales/${lang}.json`] as any;
      expect(tree, lang).toBeDefined();
      for (const s of ORDER_STATUSES) expect(tree.orders.status[s], `${lang} ${s}`).toBeTruthy();
      for (const s of ORDER_TYPES) expect(tree.orders.types[s], `${lang} ${s}`).toBeTruthy();
      for (const s of CLUB_SUBSCRIPTION_STATUSES) expect(tree.subscriptions.status[s], `${lang} ${s}`).toBeTruthy();
      for (const k of POINTS_LEDGER_KINDS) expect(tree.points.kinds[k], `${lang} ${k}`).toBeTruthy();
    }
  });

  it('shows the stamps on the current card: complete cards are rewards, the rest is progress', () => {
    expect(stampProgress(0, 5)).toEqual({ onCard: 0, percent: 0 });
    expect(stampProgress(3, 5)).toEqual({ onCard: 3, percent: 60 });
    expect(stampProgress(7, 5)).toEqual({ onCard: 2, percent: 40 });
    expect(stampProgress(4, 0)).toEqual({ onCard: 0, percent: 0 });
  });

  it('reads the points per venue from /api/customer/me/rewards, and logs a failure (SPEC section 8)', async () => {
    const page = {
      items: [
        {
          id: 'a',
          restaurantId: 'r',
          restaurantName: 'Bistro',
          restaurantSlug: 'b',
          points: 120,
          value: 120,
          currency: 'eur',
          enabled: true,
          nextExpiry: null,
        },
      ],
      nextCursor: null,
    };
    vi.mocked(apiRequest).mockResolvedValueOnce(page);
    expect(await getCustomerRewards()).toEqual(page);
    expect(apiRequest).toHaveBeenLastCalledWith('/api/customer/me/rewards?limit=100');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('Status code incorrect - 500'));
    await expect(getCustomerRewards()).rejects.toThrow();
    expect(log).toHaveBeenCalledWith('Error fetching rewards', expect.any(Error));
  });
});
