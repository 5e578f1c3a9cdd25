import { sql } from 'kysely';
import type { TRANSACTION_STATUS_FILTERS, TTransactionSource } from '@menudelite/shared/delitepay/contracts';
import type { TDb } from '../../db/database.ts';
import { normalisePayment, type TDelitePayPaymentRow } from './payments-repository.ts';

/** The filters of the transactions list, with the period already turned into UTC instants [fromAt, toAt). */
export type TTransactionFilter = {
  restaurantId: string;
  fromAt: string;
  toAt: string;
  status?: TTransactionStatusFilter | undefined;
  source?: TTransactionSource | undefined;
  search?: string | undefined;
};

type TTransactionStatusFilter = (typeof TRANSACTION_STATUS_FILTERS)[number];

export type TTransactionRow = TDelitePayPaymentRow & { link_description: string | null; refund_pending: number };

/** A payment's refunds still waiting for the provider (part of its refunded_amount reservation). */
const pendingRefunds = sql<number | string | null>`(select sum(r.amount) from delitepay_refunds r where r.payment_id = p.id and r.status = 'pending')`;

/** `like` with the user's text taken literally (SQLite needs the escape character named; PostgreSQL's default is the same). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: TDb, f: TTransactionFilter) {
  let select = db
    .selectFrom('delitepay_payments as p')
    .leftJoin('delitepay_links as l', 'l.id', 'p.link_id')
    .where('p.restaurant_id', '=', f.restaurantId)
    .where('p.created_at', '>=', f.fromAt)
    .where('p.created_at', '<', f.toAt);
  if (f.status === 'refunded') select = select.where('p.status', '=', 'succeeded').where('p.refunded_amount', '>', 0);
  else if (f.status) select = select.where('p.status', '=', f.status);
  if (f.source) select = select.where('p.source', '=', f.source);
  if (f.search) select = select.where(sql<boolean>`lower(coalesce(p.reference, '')) like ${containsPattern(f.search)} escape '\\'`);
  return select;
}

/** Newest first, keyset by (created_at, id). */
export async function listTransactionRows(
  db: TDb,
  f: TTransactionFilter,
  page: { limit: number; before?: { at: string; id: string } | undefined },
): Promise<TTransactionRow[]> {
  let select = filtered(db, f);
  if (page.before) {
    const { at, id } = page.before;
    select = select.where((eb) => eb.or([eb('p.created_at', '<', at), eb.and([eb('p.created_at', '=', at), eb('p.id', '<', id)])]));
  }
  const rows = await select
    .selectAll('p')
    .select('l.description as link_description')
    .select(pendingRefunds.as('refund_pending'))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.map(({ link_description, refund_pending, ...row }) => ({
    ...normalisePayment(row),
    link_description,
    refund_pending: Number(refund_pending ?? 0),
  }));
}

/**
 * Sums of the succeeded payments the filters match, over the whole period (not one page). Refunded is
 * money given back (refunds made); refunds still waiting for the provider are summed apart. Duplicate
 * charges are not sales: left out.
 */
export async function transactionTotals(db: TDb, f: TTransactionFilter) {
  const row = await filtered(db, f)
    .where('p.status', '=', 'succeeded')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number | string>('p.amount'), sql<number>`0`).as('amount'),
      eb.fn.coalesce(eb.fn.sum<number | string>('p.tip'), sql<number>`0`).as('tip'),
      eb.fn.coalesce(eb.fn.sum<number | string>('p.processing_fee'), sql<number>`0`).as('processing_fee'),
      eb.fn.coalesce(eb.fn.sum<number | string>('p.total'), sql<number>`0`).as('total'),
      eb.fn.coalesce(eb.fn.sum<number | string>('p.refunded_amount'), sql<number>`0`).as('reserved'),
      sql<number | string | null>`sum(${pendingRefunds})`.as('pending'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const refundPending = Number(row.pending ?? 0);
  const refunded = Number(row.reserved) - refundPending;
  return {
    count: Number(row.count),
    amount: Number(row.amount),
    tip: Number(row.tip),
    processingFee: Number(row.processing_fee),
    total,
    refunded,
    refundPending,
    net: total - refunded,
  };
}
