// Tables owned by the employees feature (db/table-owners.ts).

export interface EmployeesTable {
  id: string;
  restaurant_id: string;
  name: string;
  display_id: string;
  /** scrypt, as passwords (lib/passwords.ts). */
  pin_hash: string;
  created_at: string;
  updated_at: string;
}

export interface EmployeesSchema {
  employees: EmployeesTable;
}
