import { RECEIPT_REQUESTS_PER_CLIENT, RECEIPT_REQUESTS_PER_ORDER, type TReceiptRequest } from '@menudelite/shared/receipts/contracts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TRateLimitRule } from '../../lib/rate-limiter.ts';
import { enqueueReceipt } from './enqueue.ts';
import { orderReceipt } from './order-receipt.ts';

const HOUR = 60 * 60_000;
const PER_ORDER: TRateLimitRule = { name: 'receipt-request-order', limit: RECEIPT_REQUESTS_PER_ORDER, windowMs: HOUR };
const PER_CLIENT: TRateLimitRule = { name: 'receipt-request-ip', limit: RECEIPT_REQUESTS_PER_CLIENT, windowMs: HOUR };

/**
 * "E-mail me a receipt" on the order-status page. The order token is the only key (a wrong one
 * looks like a missing order). Each request mails once to the address given; requests are counted
 * per order and per client address, so the endpoint cannot be used to flood an inbox.
 */
export function createReceiptRequestService(deps: TDeps) {
  return {
    async requestOrderReceipt(orderId: string, token: string, input: TReceiptRequest, clientIp: string): Promise<{ queued: true }> {
      if (!deps.orderTokens.verify(orderId, token)) throw new AppError('NOT_FOUND', 'Order not found');
      const receipt = await orderReceipt(deps, orderId);
      if (!receipt) throw new AppError('CONFLICT', 'This order is not paid yet: its receipt comes with its payment');
      await deps.db.transaction().execute(async (trx) => {
        // Counted in the transaction that enqueues: a refused request leaves neither a count nor a job.
        await deps.rateLimiter.consume(PER_ORDER, [orderId], trx);
        await deps.rateLimiter.consume(PER_CLIENT, [clientIp], trx);
        await enqueueReceipt(
          deps.jobs,
          { source: 'order', id: orderId, to: input.email, requestId: newId(), ...(input.language ? { language: input.language } : {}) },
          trx,
        );
      });
      deps.jobs.wake();
      return { queued: true };
    },
  };
}
