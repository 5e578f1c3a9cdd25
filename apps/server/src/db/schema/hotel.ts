import type { DbBool } from './common.ts';

// Hotel guest services (0017_hotel_stays): stays and guest_sessions belong to the stays feature,
// amenities and guest_requests to the guest-requests feature (db/table-owners.ts).

/** A guest checked in to a room; open while checked_out_at is null (one open stay per room). */
export interface StaysTable {
  id: string;
  restaurant_id: string;
  room_id: string;
  room_number: string;
  guest_last_name: string;
  last_name_key: string;
  guest_first_name: string | null;
  email: string | null;
  phone: string | null;
  language: string;
  check_in_at: string;
  expected_check_out: string | null;
  checked_out_at: string | null;
  source: string;
  external_id: string | null;
  amenity_charges: number;
  created_at: string;
  updated_at: string;
}

/** A guest's phone admitted to a stay; the token itself is never stored, only its SHA-256. */
export interface GuestSessionsTable {
  id: string;
  restaurant_id: string;
  stay_id: string;
  token_hash: string;
  method: string;
  created_at: string;
  ended_at: string | null;
}

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

export interface HotelSchema {
  stays: StaysTable;
  guest_sessions: GuestSessionsTable;
  amenities: AmenitiesTable;
  guest_requests: GuestRequestsTable;
}
