import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.ts';
import { enqueueReceipt } from '../receipts/public.ts';
import { delitePayPublicRoutes } from './public-routes.ts';
import { REFUND_RETRY_JOB, registerDelitePayRefundRetry } from './refund-source.ts';
import { createDelitePaySettler } from './settle.ts';
import { delitePayStaffRoutes } from './staff-routes.ts';

/**
 * DelitePay (docs/api/delitepay.md). Its settler applies settled attempts of purposes 'page' and
 * 'link' for whoever settles them: the paying request, the reconciliation job and Stripe's webhook.
 * A succeeded payment with a payer's e-mail gets its receipt job in the transaction that marks it paid;
 * a duplicate charge gets its refund asked at once. Pending refunds are retried every minute
 * (refund-source.ts, on payments' shared loop); Stripe's charge.refunded settles pending ones Stripe made.
 */
export async function delitePayRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const settler = createDelitePaySettler({
    db: deps.db,
    provider: deps.payments,
    afterPaid: async (trx, payment) => {
      if (payment.payer_email) await enqueueReceipt(deps.jobs, { source: 'link', id: payment.id }, trx);
    },
    afterDuplicate: async (trx, refundId) => {
      await deps.jobs.enqueue(REFUND_RETRY_JOB, { refundId }, { uniqueKey: `delitepay-refund:${refundId}` }, trx);
    },
  });
  registerDelitePayRefundRetry(deps.jobs, { db: deps.db, provider: deps.payments });
  deps.paymentSettlers.page = settler;
  deps.paymentSettlers.link = settler;
  await app.register(delitePayPublicRoutes, { deps, settler });
  await app.register(delitePayStaffRoutes, { deps });
}
