import type { Readable } from 'node:stream';
import type { TTransactionListQuery, TTransactionPage } from '@menudelite/shared/delitepay/contracts';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import type { TVenueRecord } from '../restaurant/public.ts';
import { transactionsCsv } from './csv-export.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { addDays, localDateOf, startOfLocalDay } from './local-day.ts';
import { toTransaction } from './transaction-mapper.ts';
import { listTransactionRows, transactionTotals, type TTransactionFilter } from './transactions-repository.ts';
import { venueById } from './venue.ts';

/** The transactions list and its CSV are reports: 'reports.view' (owners and managers; docs/decisions.md "DelitePay: permissions"). */
export const TRANSACTIONS_ACCESS = 'reports.view';
/** Without from/to: the last 30 days, today included, in the venue's time zone. */
const DEFAULT_PERIOD_DAYS = 30;

type TFilterQuery = Omit<TTransactionListQuery, 'limit' | 'cursor'>;

/** The period as venue-local days and the UTC instants they span: [start of `from`, start of the day after `to`). */
function periodOf(venue: TVenueRecord, query: TFilterQuery) {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_PERIOD_DAYS - 1) : localDateOf(new Date(), venue.timeZone));
  const from = query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  return { from, to, fromAt: startOfLocalDay(from, venue.timeZone).toISOString(), toAt: startOfLocalDay(addDays(to, 1), venue.timeZone).toISOString() };
}

/** Staff's /paymentPageTransactions: every payment-page and payment-link payment, filtered and paginated, with the period's totals. */
export function createTransactionsService(d: { db: TDb }) {
  async function filterOf(actor: TActor | null, query: TFilterQuery) {
    const restaurantId = requireVenuePermission(actor, TRANSACTIONS_ACCESS);
    const venue = await venueById(d.db, restaurantId);
    const period = periodOf(venue, query);
    const filter: TTransactionFilter = {
      restaurantId,
      fromAt: period.fromAt,
      toAt: period.toAt,
      status: query.status,
      source: query.source,
      search: query.search || undefined,
    };
    return { venue, period, filter };
  }

  return {
    async list(actor: TActor | null, query: TTransactionListQuery): Promise<TTransactionPage> {
      const { venue, period, filter } = await filterOf(actor, query);
      const before = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await listTransactionRows(d.db, filter, { limit: query.limit + 1, before });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => toTransaction(row, row.link_description, row.refund_pending)),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null,
        totals: await transactionTotals(d.db, filter),
        currency: venue.currency,
        timeZone: venue.timeZone,
        from: period.from,
        to: period.to,
      };
    },

    /** The same filters as a CSV stream (every page), times in the venue's time zone; answers the file name too. */
    async exportCsv(actor: TActor | null, query: TFilterQuery): Promise<{ filename: string; stream: Readable }> {
      const { venue, period, filter } = await filterOf(actor, query);
      return { filename: `delitepay-${venue.slug}-${period.from}-${period.to}.csv`, stream: transactionsCsv(d.db, filter, venue.timeZone) };
    },
  };
}
