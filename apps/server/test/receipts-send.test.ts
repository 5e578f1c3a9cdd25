import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TOKEN_PARAM } from '@menudelite/shared/orders/status-link';
import { RECEIPT_JOB } from '../src/features/receipts/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';

const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menudelite.example' });
  v = await createOrderingVenue(t);
});
afterAll(async () => {
  await t.close();
});

const outboxTo = (to: string) => t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).execute();
const receiptJobs = () => t.db.selectFrom('jobs').selectAll().where('kind', '=', RECEIPT_JOB).execute();

async function cardOrder(email: string | undefined, language = 'en') {
  return placeQuoted(t, v.restaurantId, dineInBody(v, { paymentMethod: 'card', card: CARD, language, ...(email ? { customer: { email } } : {}) }));
}

describe('order receipts by e-mail', () => {
  it('sends one receipt per paid card order, in the diner language, with lines, fees, tip, card and a working share link', async () => {
    const order = await cardOrder('dana@example.com', 'de');
    // Enqueued in the payment's own transaction, not yet sent.
    expect((await receiptJobs()).filter((j) => j.unique_key === `receipt:order:${order.orderId}`)).toHaveLength(1);
    expect(await outboxTo('dana@example.com')).toHaveLength(0);
    await t.deps.jobs.runDueJobs();

    const [mail, ...more] = await outboxTo('dana@example.com');
    expect(more).toHaveLength(0);
    expect(mail!.restaurant_id).toBe(v.restaurantId);
    expect(mail!.subject).toMatch(/^Ihr Beleg von /);
    // 2 × burger (rare, aioli) 15.10 each, a lemonade, the 0.50 order fee, 1.5% + 0.20 card fee.
    expect(mail!.text_body).toContain('2 × Classic burger (Rare, Aioli)  €30.20');
    expect(mail!.text_body).toContain('1 × Lemonade  €3.00');
    expect(mail!.text_body).toContain('Bestellgebühr: €0.50');
    expect(mail!.text_body).toContain('Kartenzahlungsgebühr: €0.71');
    expect(mail!.text_body).toContain('Bezahlt gesamt: €34.41');
    expect(mail!.text_body).toContain('Karte · endet auf 4242');
    expect(mail!.text_body).not.toContain('Trinkgeld');
    expect(mail!.html_body).toContain('lang="de"');

    // The link in the e-mail opens the order on a device that never saw it: the token is in the URL.
    const link = new URL(/https:\/\/menudelite\.example\/orders\/\S+/.exec(mail!.text_body)![0]);
    expect(link.pathname).toBe(`/orders/${order.orderId}/status`);
    const token = link.searchParams.get(ORDER_TOKEN_PARAM)!;
    const res = await t.app.inject({ method: 'GET', url: `/api/public/orders/${order.orderId}?token=${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.orderId, total: 3441, paymentStatus: 'paid' });
    // A link with a secret in it is never passed on in a Referer header.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('never mails twice: a retried job (its process died after sending) and a second enqueue find the delivery', async () => {
    const order = await cardOrder('sam@example.com');
    await t.deps.jobs.runDueJobs();
    expect(await outboxTo('sam@example.com')).toHaveLength(1);
    // As if the runner died before recording the success: the job runs again.
    await t.db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: new Date(Date.now() - 1000).toISOString() })
      .where('unique_key', '=', `receipt:order:${order.orderId}`)
      .execute();
    expect(await t.deps.jobs.runDueJobs()).toBeGreaterThan(0);
    expect(await outboxTo('sam@example.com')).toHaveLength(1);
    const deliveries = await t.db.selectFrom('receipt_deliveries').selectAll().where('source_id', '=', order.orderId).execute();
    expect(deliveries).toHaveLength(1);
  });

  it('writes a tip and a card-free payment the way they were paid (room charge, Arabic)', async () => {
    const hotel = await createOrderingVenue(t, { is_hotel: true });
    const order = await placeQuoted(t, hotel.restaurantId, {
      type: 'room',
      roomNumber: '101',
      lines: [{ itemId: hotel.items.lemonade, quantity: 2 }],
      tip: { amount: 100 },
      paymentMethod: 'room',
      language: 'ar',
      customer: { email: 'guest@example.com' },
    });
    expect(order.order.paymentStatus).toBe('charged_to_room');
    await t.deps.jobs.runDueJobs();
    const [mail] = await outboxTo('guest@example.com');
    expect(mail!.subject).toMatch(/^إيصالك من /);
    expect(mail!.text_body).toContain('الإكرامية: €1.00');
    expect(mail!.text_body).toContain('طريقة الدفع: مُضاف إلى حساب الغرفة');
    expect(mail!.text_body).not.toContain('رسوم معالجة البطاقة');
    expect(mail!.html_body).toContain('dir="rtl"');
  });

  it('sends nothing for an order without an e-mail, nor for a pay-later order before it is paid', async () => {
    const before = (await receiptJobs()).length;
    await cardOrder(undefined);
    await placeQuoted(t, v.restaurantId, dineInBody(v, { customer: { email: 'later@example.com' } }));
    expect((await receiptJobs()).length).toBe(before);
    await t.deps.jobs.runDueJobs();
    expect(await outboxTo('later@example.com')).toHaveLength(0);
  });
});
