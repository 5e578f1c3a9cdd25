import type { TLocalClock } from '@menudelite/shared/menu/availability';
import type { TCheckoutBenefits } from '@menudelite/shared/growth/benefits';
import type { TQuote } from '@menudelite/shared/orders/checkout';
import { englishMessage } from '@menudelite/shared/errors';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBenefitCart, TBenefitProviders, TGrantedDiscount, TGrantedTender } from './benefit-providers.ts';
import { insertOrderBenefits } from './benefits-repository.ts';
import type { TCatalog } from './catalog.ts';
import { quoteCart, type TAppliedBenefits, type TQuoteInput } from './quote.ts';

export type TBenefitQuoteInput = TQuoteInput & { benefits?: TCheckoutBenefits | undefined };
/** Who asks and when: the signed-in customer, the caller's address (code rate limits) and the venue's clock. */
export type TBenefitWho = { customerUserId: string | null; clientIp?: string | null; now: Date; clock: TLocalClock };
export type TBenefitQuote = { quote: TQuote; cart: TBenefitCart; applied: TAppliedBenefits };

const NO_REQUEST: TCheckoutBenefits = { offerIds: [] };

function toCart(catalog: TCatalog, plain: TQuote, input: TBenefitQuoteInput, who: TBenefitWho): TBenefitCart {
  const lines = plain.lines.map((line, index) => {
    const item = catalog.items.get(line.itemId);
    return {
      index,
      itemId: line.itemId,
      sectionId: item?.sectionId ?? null,
      tagIds: item?.tagIds ?? [],
      quantity: line.quantity,
      unitTotal: line.lineTotal / line.quantity,
      lineTotal: line.lineTotal,
      tagDiscount: line.discount,
    };
  });
  return {
    restaurantId: catalog.venue.id,
    venue: catalog.venue,
    customerUserId: who.customerUserId,
    clientIp: who.clientIp ?? null,
    type: input.type,
    now: who.now,
    clock: who.clock,
    lines,
    itemsTotal: plain.subtotal - plain.discount,
    request: input.benefits ?? NO_REQUEST,
  };
}

/** Discounts never take the items below zero: a later grant is cut to what is left (offers come first). */
function capDiscounts(granted: readonly TGrantedDiscount[], itemsTotal: number): TGrantedDiscount[] {
  let left = itemsTotal;
  const kept: TGrantedDiscount[] = [];
  for (const g of granted) {
    const amount = Math.min(g.amount, left);
    if (amount <= 0) continue;
    kept.push({ ...g, amount });
    left -= amount;
  }
  return kept;
}

/**
 * The quote with the growth benefits applied (docs/api/growth.md "Checkout benefits"): discounts first
 * (offers, then the club), then tenders on what is left (points never on the tip, then a gift card),
 * the processing fee only on the card's part. Nothing is written: the order's transaction consumes
 * what this granted (consumeBenefits). Providers throw the diner-facing 4xx for a benefit that does
 * not apply.
 */
export async function quoteWithBenefits(
  db: TDb,
  providers: TBenefitProviders,
  catalog: TCatalog,
  input: TBenefitQuoteInput,
  who: TBenefitWho,
): Promise<TBenefitQuote> {
  const plain = quoteCart(catalog, input, who.now, who.clock);
  const cart = toCart(catalog, plain, input, who);
  if (providers.discounts.length === 0 && providers.tenders.length === 0) return { quote: plain, cart, applied: { discounts: [], tenders: [] } };

  const granted: TGrantedDiscount[] = [];
  for (const provider of providers.discounts) granted.push(...(await provider.quote(db, cart, granted)));
  const discounts = capDiscounts(granted, cart.itemsTotal);
  // Most orders get nothing: the plain quote is already the answer, priced once (this is the order hot path).
  const discounted = discounts.length === 0 ? plain : quoteCart(catalog, input, who.now, who.clock, { discounts, tenders: [] });

  // What tenders may pay: everything before the card's processing fee; points not the tip either.
  const payable = discounted.total - discounted.processingFee;
  const tenders: TGrantedTender[] = [];
  let tendered = 0;
  for (const provider of providers.tenders) {
    const max = provider.source === 'points' ? Math.max(0, payable - discounted.tip - tendered) : payable - tendered;
    const tender = await provider.quote(db, cart, max);
    if (!tender) continue;
    if (tender.amount <= 0 || tender.amount > max) throw new Error(`${provider.source} tendered ${tender.amount} of at most ${max}`);
    tenders.push(tender);
    tendered += tender.amount;
  }
  // Cash and pay-later orders settle on the table's bill, which knows nothing of tenders: those pay only with the card, or pay it all.
  if (tenders.length > 0 && input.paymentMethod !== 'card' && tendered < payable) {
    throw new AppError('VALIDATION_FAILED', englishMessage('tenderNeedsCard'), [{ path: 'body.paymentMethod', key: 'tenderNeedsCard' }]);
  }
  const quote = tenders.length === 0 ? discounted : quoteCart(catalog, input, who.now, who.clock, { discounts, tenders });
  return { quote, cart, applied: { discounts, tenders } };
}

/**
 * In the order's transaction, after its row: every provider consumes what it granted (conditional
 * updates that throw 409 when another checkout took the limit or balance first, rolling the order
 * back), and the grants are stored with the order.
 */
export async function consumeBenefits(
  trx: TDb,
  providers: TBenefitProviders,
  granted: TBenefitQuote,
  order: { id: string; restaurantId: string; now: string },
): Promise<void> {
  const { discounts, tenders } = granted.applied;
  if (discounts.length === 0 && tenders.length === 0) return;
  for (const provider of providers.discounts) {
    const own = discounts.filter((d) => d.source === provider.source);
    if (own.length > 0) await provider.consume(trx, granted.cart, own, order.id);
  }
  for (const tender of tenders) {
    const provider = providers.tenders.find((p) => p.source === tender.source)!;
    await provider.consume(trx, granted.cart, tender, order.id);
  }
  await insertOrderBenefits(trx, order, [...discounts, ...tenders]);
}
