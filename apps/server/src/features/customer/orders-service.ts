import type { TCustomerOrder, TCustomerOrderPage } from '@menudelite/shared/customer/orders';
import type { TPageQuery } from '@menudelite/shared/lib/pagination';
import type { TDeps } from '../../deps.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { listCustomerOrderRows } from '../orders/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';

const encode = (createdAt: string, id: string) => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

function decode(text: string): { createdAt: string; id: string } {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string')
      return { createdAt: value[0], id: value[1] };
  } catch {
    // falls through to the 400 below
  }
  throw invalidField('query.cursor', 'invalidCursor');
}

/** GET /api/customer/me/orders: the signed-in customer's own orders at every venue, newest first, each with its status page. */
export function createCustomerOrders(deps: Pick<TDeps, 'db' | 'orderTokens'>) {
  return {
    async list(actor: TActor | null, query: TPageQuery): Promise<TCustomerOrderPage> {
      if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
      if (actor.kind !== 'customer') throw notFound('Customer');
      const rows = await listCustomerOrderRows(deps.db, actor.userId, query.limit + 1, query.cursor ? decode(query.cursor) : null);
      const page = rows.slice(0, query.limit);
      const names = new Map<string, string>();
      for (const id of new Set(page.map((r) => r.restaurant_id))) names.set(id, (await findRestaurantById(deps.db, id))?.name ?? '');
      const items = page.map((row): TCustomerOrder => ({
        id: row.id,
        restaurantId: row.restaurant_id,
        restaurantName: names.get(row.restaurant_id) ?? '',
        number: Number(row.number),
        type: row.type as TCustomerOrder['type'],
        status: row.status as TCustomerOrder['status'],
        paymentStatus: row.payment_status as TCustomerOrder['paymentStatus'],
        currency: row.currency,
        total: Number(row.total),
        createdAt: row.created_at,
        statusPath: `/orders/${encodeURIComponent(row.id)}/status?t=${encodeURIComponent(deps.orderTokens.issue(row.id))}`,
      }));
      const last = page.at(-1);
      return { items, nextCursor: rows.length > query.limit && last ? encode(last.created_at, last.id) : null };
    },
  };
}
