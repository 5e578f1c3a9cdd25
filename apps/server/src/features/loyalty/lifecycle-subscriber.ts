import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { nowIso, toBool } from '../../db/rows.ts';
import { newId } from '../../lib/ids.ts';
import type { TOrderLifecycleEvent, TOrderLifecycleSubscriber } from '../orders/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { findActiveCampaignRow } from './campaigns-repository.ts';
import { passChanged } from './pass-events.ts';
import * as repo from './passes-repository.ts';

/** Runs `write` unless another run already wrote the order's entry (its unique (order_id, kind) refused this one). */
async function once(db: TDb, write: (trx: TDb) => Promise<void>): Promise<boolean> {
  try {
    await db.transaction().execute(write);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * SPEC section 4: a qualifying order adds one stamp; cancelling it takes it back.
 * Qualifying: paid, placed by a signed-in customer who joined the venue's running campaign, with
 * an items total (after item discounts) of at least the campaign's minOrderAmount, while the venue
 * has loyaltyEnabled. The stamp and its take-back are each one ledger row unique per order, so a
 * retried job changes nothing twice. A take-back on a card whose stamps were already redeemed
 * finds none left: it is recorded with 0 (the count never goes below zero).
 */
async function stamp(db: TDb, event: TOrderLifecycleEvent): Promise<void> {
  if (await repo.findOrderEntry(db, event.orderId, 'stamp')) return;
  // Loaded when first needed: orders' public.ts reaches the job runner, whose purge reads loyalty's images (no import cycle).
  const { findPlacedOrder } = await import('../orders/public.ts');
  const order = (await findPlacedOrder(db, event.orderId))?.row;
  if (!order?.customer_user_id || order.restaurant_id !== event.restaurantId) return;
  // A cancel whose void ran first (two job runners) leaves nothing to stamp: a cancelled order never earns.
  if (order.status === 'cancelled') return;
  const venue = await findRestaurantById(db, order.restaurant_id);
  if (!venue || !toBool(venue.loyalty_enabled)) return;
  const campaign = await findActiveCampaignRow(db, order.restaurant_id);
  if (!campaign || order.subtotal - order.discount < campaign.min_order_amount) return;
  const pass = await repo.findPassOfCustomer(db, campaign.id, order.customer_user_id);
  if (!pass) return;
  const now = nowIso();
  const wrote = await once(db, async (trx) => {
    await repo.insertEntry(trx, {
      id: newId(),
      pass_id: pass.id,
      restaurant_id: pass.restaurant_id,
      kind: 'stamp',
      stamps: 1,
      gifts: 0,
      order_id: order.id,
      order_number: order.number,
      created_at: now,
    });
    await repo.changePassCounts(trx, pass.id, { stamps: 1, gifts: 0, minStamps: 0 }, now);
  });
  if (wrote) await passChanged(db, pass.pass_identifier);
}

async function unstamp(db: TDb, event: TOrderLifecycleEvent): Promise<void> {
  const given = await repo.findOrderEntry(db, event.orderId, 'stamp');
  if (!given || given.restaurant_id !== event.restaurantId) return;
  if (await repo.findOrderEntry(db, event.orderId, 'unstamp')) return;
  const pass = await repo.findPassById(db, given.pass_id);
  if (!pass) return;
  const now = nowIso();
  const wrote = await once(db, async (trx) => {
    // The ledger row first: a second run stops at its unique key before touching the count.
    const id = newId();
    await repo.insertEntry(trx, {
      id,
      pass_id: pass.id,
      restaurant_id: pass.restaurant_id,
      kind: 'unstamp',
      stamps: 0,
      gifts: 0,
      order_id: given.order_id,
      order_number: given.order_number,
      created_at: now,
    });
    if (await repo.changePassCounts(trx, pass.id, { stamps: -1, gifts: 0, minStamps: 1 }, now)) await repo.setEntryStamps(trx, id, -1);
  });
  if (wrote) await passChanged(db, pass.pass_identifier);
}

/** Wired into the order lifecycle job (features/index.ts): 'paid' stamps, 'voided' takes the stamp back; refunds leave stamps alone. */
export const loyaltyLifecycleSubscriber: TOrderLifecycleSubscriber = {
  name: 'loyalty',
  async handle(db, event) {
    if (event.kind === 'paid') await stamp(db, event);
    else if (event.kind === 'voided') await unstamp(db, event);
  },
};
