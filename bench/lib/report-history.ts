import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Months of history for report-sized reads: `orders` completed orders of 10 lines each, spread
 * over the given venues and the last 300 days, written straight into the data directory before
 * the server starts (a recursive CTE per table: about a million lines in seconds, not hours of
 * HTTP). Returns the number of lines written.
 */
export function seedOrderHistory(dataDir: string, restaurantIds: string[], orders = 100_000): number {
  const db = new DatabaseSync(join(dataDir, 'menudelite.sqlite'));
  try {
    // Bulk load only: nothing here needs to survive a power cut.
    db.exec('PRAGMA synchronous = OFF');
    // Index pages of a million random-looking keys stay in memory while they are written.
    db.exec('PRAGMA cache_size = -262144');
    db.exec('create temp table bench_venues (n integer primary key, id text not null)');
    const venue = db.prepare('insert into bench_venues (n, id) values (?, ?)');
    restaurantIds.forEach((id, n) => venue.run(n, id));
    db.exec('BEGIN');
    db.prepare(
      `with recursive seq(i) as (select 0 union all select i + 1 from seq where i < ?)
       insert into orders (id, restaurant_id, number, idempotency_key, request_hash, type, status, currency,
         subtotal, discount, order_fee, delivery_fee, tip, processing_fee, total, payment_method, payment_status, created_at, updated_at)
       select 'history-' || i, v.id, 1000000 + i, 'history-' || i, 'history', 'dine_in', 'completed', 'eur',
         1000 + i % 5000, 0, 0, 0, 0, 0, 1000 + i % 5000, 'pay_later', 'paid',
         strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 300) || ' days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 300) || ' days')
       from seq join bench_venues v on v.n = i % ?`,
    ).run(orders - 1, restaurantIds.length);
    const lines = db
      .prepare(
        `with recursive pos(p) as (select 1 union all select p + 1 from pos where p < 10)
         insert into order_lines (id, order_id, restaurant_id, position, item_id, name, quantity, unit_price, modifiers, line_total, discount)
         select o.id || '-' || p, o.id, o.restaurant_id, p, null, 'Dish ' || p, 1 + p % 3, 100 * p, '[]', 100 * p * (1 + p % 3), 0
         from orders o cross join pos where o.id like 'history-%'`,
      )
      .run();
    db.exec('COMMIT');
    return Number(lines.changes);
  } finally {
    db.close();
  }
}
