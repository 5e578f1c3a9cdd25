import type { TDb } from '../../db/database.ts';
import { findImageIds, type TImageIds } from './settings-repository.ts';
import { toWalletData } from './mapper.ts';
import { findPassByIdentifier } from './passes-repository.ts';
import { venueById } from './venue.ts';
import type { TWalletPassData } from './wallet-links.ts';

export { listPassUpdates } from './passes-repository.ts';
export { findImageIds as findLoyaltyImageIds } from './settings-repository.ts';

/** A pass as the wallet feature draws it: its data, when it last changed, the venue's colours and loyalty images. */
export type TWalletPassRecord = TWalletPassData & {
  updatedAt: string;
  colors: { primary: string; background: string };
  images: TImageIds;
};

export async function findWalletPass(db: TDb, passIdentifier: string): Promise<TWalletPassRecord | null> {
  const row = await findPassByIdentifier(db, passIdentifier);
  if (!row) return null;
  const venue = await venueById(db, row.restaurant_id);
  return {
    ...toWalletData(row, venue.name),
    updatedAt: row.updated_at,
    colors: { primary: venue.primaryColor, background: venue.backgroundColor },
    images: await findImageIds(db, row.restaurant_id),
  };
}
