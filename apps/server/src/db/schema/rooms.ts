import type { DbBool } from './common.ts';

// Tables owned by the rooms feature (db/table-owners.ts).

export interface RoomsTable {
  id: string;
  restaurant_id: string;
  room_number: string;
  is_active: DbBool;
  /** The room QR code's unguessable code (0017_hotel_stays); null only for a row written without one (filled on read). */
  code: string | null;
  created_at: string;
}

export interface RoomsSchema {
  rooms: RoomsTable;
}
