import { sql, type Kysely } from 'kysely';

/**
 * Minor units follow ISO 4217 (docs/decisions.md "Minor units per currency"): KWD, OMR and JOD
 * now count thousandths (1.250 KWD = 1250) where they counted hundredths. Every stored amount of
 * those currencies is multiplied by 10, so a price of 1.25 KWD (125) stays 1.25 KWD (1250).
 * BHD is new and has no rows; IDR and the others keep their scale.
 */
const THREE = sql`('kwd', 'omr', 'jod')`;
const VENUES = sql`(select id from restaurants where currency in ${THREE})`;

type TColumns = Map<string, Set<string>>;

/** Only the tables and columns that exist: money tables added by later work are simply skipped. */
async function scale(db: Kysely<any>, existing: TColumns, table: string, columns: string[], where: ReturnType<typeof sql>): Promise<void> {
  const present = columns.filter((c) => existing.get(table)?.has(c));
  if (present.length === 0) return;
  const set = sql.join(present.map((c) => sql`${sql.ref(c)} = ${sql.ref(c)} * 10`));
  await sql`update ${sql.table(table)} set ${set} where ${where}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const existing: TColumns = new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  await scale(db, existing, 'restaurants', ['order_fee', 'delivery_fixed_fee', 'delivery_min_order_value'], sql`currency in ${THREE}`);
  await scale(db, existing, 'menu_items', ['price'], sql`restaurant_id in ${VENUES}`);
  await scale(db, existing, 'modifiers', ['price'], sql`restaurant_id in ${VENUES}`);
  await scale(db, existing, 'orders', ['subtotal', 'discount', 'order_fee', 'delivery_fee', 'tip', 'processing_fee', 'total'], sql`currency in ${THREE}`);
  await scale(db, existing, 'order_lines', ['unit_price', 'line_total', 'discount'], sql`order_id in (select id from orders where currency in ${THREE})`);
  await scale(db, existing, 'payments', ['amount', 'refunded_amount'], sql`currency in ${THREE}`);
  await scale(db, existing, 'payment_refunds', ['amount'], sql`currency in ${THREE}`);
  await scale(db, existing, 'payment_attempts', ['amount'], sql`currency in ${THREE}`);
  await scale(db, existing, 'demo_charges', ['amount'], sql`currency in ${THREE}`);
  // A line's chosen modifiers carry their copied prices in JSON text: rewritten row by row.
  const lines = await db
    .selectFrom('order_lines')
    .select(['id', 'modifiers'])
    .where(sql<boolean>`order_id in (select id from orders where currency in ${THREE})`)
    .execute();
  for (const line of lines as { id: string; modifiers: string }[]) {
    const modifiers = (JSON.parse(line.modifiers) as { price: number }[]).map((m) => ({ ...m, price: m.price * 10 }));
    await db
      .updateTable('order_lines')
      .set({ modifiers: JSON.stringify(modifiers) })
      .where('id', '=', line.id)
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
