import type { TCustomerGiftCard } from '@menudelite/shared/growth/gift-cards';
import type { TPage, TPageQuery } from '@menudelite/shared/lib/pagination';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCustomerById } from '../auth/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { listBoughtCards } from './purchases-repository.ts';

/**
 * /profile's "gift cards you bought": purchases made while signed in to this account (migration 0028).
 * Not by e-mail: sign-up does not verify addresses, so an e-mail match would show a stranger's cards.
 * Balance and last four only, never the code.
 */
export function createCustomerGiftCards(db: TDb) {
  return {
    async list(actor: TActor | null, q: TPageQuery): Promise<TPage<TCustomerGiftCard>> {
      if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
      const customer = actor.kind === 'customer' ? await findCustomerById(db, actor.userId) : undefined;
      if (!customer) throw new AppError('NOT_FOUND', 'Customer not found');
      const rows = await listBoughtCards(db, customer.id, q.limit + 1, decodeCursor(q.cursor));
      const page = rows.slice(0, q.limit);
      const names = new Map<string, string>();
      for (const id of new Set(page.map((r) => r.restaurant_id))) names.set(id, (await findRestaurantById(db, id))?.name ?? '');
      return {
        items: page.map((r) => ({
          id: r.id,
          restaurantId: r.restaurant_id,
          restaurantName: names.get(r.restaurant_id) ?? '',
          last4: r.code_last4,
          balance: Number(r.balance),
          initialAmount: Number(r.initial_amount),
          currency: r.currency as TCurrency,
          recipientName: r.recipient_name,
          deliveredAt: r.delivered_at,
          createdAt: r.created_at,
        })),
        nextCursor: rows.length > q.limit ? encodeCursor({ created_at: page.at(-1)!.created_at, id: page.at(-1)!.purchase_id }) : null,
      };
    },
  };
}
