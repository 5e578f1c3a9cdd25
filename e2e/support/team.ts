import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { DEMO, uniqueEmail } from './accounts.ts';
import { api } from './api.ts';
import { latestEmailTo } from './outbox.ts';
import type { TSeededVenue } from './venue.ts';

/** A locale file of the web app, so team specs check what staff really read. */
export function webStrings(namespace: string, language: string): Record<string, unknown> {
  const path =
    namespace === 'translation'
      ? `../../apps/web/src/i18n/locales/${language}.json`
      : namespace === 'errors'
        ? `../../apps/web/src/i18n/errors/${language}.json`
        : `../../apps/web/src/features/${namespace}/locales/${language}.json`;
  return JSON.parse(readFileSync(resolve(import.meta.dirname, path), 'utf8')) as Record<string, unknown>;
}

/** A dotted key of a locale tree. */
export function text(tree: Record<string, unknown>, key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
}

/** The invite link the outbox holds for an address (the token after '#'). */
export function inviteLinkFor(email: string): string {
  const mail = latestEmailTo(email);
  const match = mail?.text_body.match(/\/team\/invite#[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`no invite link in the outbox for ${email}`);
  return match[0];
}

/** The owner invites someone through the API and they accept with a new account through the API: a member with a login. */
export async function memberByApi(venue: TSeededVenue, role: string, fullName: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(role.toLowerCase());
  await api('POST', '/api/team/invites', venue.token, { email, role });
  const token = inviteLinkFor(email).split('#')[1]!;
  await api('POST', '/api/team/invites/accept', null, { token, fullName, password: DEMO.password });
  return { email, password: DEMO.password };
}

type TOrderLine = { itemId: string; quantity: number; modifierIds: string[]; notes: string };

/** A diner's dine-in order through the public API (quote, then the order); by card when `paid`. */
export async function placeOrder(
  request: APIRequestContext,
  venue: TSeededVenue,
  options: { paid: boolean; note: string },
): Promise<{ orderId: string; number: number }> {
  const menu = await api<{ items: { id: string; isAvailableNow: boolean; hasRequiredModifiers: boolean }[] }>(
    'GET',
    `/api/public/restaurants/${venue.slug}/menu`,
    null,
  );
  const item = menu.items.find((candidate) => candidate.isAvailableNow && !candidate.hasRequiredModifiers)!;
  const lines: TOrderLine[] = [{ itemId: item.id, quantity: 2, modifierIds: [], notes: 'no salt' }];
  const body = {
    type: 'dine_in',
    tableCode: venue.tables[0]!.code,
    customer: { name: 'Marta Diner' },
    notes: options.note,
    lines,
    ...(options.paid ? { paymentMethod: 'card', card: { number: '4242424242424242', expiry: '12/39', cvc: '123' } } : { paymentMethod: 'pay_later' }),
  };
  const quote = await request.post(`/api/public/restaurants/${venue.restaurantId}/orders/quote`, { data: body });
  if (!quote.ok()) throw new Error(`quote: ${quote.status()} ${await quote.text()}`);
  const { total } = (await quote.json()) as { total: number };
  const placed = await request.post(`/api/public/restaurants/${venue.restaurantId}/orders`, {
    data: { ...body, expectedTotal: total },
    headers: { 'idempotency-key': randomUUID() },
  });
  if (!placed.ok()) throw new Error(`order: ${placed.status()} ${await placed.text()}`);
  const answer = (await placed.json()) as { orderId: string; order: { number: number } };
  return { orderId: answer.orderId, number: answer.order.number };
}
