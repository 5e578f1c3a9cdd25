// Tables owned by the wallet-passes feature (db/table-owners.ts).

export interface WalletRegistrationsTable {
  id: string;
  device_library_identifier: string;
  pass_type_identifier: string;
  serial_number: string;
  push_token: string;
  created_at: string;
  updated_at: string;
}

export interface WalletPassesSchema {
  wallet_registrations: WalletRegistrationsTable;
}
