// Tables owned by the reservations feature (db/table-owners.ts), created by 0015_reservations.

export interface ReservationSettingsTable {
  restaurant_id: string;
  settings: string;
  updated_at: string;
}

export interface ReservationClosedDatesTable {
  id: string;
  restaurant_id: string;
  date: string;
  reason: string | null;
  created_at: string;
}

export interface ReservationTableCombinationsTable {
  id: string;
  restaurant_id: string;
  name: string | null;
  table_ids: string;
  created_at: string;
}

export interface ReservationsTable {
  id: string;
  restaurant_id: string;
  status: string;
  source: string;
  starts_at: string;
  ends_at: string;
  service_date: string;
  party_size: number;
  table_ids: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  phone_digits: string | null;
  notes: string | null;
  occasion: string | null;
  allergies: string | null;
  language: string;
  hold_token_hash: string | null;
  manage_token_hash: string | null;
  expires_at: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  seated_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One row per table and 15-minute block a live booking or hold occupies; the primary key (table_id, block_start) is what forbids double booking. */
export interface ReservationTableBlocksTable {
  restaurant_id: string;
  table_id: string;
  block_start: string;
  reservation_id: string;
}

export interface ReservationPacingTable {
  restaurant_id: string;
  block_start: string;
  covers: number;
}

export interface ReservationsSchema {
  reservation_settings: ReservationSettingsTable;
  reservation_closed_dates: ReservationClosedDatesTable;
  reservation_table_combinations: ReservationTableCombinationsTable;
  reservations: ReservationsTable;
  reservation_table_blocks: ReservationTableBlocksTable;
  reservation_pacing: ReservationPacingTable;
}
