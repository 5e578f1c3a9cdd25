import type { DbBool } from './common.ts';

// Tables owned by the guest-requests feature (db/table-owners.ts; migration 0017_hotel_stays).

export interface AmenitiesTable {
  id: string;
  restaurant_id: string;
  name: string;
  translations: string;
  max_quantity: number;
  mode: string;
  price: number;
  approval_expiry_minutes: number | null;
  is_active: DbBool;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface GuestRequestsTable {
  id: string;
  restaurant_id: string;
  stay_id: string;
  room_id: string;
  room_number: string;
  guest_name: string;
  type: string;
  status: string;
  category: string | null;
  priority: string;
  note: string | null;
  items: string;
  charge_total: number;
  due_at: string | null;
  raised_at: string | null;
  escalated_at: string | null;
  approval_expires_at: string | null;
  cancel_reason: string | null;
  target_at: string;
  acknowledged_at: string | null;
  done_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface GuestRequestsSchema {
  amenities: AmenitiesTable;
  guest_requests: GuestRequestsTable;
}
