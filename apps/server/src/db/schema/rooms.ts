import type { DbBool } from './common.ts';

// Tables owned by the rooms feature (db/table-owners.ts).

export interface RoomsTable {
  id: string;
  restaurant_id: string;
  room_number: string;
  is_active: DbBool;
  created_at: string;
}

export interface RoomsSchema {
  rooms: RoomsTable;
}
