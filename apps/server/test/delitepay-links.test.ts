import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPaymentLinkPageSchema, ZPaymentLinkSchema, ZPublicPaymentLinkResponseSchema } from '@menudelite/shared/delitepay/contracts';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import { renderPaymentLinkEmail, renderPaymentLinkSms } from '../src/features/notifications/public.ts';
import { PAYMENT_LINK_STRINGS } from '../src/features/notifications/strings/payment-link.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createLink, delitePayVenue, demoCharges, GOOD_CARD, keyOf, pay, payState, roleHeaders, type TPayVenue } from './delitepay-venue.ts';

/** Payment links: staff create, send, show as QR, list and cancel them; payers pay them once (single-use) or many times (reusable). */
let t: TTestApp;
let v: TPayVenue;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menudelite.example' });
  v = await delitePayVenue(t);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, headers = v.headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const linkOf = async (id: string) => ZPaymentLinkSchema.parse((await inject('GET', `/api/restaurant/payment-links/${id}`)).json());

describe('creating and sending links', () => {
  it('creates a single-use link with an unguessable token and the payer URL; its public view carries the page', async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const link = ZPaymentLinkSchema.parse(await createLink(t, v, { amount: 12_000, description: 'Wedding deposit', reference: 'W-77', expiresAt }));
    expect(link).toMatchObject({
      amount: 12_000,
      currency: 'eur',
      status: 'active',
      reusable: false,
      timesPaid: 0,
      reference: 'W-77',
      expiresAt,
      sentTo: null,
    });
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link.url).toBe(`/${v.slug}/payment-page?link=${link.token}`);

    const view = await t.app.inject({ method: 'GET', url: `/api/public/payment-links/${link.token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(ZPublicPaymentLinkResponseSchema.parse(view.json())).toMatchObject({
      link: { token: link.token, amount: 12_000, description: 'Wedding deposit', reference: 'W-77', reusable: false },
      page: { restaurantId: v.restaurantId, slug: v.slug },
    });
    expect(JSON.stringify(view.json())).not.toContain(link.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/payment-links/${'a'.repeat(43)}` })).statusCode).toBe(404);
  });

  it('sends a link by e-mail (in the chosen language) and by SMS, through the outboxes, and records where it went', async () => {
    const link = await createLink(t, v, { amount: 3450, description: 'Birthday cake', send: { email: 'Guest@Example.com', language: 'de' } });
    expect(link.sentTo).toMatchObject({ channel: 'email', to: 'guest@example.com' });
    const mail = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'guest@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toContain('€34.50');
    expect(mail.text_body).toContain('Birthday cake');
    expect(mail.text_body).toContain(`https://menudelite.example/${v.slug}/payment-page?link=${link.token}`);
    expect(mail.text_body).toContain('bittet Sie');
    expect(mail.html_body).toContain('lang="de"');
    expect(mail.html_body).toContain('€34.50 bezahlen');

    const sms = await inject('POST', `/api/restaurant/payment-links/${link.id}/send`, v.headers, { phone: '+356 9999 1234', language: 'ar' });
    expect(sms.statusCode, sms.body).toBe(200);
    expect(sms.json().sentTo).toMatchObject({ channel: 'sms', to: '+356 9999 1234' });
    const text = await t.db.selectFrom('sms_outbox').selectAll().where('to_phone', '=', '+356 9999 1234').executeTakeFirstOrThrow();
    expect(text.body).toContain(`https://menudelite.example/${v.slug}/payment-page?link=${link.token}`);
    expect(text.body).toContain('يرجى دفع');
    expect(text.order_id).toBeNull();
  });

  it('refuses bad links with nothing written: an amount below 1.00, a past expiry, an empty description, both or neither e-mail and phone', async () => {
    const before = await payState(t);
    const bad = [
      [{ amount: 50, description: 'x' }, 'splitAmountTooSmall'],
      [{ amount: 1000, description: 'x', expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'mustBeFuture'],
      [{ amount: 1000, description: '' }, undefined],
      [{ amount: 1000, description: 'x', send: { email: 'a@b.co', phone: '+35699991234' } }, 'invalidValue'],
      [{ amount: 1000, description: 'x', send: {} }, 'invalidValue'],
      [{ amount: 1000, description: 'x', send: { phone: 'call me' } }, 'phoneIncorrect'],
    ] as const;
    for (const [body, key] of bad) {
      const res = await inject('POST', '/api/restaurant/payment-links', v.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (key) expect(keyOf(res), JSON.stringify(body)).toBe(key);
    }
    expect(await payState(t)).toEqual(before);
  });

  it('answers the QR code of a link as SVG', async () => {
    const link = await createLink(t, v);
    const qr = await inject('GET', `/api/restaurant/payment-links/${link.id}/qr.svg`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qr.body).toContain('<path');
  });
});

