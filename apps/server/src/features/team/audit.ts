import type { TAuditAction, TAuditEntry, TAuditQuery } from '@menudelite/shared/team/contracts';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { invalidField } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { insertAuditRow, listAuditRows, type TAuditRow } from './audit-repository.ts';

/** Who approved an action with their PIN on a shared device (features/team approval.ts). */
export type TApprover = { memberId: string; name: string };

export type TAuditRecord = {
  action: TAuditAction;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
  approvedBy?: TApprover | null;
};

/**
 * Writes one audit row. Pass the transaction of the action itself, so the row exists exactly when
 * the action does. The actor is the member the authenticate hook read (name kept in the row, so it
 * stays readable after the member is removed); the device is the request's.
 */
export async function recordAudit(trx: TDb, actor: Pick<TActor, 'member' | 'origin'>, restaurantId: string, record: TAuditRecord): Promise<void> {
  await insertAuditRow(trx, {
    id: newId(),
    restaurant_id: restaurantId,
    at: nowIso(),
    action: record.action,
    actor_member_id: actor.member?.id ?? null,
    actor_name: actor.member?.name ?? 'system',
    approved_by_member_id: record.approvedBy?.memberId ?? null,
    approved_by_name: record.approvedBy?.name ?? null,
    target_type: record.targetType,
    target_id: record.targetId ?? null,
    details: JSON.stringify(record.details ?? {}),
    device_id: actor.origin?.deviceId ?? null,
    user_agent: actor.origin?.userAgent ?? null,
  });
}

const toEntry = (row: TAuditRow): TAuditEntry => ({
  id: row.id,
  at: row.at,
  action: row.action as TAuditAction,
  actorMemberId: row.actor_member_id,
  actorName: row.actor_name,
  approvedByMemberId: row.approved_by_member_id,
  approvedByName: row.approved_by_name,
  targetType: row.target_type,
  targetId: row.target_id,
  details: JSON.parse(row.details) as Record<string, unknown>,
  deviceId: row.device_id,
  userAgent: row.user_agent,
});

const encodeCursor = (row: TAuditRow) => Buffer.from(JSON.stringify([row.at, row.id])).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof at === 'string' && typeof id === 'string') return { at, id };
  } catch {
    // Falls through to the 400 below.
  }
  throw invalidField('query.cursor', 'invalidCursor');
}

/** GET /api/team/audit: owners and managers (audit.view) read their venue's log, newest first. */
export async function listAudit(db: TDb, actor: TActor | null, query: TAuditQuery): Promise<TPage<TAuditEntry>> {
  const restaurantId = requireVenuePermission(actor, 'audit.view');
  const before = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listAuditRows(db, restaurantId, { memberId: query.memberId, action: query.action, before, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return { items: page.map(toEntry), nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null };
}
