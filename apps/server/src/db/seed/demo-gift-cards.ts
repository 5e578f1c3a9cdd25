import { normaliseGiftCardCode } from '@menudelite/shared/growth/gift-cards-code';
import type { TDb } from '../database.ts';
import { nowIso } from '../rows.ts';
import { newId } from '../../lib/ids.ts';
import { createGiftCardSecrets, loadGiftCardPepper } from '../../features/gift-cards/code.ts';

/** The demo card printed in the README: €50.00 at Demo Bistro, spendable at checkout and on a table bill. */
export const DEMO_GIFT_CARD_CODE = 'CAFE-TREA-T479-HAPY';

const PRODUCTS = [
  { name: 'Coffee & cake', kind: 'fixed', amount: 1_500, min: null, max: null, design: 'classic' },
  { name: 'Dinner for two', kind: 'fixed', amount: 6_000, min: null, max: null, design: 'celebration' },
  { name: 'Choose your amount', kind: 'custom', amount: null, min: 1_000, max: 20_000, design: 'thanks' },
] as const;

/**
 * Gift cards on sale at Demo Bistro (/restaurants/<id>/gift-cards, staff /offers/gift-cards) and one
 * card with a known code. Its hash is made with the server's pepper (GIFT_CARD_PEPPER, else DATA_DIR's
 * file, as the server reads it), so the printed code works on the running server. Idempotent.
 */
export async function seedDemoGiftCards(db: TDb, restaurantId: string, dataDir = process.env.DATA_DIR ?? './data'): Promise<void> {
  const now = nowIso();
  const existing = await db.selectFrom('gift_card_products').select('name').where('restaurant_id', '=', restaurantId).execute();
  const have = new Set(existing.map((p) => p.name));
  for (const [i, p] of PRODUCTS.entries()) {
    if (have.has(p.name)) continue;
    const at = new Date(Date.parse(now) + i).toISOString();
    await db
      .insertInto('gift_card_products')
      .values({
        id: newId(),
        restaurant_id: restaurantId,
        name: p.name,
        kind: p.kind,
        amount: p.amount,
        min_amount: p.min,
        max_amount: p.max,
        design: p.design,
        is_active: true,
        is_deleted: false,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  const secrets = createGiftCardSecrets(loadGiftCardPepper(dataDir));
  const code = normaliseGiftCardCode(DEMO_GIFT_CARD_CODE);
  const hash = secrets.hash(code);
  if (await db.selectFrom('gift_cards').select('id').where('code_hash', '=', hash).executeTakeFirst()) return;
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('gift_cards')
      .values({
        id,
        restaurant_id: restaurantId,
        purchase_id: null,
        code_hash: hash,
        code_last4: code.slice(-4),
        initial_amount: 5_000,
        balance: 5_000,
        currency: 'eur',
        recipient_name: 'Demo diner',
        recipient_email: 'diner@demo.menudelite.test',
        delivered_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('gift_card_ledger')
      .values({
        id: newId(),
        gift_card_id: id,
        restaurant_id: restaurantId,
        kind: 'activate',
        amount: 5_000,
        balance_after: 5_000,
        order_id: null,
        bill_payment_id: null,
        reason: 'Demo card',
        actor_user_id: null,
        ref_key: `activate:demo:${id}`,
        created_at: now,
      })
      .execute();
  });
}
