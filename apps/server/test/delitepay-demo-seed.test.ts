import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPaymentLinkPageSchema, ZTransactionPageSchema } from '@menudelite/shared/delitepay/contracts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { newId } from '../src/lib/ids.ts';
import { sessionToken } from './helpers/sessions.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { GOOD_CARD, pay } from './delitepay-venue.ts';

/** The demo bistro shows DelitePay from the first start: links in every state, payments with a refund, and both still work. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('DelitePay demo seed', () => {
  it('seeds links and payments once; the page takes payments, a seeded link can be paid and a seeded payment refunded', async () => {
    const { restaurantId } = await seedDemo(t.db);
    await seedDemo(t.db);
    const headers = { authorization: `Bearer ${await sessionToken(t.deps, { userId: newId(), kind: 'venue', restaurantId, isAdminAccount: false })}` };

    const links = ZPaymentLinkPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-links', headers })).json());
    expect(links.items.map((l) => l.status).toSorted()).toEqual(['active', 'active', 'cancelled', 'expired', 'paid']);
    expect(links.items.find((l) => l.reusable)).toMatchObject({ status: 'active', timesPaid: 2 });

    const list = ZTransactionPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-page-transactions', headers })).json());
    expect(list.items).toHaveLength(6);
    expect(list.items.filter((i) => i.status === 'failed')).toHaveLength(1);
    expect(list.totals).toMatchObject({ count: 5, refunded: 500 });
    expect(list.totals.net).toBe(list.totals.total - 500);
    expect(list.totals.total).toBe(list.totals.amount + list.totals.tip + list.totals.processingFee);

    expect((await t.app.inject({ method: 'GET', url: '/api/public/payment-page/demo-bistro' })).statusCode).toBe(200);
    const wedding = links.items.find((l) => l.description.startsWith('Wedding'))!;
    const paid = await pay(t, 'demo-bistro', { linkToken: wedding.token, card: GOOD_CARD });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().total).toBe(25_000 + 395);

    const tableFour = list.items.find((i) => i.reference === 'Table 4')!;
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/restaurant/payment-page-transactions/${tableFour.id}/refunds`,
      headers,
      payload: { amount: 640 },
    });
    expect(refund.statusCode, refund.body).toBe(201);
  });
});