describe('the link message in 14 languages', () => {
  it('renders the e-mail (text and HTML, right to left in Arabic) and the SMS in every language, translated, with the link', async () => {
    const message = {
      venue: 'Harbour <Café>',
      amount: '€12.50',
      description: 'Deposit & cake',
      expires: '1 Dec 2026, 18:00',
      link: 'https://menudelite.example/x/payment-page?link=abc',
    };
    for (const language of LANGUAGES) {
      const mail = await renderPaymentLinkEmail(language, message);
      expect(mail.subject).toContain('€12.50');
      expect(mail.text).toContain(message.link);
      expect(mail.text).toContain('1 Dec 2026, 18:00');
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain(language === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      expect(mail.html).toContain('Harbour &lt;Café&gt;');
      const sms = renderPaymentLinkSms(language, message);
      expect(sms).toContain(message.link);
      expect(sms).toContain('€12.50');
      if (language !== 'en') {
        for (const [field, text] of Object.entries(PAYMENT_LINK_STRINGS[language])) {
          expect(text, `${language}.${field}`).not.toBe(PAYMENT_LINK_STRINGS.en[field as 'subject']);
        }
      }
    }
  });
});

describe('paying links', () => {
  it('a single-use link is paid once: its amount (plus a tip), its reference; then it is paid and answers 410 paymentLinkUsed with nothing written', async () => {
    const link = await createLink(t, v, { amount: 5000, reference: 'DEP-9' });
    const res = await pay(t, v.slug, { linkToken: link.token, tip: { amount: 500 }, note: 'see you Saturday', card: GOOD_CARD });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'succeeded', amount: 5000, tip: 500, total: 5500 });
    const row = await t.db.selectFrom('delitepay_payments').selectAll().where('id', '=', res.json().paymentId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'link', link_id: link.id, reference: 'DEP-9', note: 'see you Saturday' });
    expect(await linkOf(link.id)).toMatchObject({ status: 'paid', timesPaid: 1, amountCollected: 5500 });

    const success = await t.app.inject({ method: 'GET', url: `/api/public/payment-success/${res.json().successToken}` });
    expect(success.json().payment.description).toBe('Deposit for Saturday');

    const before = await payState(t);
    const again = await pay(t, v.slug, { linkToken: link.token, card: GOOD_CARD });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('PAYMENT_LINK_INVALID');
    expect(keyOf(again)).toBe('paymentLinkUsed');
    const view = await t.app.inject({ method: 'GET', url: `/api/public/payment-links/${link.token}` });
    expect(view.statusCode).toBe(410);
    expect(keyOf(view)).toBe('paymentLinkUsed');
    expect(await payState(t)).toEqual(before);
  });

  it('an amount sent with a link token is refused (the link fixes the amount)', async () => {
    const link = await createLink(t, v);
    const before = await payState(t);
    const res = await pay(t, v.slug, { linkToken: link.token, amount: 1, card: GOOD_CARD });
    expect(res.statusCode).toBe(400);
    expect(await payState(t)).toEqual(before);
  });

  it('a reusable link takes many payments and stays active', async () => {
    const link = await createLink(t, v, { amount: 1000, reusable: true, description: 'Cooking class' });
    for (let i = 0; i < 3; i++) expect((await pay(t, v.slug, { linkToken: link.token, card: GOOD_CARD })).statusCode).toBe(201);
    expect(await linkOf(link.id)).toMatchObject({ status: 'active', reusable: true, timesPaid: 3, amountCollected: 3000 });
  });

  it('an expired link answers 410 paymentLinkExpired, in the server clock; nothing written or charged', async () => {
    const link = await createLink(t, v, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await t.db
      .updateTable('delitepay_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', link.id)
      .execute();
    const before = await payState(t);
    const charges = await demoCharges(t);
    const res = await pay(t, v.slug, { linkToken: link.token, card: GOOD_CARD });
    expect(res.statusCode).toBe(410);
    expect(keyOf(res)).toBe('paymentLinkExpired');
    expect(await payState(t)).toEqual(before);
    expect(await demoCharges(t)).toBe(charges);
    expect((await linkOf(link.id)).status).toBe('expired');
    const list = ZPaymentLinkPageSchema.parse((await inject('GET', '/api/restaurant/payment-links?status=expired')).json());
    expect(list.items.map((l) => l.id)).toContain(link.id);
  });

  it('a cancelled link answers 410 paymentLinkCancelled, nothing written; cancelling twice is 409; a paid link cannot be cancelled', async () => {
    const link = await createLink(t, v);
    const cancelled = await inject('POST', `/api/restaurant/payment-links/${link.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(cancelled.json().cancelledAt).toBeTruthy();
    const before = await payState(t);
    const res = await pay(t, v.slug, { linkToken: link.token, card: GOOD_CARD });
    expect(res.statusCode).toBe(410);
    expect(keyOf(res)).toBe('paymentLinkCancelled');
    expect(await payState(t)).toEqual(before);
    const twice = await inject('POST', `/api/restaurant/payment-links/${link.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    const send = await inject('POST', `/api/restaurant/payment-links/${link.id}/send`, v.headers, { email: 'late@example.com' });
    expect(send.statusCode).toBe(410);
    expect(await payState(t)).toEqual(before);

    const paid = await createLink(t, v);
    expect((await pay(t, v.slug, { linkToken: paid.token, card: GOOD_CARD })).statusCode).toBe(201);
    const refused = await inject('POST', `/api/restaurant/payment-links/${paid.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(keyOf(refused)).toBe('paymentLinkUsed');
  });

  it("another venue's link token on this venue's page, and its link ids for staff, are 404", async () => {
    const other = await delitePayVenue(t);
    const theirs = await createLink(t, other);
    const before = await payState(t);
    const res = await pay(t, v.slug, { linkToken: theirs.token, card: GOOD_CARD });
    expect(res.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/api/restaurant/payment-links/${theirs.id}`],
      ['POST', `/api/restaurant/payment-links/${theirs.id}/cancel`],
      ['GET', `/api/restaurant/payment-links/${theirs.id}/qr.svg`],
    ] as const) {
      expect((await inject(method, url)).statusCode, url).toBe(404);
    }
    expect((await inject('POST', `/api/restaurant/payment-links/${theirs.id}/send`, v.headers, { email: 'x@example.com' })).statusCode).toBe(404);
    expect(await payState(t)).toEqual(before);
  });

  it('a venue with DelitePay off refuses its links (403 delitePayOff) while staff still list them', async () => {
    const venue = await delitePayVenue(t);
    const link = await createLink(t, venue);
    await t.db.updateTable('restaurants').set({ allows_delite_pay: false }).where('id', '=', venue.restaurantId).execute();
    const view = await t.app.inject({ method: 'GET', url: `/api/public/payment-links/${link.token}` });
    expect(view.statusCode).toBe(403);
    expect(keyOf(view)).toBe('delitePayOff');
    const res = await pay(t, venue.slug, { linkToken: link.token, card: GOOD_CARD });
    expect(res.statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-links', headers: venue.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(1);
  });
});

