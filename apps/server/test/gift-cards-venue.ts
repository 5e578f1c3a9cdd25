import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { formatGiftCardCode } from '@menudelite/shared/growth/gift-cards-code';
import { newGiftCardCode } from '../src/features/gift-cards/code.ts';
import { giftCardSecretsFor } from '../src/features/gift-cards/secrets.ts';
import { nowIso } from '../src/db/rows.ts';
import { newId } from '../src/lib/ids.ts';
import { newKey } from './helpers/ordering-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';

/** Shared by the gift-cards-*.test.ts files: products, buying, cards issued straight into the database, and counting what was written. */

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };

export async function createProduct(t: TTestApp, headers: Record<string, string>, body: Record<string, unknown>): Promise<any> {
  const res = await t.app.inject({ method: 'POST', url: '/api/restaurant/gift-card-products', headers, payload: { design: 'classic', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export function purchaseBody(productId: string | undefined, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...(productId ? { productId } : {}),
    recipient: { name: 'Maria Borg', email: 'maria@example.test' },
    purchaser: { name: 'Joseph Vella', email: 'joseph@example.test' },
    message: 'Happy birthday!',
    card: GOOD_CARD,
    ...extra,
  };
}

export function buy(
  t: TTestApp,
  restaurantId: string,
  body: Record<string, unknown>,
  key = newKey(),
  ip = '10.0.0.1',
  auth: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/restaurants/${restaurantId}/gift-cards/purchases`,
    headers: { 'idempotency-key': key, ...auth },
    payload: body,
    remoteAddress: ip,
  });
}

export function balanceOf(t: TTestApp, restaurantId: string, code: string, ip = '10.0.0.2'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/public/restaurants/${restaurantId}/gift-cards/balance`, payload: { code }, remoteAddress: ip });
}

/** A card issued straight into the database with the app's own pepper (as the seed does); answers its id and grouped code. */
export async function issueCard(t: TTestApp, restaurantId: string, amount: number, currency = 'eur'): Promise<{ id: string; code: string }> {
  const secrets = giftCardSecretsFor(t.deps.config.DATA_DIR);
  const code = newGiftCardCode();
  const id = newId();
  const now = nowIso();
  await t.db
    .insertInto('gift_cards')
    .values({
      id,
      restaurant_id: restaurantId,
      purchase_id: null,
      code_hash: secrets.hash(code),
      code_last4: code.slice(-4),
      initial_amount: amount,
      balance: amount,
      currency,
      recipient_name: null,
      recipient_email: null,
      delivered_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.db
    .insertInto('gift_card_ledger')
    .values({
      id: newId(),
      gift_card_id: id,
      restaurant_id: restaurantId,
      kind: 'activate',
      amount,
      balance_after: amount,
      order_id: null,
      bill_payment_id: null,
      reason: null,
      actor_user_id: null,
      ref_key: `activate:test:${id}`,
      created_at: now,
    })
    .execute();
  return { id, code: formatGiftCardCode(code) };
}

export async function cardBalance(t: TTestApp, id: string): Promise<number> {
  const row = await t.db.selectFrom('gift_cards').select('balance').where('id', '=', id).executeTakeFirstOrThrow();
  return Number(row.balance);
}

export const GIFT_CARD_TABLES = [
  'gift_card_products',
  'gift_card_purchases',
  'gift_cards',
  'gift_card_ledger',
  'payment_attempts',
  'demo_charges',
  'email_outbox',
  'jobs',
] as const;

/** Row counts of every table a gift card request writes, and the sum of balances: equal before and after proves nothing was written. */
export async function giftCardState(t: TTestApp): Promise<Record<string, number>> {
  const state: Record<string, number> = {};
  for (const table of GIFT_CARD_TABLES) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    state[table] = Number(row.n);
  }
  const sum = await t.db
    .selectFrom('gift_cards')
    .select((eb) => eb.fn.sum<number>('balance').as('s'))
    .executeTakeFirstOrThrow();
  state.balances = Number(sum.s ?? 0);
  return state;
}

export const keyOf = (res: LightMyRequestResponse): string | undefined => res.json().error?.details?.[0]?.key;

/** The grouped code in the latest e-mail to `to`. */
export async function codeFromOutbox(t: TTestApp, to: string): Promise<{ code: string; subject: string; html: string; text: string }> {
  const row = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  const code = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(row.text_body)?.[0];
  expect(code, row.text_body).toBeTruthy();
  return { code: code!, subject: row.subject, html: row.html_body ?? '', text: row.text_body };
}
