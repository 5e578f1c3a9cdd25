import type { TDb } from '../database.ts';

/**
 * A report-sized read for benchmarks (server.ts registers it only with BENCH=1): revenue and
 * line counts per venue and month over every completed order, as the engagement reports will
 * aggregate months of orders. On SQLite it runs on a reader thread, beside the writes.
 */
export async function runBenchReport(db: TDb): Promise<{ groups: number; lines: number }> {
  const rows = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .where('o.status', '=', 'completed')
    .select((eb) => [
      'o.restaurant_id',
      eb.fn<string>('substr', ['o.created_at', eb.val(1), eb.val(7)]).as('month'),
      eb.fn.countAll<number>().as('lines'),
      eb.fn.sum<number>('l.line_total').as('revenue'),
    ])
    .groupBy(['o.restaurant_id', 'month'])
    .execute();
  return { groups: rows.length, lines: rows.reduce((sum, row) => sum + Number(row.lines), 0) };
}
