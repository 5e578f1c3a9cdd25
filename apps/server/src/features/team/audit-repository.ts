import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';

export type TAuditRow = Selectable<AuditLogTable>;

/** The only write to audit_log: rows are inserted, never updated or deleted. */
export async function insertAuditRow(db: TDb, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** One page, newest first, keyed by (at, id); `memberId` matches who did it or who approved it. */
export async function listAuditRows(
  db: TDb,
  restaurantId: string,
  options: { memberId?: string | undefined; action?: string | undefined; before?: { at: string; id: string } | undefined; limit: number },
): Promise<TAuditRow[]> {
  let query = db.selectFrom('audit_log').selectAll().where('restaurant_id', '=', restaurantId);
  const { memberId, action, before } = options;
  if (memberId) query = query.where((eb) => eb.or([eb('actor_member_id', '=', memberId), eb('approved_by_member_id', '=', memberId)]));
  if (action) query = query.where('action', '=', action);
  if (before) query = query.where((eb) => eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('id', '<', before.id)])]));
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}
