import type { Generated } from 'kysely';

// Tables owned by the staff-events feature (db/table-owners.ts).

export interface StaffEventsTable {
  /** The offset: increasing (autoincrement / identity). */
  id: Generated<number>;
  restaurant_id: string;
  type: string;
  /** JSON text, without the offset. */
  payload: string;
  created_at: string;
}

export interface StaffEventsSchema {
  staff_events: StaffEventsTable;
}
