import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { signUp } from './helpers/accounts.ts';
import { createOrderingVenue, dineInBody, placeQuoted } from './helpers/ordering-venue.ts';
import { startFakeSmtp, startFakeTwilio, type TFakeSmtp, type TFakeTwilio } from './helpers/fake-providers.ts';

let t: TTestApp;
let smtp: TFakeSmtp;
let twilio: TFakeTwilio;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  twilio = await startFakeTwilio();
  t = await createTestApp({
    PUBLIC_URL: 'https://menudelite.example',
    SMTP_URL: smtp.url,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'secret-token',
    TWILIO_FROM: '+35620000000',
    TWILIO_API_URL: twilio.url,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await twilio.close();
});

const venueName = async (id: string) => (await t.db.selectFrom('restaurants').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

/** Makes every queued job due now, as if its backoff had passed. */
const makeDue = () =>
  t.db
    .updateTable('jobs')
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where('status', '=', 'queued')
    .execute();

describe('e-mail delivery by job', () => {
  it('writes the outbox row and its send job together, retries a refused send, then marks the row sent', async () => {
    const { email } = await signUp(t.app, { accountType: 'customer', fullName: 'Dana Weber' });
    smtp.rejectNext = 1;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(accepted.statusCode).toBe(202);

    const row = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(row.subject).toBe('Setzen Sie Ihr MenuDelite-Passwort zurück');
    expect(row.sent_at).toBeNull();
    const job = await t.db.selectFrom('jobs').selectAll().where('unique_key', '=', `email:${row.id}`).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'email.send', status: 'queued' });

    await t.deps.jobs.runDueJobs();
    const afterRefusal = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(afterRefusal).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterRefusal.last_error).toContain('451');
    expect(Date.parse(afterRefusal.run_at)).toBeGreaterThan(Date.now());
    expect((await t.db.selectFrom('email_outbox').select('sent_at').where('id', '=', row.id).executeTakeFirstOrThrow()).sent_at).toBeNull();

    await makeDue();
    await t.deps.jobs.runDueJobs();
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow()).status).toBe('succeeded');
    expect((await t.db.selectFrom('email_outbox').select('sent_at').where('id', '=', row.id).executeTakeFirstOrThrow()).sent_at).not.toBeNull();

    const sent = smtp.messages.filter((message) => message.to.some((to) => to.includes(email)));
    expect(sent).toHaveLength(1);
    const data = sent[0]!.data;
    expect(data).toMatch(/Content-Type: multipart\/alternative/i);
    expect(data).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(data).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(data).toContain('https://menudelite.example/reset-password/');

    // A retry after the row was stamped sends nothing more.
    await t.db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: new Date(0).toISOString() })
      .where('id', '=', job.id)
      .execute();
    await t.deps.jobs.runDueJobs();
    expect(smtp.messages.filter((message) => message.to.some((to) => to.includes(email)))).toHaveLength(1);
  });
});

describe('SMS delivery by job, in the diner’s language', () => {
  it('texts an Arabic diner in Arabic through the provider, retrying a 503, and marks the outbox row sent', async () => {
    const v = await createOrderingVenue(t, { default_language: 'en' });
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v, { language: 'ar', customer: { name: 'Lina', phone: '+356 7900 3344' } }));
    expect((await t.db.selectFrom('orders').select('language').where('id', '=', order.orderId).executeTakeFirstOrThrow()).language).toBe('ar');

    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/ready-sms`, headers: v.headers });
    expect(res.statusCode, res.body).toBe(200);
    const sms = await t.db.selectFrom('sms_outbox').selectAll().where('order_id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(sms.body).toBe(`${await venueName(v.restaurantId)}: طلبك رقم ${order.order.number} جاهز. شكرًا لك!`);
    expect(sms.sent_at).toBeNull();

    twilio.failNext = 1;
    await t.deps.jobs.runDueJobs();
    const job = await t.db.selectFrom('jobs').selectAll().where('unique_key', '=', `sms:${sms.id}`).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'sms.send', status: 'queued', attempts: 1 });
    expect(job.last_error).toContain('503');

    await makeDue();
    await t.deps.jobs.runDueJobs();
    const request = twilio.requests.find((r) => r.form.get('To') === '+356 7900 3344');
    expect(request?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request?.form.get('From')).toBe('+35620000000');
    expect(request?.form.get('Body')).toBe(sms.body);
    expect((await t.db.selectFrom('sms_outbox').select('sent_at').where('id', '=', sms.id).executeTakeFirstOrThrow()).sent_at).not.toBeNull();
  });

  it('texts in the venue’s language when the order did not say its own', async () => {
    const v = await createOrderingVenue(t, { default_language: 'fr' });
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v, { type: 'dine_in', customer: { name: 'Luc', phone: '+33 6 12 34 56 78' } }));
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/ready-sms`, headers: v.headers });
    const sms = await t.db.selectFrom('sms_outbox').select('body').where('order_id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(sms.body).toBe(`${await venueName(v.restaurantId)} : votre commande n° ${order.order.number} est prête. Merci !`);
  });

  it('refuses a language that is not one of ours at checkout, writing nothing', async () => {
    const v = await createOrderingVenue(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${v.restaurantId}/orders`,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { ...dineInBody(v, { language: 'xx' }), expectedTotal: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.selectFrom('orders').select('id').where('restaurant_id', '=', v.restaurantId).execute()).toEqual([]);
  });
});
