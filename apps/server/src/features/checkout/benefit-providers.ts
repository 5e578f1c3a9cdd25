import type { TLocalClock } from '@menudelite/shared/menu/availability';
import type { TCheckoutBenefits, TDiscountSource, TTenderSource } from '@menudelite/shared/growth/benefits';
import type { TOrderType } from '@menudelite/shared/orders/status';
import type { TDb } from '../../db/database.ts';
import type { TVenueSettings } from './catalog.ts';

/**
 * The seam between checkout and the growth features (docs/api/growth.md "Checkout benefits").
 * Checkout prices the cart, then asks each discount provider (offers, then the club) and each tender
 * provider (points, then gift cards) what it gives; the order's transaction then asks each to
 * consume what it gave, by a conditional update that throws a 409 AppError when another checkout
 * took the limit or balance first. Nothing is consumed for a quote. Giving back (a cancelled order,
 * a declined card) goes through the order lifecycle jobs (orders/lifecycle.ts).
 */

/** One priced line of the cart, as the providers see it. */
export type TBenefitLine = {
  /** The line's index in the request (stable for per-line discounts). */
  index: number;
  itemId: string;
  sectionId: string | null;
  tagIds: readonly string[];
  quantity: number;
  /** One unit with its modifiers, before any discount. */
  unitTotal: number;
  /** unitTotal x quantity. */
  lineTotal: number;
  /** The line's tag discount (already taken off by the menu). */
  tagDiscount: number;
};

export type TBenefitCart = {
  restaurantId: string;
  venue: TVenueSettings;
  /** Signed-in customer (members-only offers, points, the club), else null. */
  customerUserId: string | null;
  /** The caller's address, for rate limits on codes typed at checkout (gift card guessing answers 429); null when unknown. */
  clientIp?: string | null;
  type: TOrderType;
  now: Date;
  /** The venue's wall clock at `now` (schedules are in the venue's time zone). */
  clock: TLocalClock;
  lines: readonly TBenefitLine[];
  /** Sum of line totals minus tag discounts: what offers measure minimum spend on. */
  itemsTotal: number;
  request: TCheckoutBenefits;
};

export type TGrantedDiscount = {
  source: TDiscountSource;
  id: string;
  name: string;
  /** Minor units, > 0. */
  amount: number;
  /** The provider's own facts for consume (which code, which free items); stored with the order. */
  meta?: Record<string, unknown>;
};

export type TDiscountProvider = {
  source: TDiscountSource;
  /**
   * What this provider takes off the cart. Throws an AppError (4xx: OFFER_NOT_APPLICABLE ...) when
   * the request asks for something that does not apply; grants nothing when the request asks for
   * nothing of it. `prior` is what earlier providers granted (to refuse combining).
   */
  quote(db: TDb, cart: TBenefitCart, prior: readonly TGrantedDiscount[]): Promise<TGrantedDiscount[]>;
  /** In the order's transaction, after the order row is written: consume limits; throw 409 on a lost race. */
  consume(trx: TDb, cart: TBenefitCart, granted: readonly TGrantedDiscount[], orderId: string): Promise<void>;
};

export type TGrantedTender = {
  source: TTenderSource;
  id: string;
  label: string;
  amount: number;
  points?: number;
  meta?: Record<string, unknown>;
};

export type TTenderProvider = {
  source: TTenderSource;
  /**
   * What this tender pays, at most `maxAmount` (points: the total without the tip and the other
   * tenders). null when the request does not ask for it; an AppError when it cannot be used.
   */
  quote(db: TDb, cart: TBenefitCart, maxAmount: number): Promise<TGrantedTender | null>;
  /** In the order's transaction: the guarded decrement (balance >= amount); throw 409 on a lost race. */
  consume(trx: TDb, cart: TBenefitCart, tender: TGrantedTender, orderId: string): Promise<void>;
};

export type TBenefitProviders = {
  /** Applied in this order: offers before the club, so a club percent is taken off what the offers left. */
  discounts: readonly TDiscountProvider[];
  /** Applied in this order: points before gift cards. */
  tenders: readonly TTenderProvider[];
};

export const NO_BENEFIT_PROVIDERS: TBenefitProviders = { discounts: [], tenders: [] };
