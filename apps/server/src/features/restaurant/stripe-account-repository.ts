import type { TDb } from '../../db/database.ts';

/** Connect: the venue's own Stripe account (acct_...), or null when it takes payments on the platform's account. */
export async function findStripeAccountId(db: TDb, restaurantId: string): Promise<string | null> {
  const row = await db.selectFrom('restaurants').select('stripe_account_id').where('id', '=', restaurantId).executeTakeFirst();
  return row?.stripe_account_id ?? null;
}

export async function setStripeAccountId(db: TDb, restaurantId: string, accountId: string | null): Promise<void> {
  await db.updateTable('restaurants').set({ stripe_account_id: accountId }).where('id', '=', restaurantId).execute();
}
