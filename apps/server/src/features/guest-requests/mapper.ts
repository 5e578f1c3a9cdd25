import type {
  TAmenity,
  TAmenityMode,
  TGuestRequest,
  TGuestRequestStatus,
  TGuestRequestType,
  TRequestCancelReason,
  TRequestItem,
  TRequestPriority,
  TServiceCategory,
} from '@menudelite/shared/hotel/contracts';
import { parseJson, toBool } from '../../db/rows.ts';
import type { TAmenityRow, TGuestRequestRow } from './repository.ts';

export function toAmenity(row: TAmenityRow): TAmenity {
  return {
    id: row.id,
    name: row.name,
    translations: parseJson<Record<string, string>>(row.translations),
    maxQuantity: row.max_quantity,
    mode: row.mode as TAmenityMode,
    price: Number(row.price),
    approvalExpiryMinutes: row.approval_expiry_minutes,
    isActive: toBool(row.is_active),
    position: row.position,
  };
}

export function toRequest(row: TGuestRequestRow): TGuestRequest {
  return {
    id: row.id,
    stayId: row.stay_id,
    roomId: row.room_id,
    roomNumber: row.room_number,
    guestName: row.guest_name,
    type: row.type as TGuestRequestType,
    status: row.status as TGuestRequestStatus,
    category: row.category as TServiceCategory | null,
    priority: row.priority as TRequestPriority,
    note: row.note,
    items: parseJson<TRequestItem[]>(row.items),
    chargeTotal: Number(row.charge_total),
    dueAt: row.due_at,
    raisedAt: row.raised_at,
    escalatedAt: row.escalated_at,
    approvalExpiresAt: row.approval_expires_at,
    cancelReason: row.cancel_reason as TRequestCancelReason | null,
    targetAt: row.target_at,
    acknowledgedAt: row.acknowledged_at,
    doneAt: row.done_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}
export function decodeCursor(cursor: string | undefined): { at: string; id: string } | undefined | null {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') return { at: value[0], id: value[1] };
  } catch {
    // falls through
  }
  return null;
}