describe('listing and access', () => {
  it('lists newest first with a cursor, filtered by state, with the venue time zone', async () => {
    const venue = await delitePayVenue(t);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createLink(t, venue, { description: `Link ${i}` }));
    await t.app.inject({ method: 'POST', url: `/api/restaurant/payment-links/${made[0].id}/cancel`, headers: venue.headers });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/restaurant/payment-links?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = ZPaymentLinkPageSchema.parse((await t.app.inject({ method: 'GET', url, headers: venue.headers })).json());
      expect(page.timeZone).toBe('Europe/Malta');
      seen.push(...page.items.map((l) => l.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((l) => l.id).toReversed());
    const active = (await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-links?status=active', headers: venue.headers })).json();
    expect(active.items).toHaveLength(4);
    const cancelled = (await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-links?status=cancelled', headers: venue.headers })).json();
    expect(cancelled.items.map((l: { id: string }) => l.id)).toEqual([made[0].id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-links?cursor=bogus', headers: venue.headers })).statusCode).toBe(400);
  });

  it('front of house and hosts work with links (orders.take); the kitchen gets 403 and writes nothing', async () => {
    for (const role of ['frontOfHouse', 'host'] as const) {
      const headers = await roleHeaders(t, v.restaurantId, role);
      const res = await t.app.inject({ method: 'POST', url: '/api/restaurant/payment-links', headers, payload: { amount: 1000, description: role } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const kitchen = await roleHeaders(t, v.restaurantId, 'kitchen');
    const before = await payState(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/restaurant/payment-links', headers: kitchen, payload: { amount: 1000, description: 'k' } });
    expect(res.statusCode).toBe(403);
    expect(keyOf(res)).toBe('permissionMissing');
    expect((await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-links', headers: kitchen })).statusCode).toBe(403);
    expect(await payState(t)).toEqual(before);
  });
});
