/** A benefit an order was granted at checkout (0020_order_benefits): a discount line or a tender. */
export interface OrderBenefitsTable {
  id: string;
  order_id: string;
  restaurant_id: string;
  /** 'offer' | 'club' | 'points' | 'giftCard' */
  source: string;
  ref_id: string;
  name: string;
  amount: number;
  points: number | null;
  /** JSON text: the provider's own facts. */
  meta_json: string | null;
  /** Set when a void gave it back. */
  released_at: string | null;
  created_at: string;
}

export interface CheckoutSchema {
  order_benefits: OrderBenefitsTable;
}
