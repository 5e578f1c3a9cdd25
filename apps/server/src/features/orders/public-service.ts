import type { TPublicOrder } from '@menudelite/shared/orders/order';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPublicOrder } from './mapper.ts';
import type { TOrderTokens } from './order-token.ts';
import { findOrderRowById, linesByOrder } from './repository.ts';

/** The diner's status page: the order token is the only key; a wrong token looks like a missing order. */
export function createPublicOrdersService(db: TDb, tokens: TOrderTokens) {
  return {
    async get(orderId: string, token: string): Promise<TPublicOrder> {
      const row = tokens.verify(orderId, token) ? await findOrderRowById(db, orderId) : undefined;
      if (!row) throw new AppError('NOT_FOUND', 'Order not found');
      const lines = await linesByOrder(db, [row.id]);
      return toPublicOrder(row, lines.get(row.id) ?? []);
    },
  };
}
