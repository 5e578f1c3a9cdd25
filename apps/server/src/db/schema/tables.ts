import type { DbBool } from './common.ts';

// Tables owned by the tables feature (db/table-owners.ts).

export interface RestaurantTablesTable {
  id: string;
  restaurant_id: string;
  table_display_id: string;
  /** Unguessable: the QR code links to /eat/:code. */
  code: string;
  occupancy: number;
  is_active: DbBool;
  created_at: string;
  pos_table: string | null;
}

export interface TablesSchema {
  restaurant_tables: RestaurantTablesTable;
}
