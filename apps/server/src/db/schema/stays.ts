// Tables owned by the stays feature (db/table-owners.ts; migration 0017_hotel_stays).

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

export interface StaysSchema {
  stays: StaysTable;
  guest_sessions: GuestSessionsTable;
}
