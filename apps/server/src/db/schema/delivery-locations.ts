import type { DbBool } from './common.ts';

// Tables owned by the delivery-locations feature (db/table-owners.ts).

export interface DeliveryLocationsTable {
  id: string;
  restaurant_id: string;
  name: string;
  is_available: DbBool;
  created_at: string;
}

export interface DeliveryLocationsSchema {
  delivery_locations: DeliveryLocationsTable;
}
