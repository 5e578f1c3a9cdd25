import type { TBill } from '@menudelite/shared/bills/contracts';
import type { TDb } from '../../db/database.ts';
import { BILL_TIPS } from './context.ts';

/** Reads a venue's one default tip percent (null: none). */
export type TDefaultTipSource = (db: TDb, restaurantId: string) => Promise<number | null>;

/**
 * The venue's default tip is the tab settings' (the tip a pay-later tab closes with, issue 9
 * section 4): one setting, so a venue never keeps two default tips apart. Tabs already depends on
 * bills, so the source is handed in where the features are registered (features/index.ts) and kept
 * per database, which every path reaching a bill (routes, the webhook, tabs' payBillWith) shares.
 */
const sources = new WeakMap<TDb, TDefaultTipSource>();

export function setDefaultTipSource(db: TDb, source: TDefaultTipSource): void {
  sources.set(db, source);
}

/** The tip choices a venue's bills offer: the checkout's presets, and the venue's default tip preselected. */
export async function billTips(db: TDb, restaurantId: string): Promise<TBill['tips']> {
  const source = sources.get(db);
  return { ...BILL_TIPS, defaultPercent: source ? await source(db, restaurantId) : null };
}
