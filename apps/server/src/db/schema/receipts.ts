// Tables owned by the receipts feature (db/table-owners.ts).

/** One receipt e-mail written to the outbox (0012_processing_fee): the key is the receipts.send job's unique key. */
export interface ReceiptDeliveriesTable {
  key: string;
  restaurant_id: string;
  source: string;
  source_id: string;
  to_address: string;
  created_at: string;
}

export interface ReceiptsSchema {
  receipt_deliveries: ReceiptDeliveriesTable;
}
