// Tables owned by the payments feature (db/table-owners.ts).

export interface PaymentsTable {
  id: string;
  order_id: string;
  restaurant_id: string;
  kind: string;
  provider: string | null;
  provider_ref: string | null;
  status: string;
  amount: number;
  currency: string;
  card_last4: string | null;
  room_number: string | null;
  created_at: string;
}

export interface PaymentsSchema {
  payments: PaymentsTable;
}
