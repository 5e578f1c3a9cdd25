import { imageUrl } from '@menudelite/shared/menu/images';
import { LOYALTY_IMAGE_SLOTS, type TLoyaltyImages, type TLoyaltyImagesUpdate, type TLoyaltySettings } from '@menudelite/shared/growth/loyalty';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { invalidField } from '../../lib/app-error.ts';
import { findOwnedImageIds } from '../media/public.ts';
import { updateVenueSettings } from '../restaurant/public.ts';
import { findImageIds, saveImageIds, type TImageIds } from './settings-repository.ts';
import { staffVenueId, venueById } from './venue.ts';
import type { TWalletLinks } from './wallet-links.ts';

export function toImages(restaurantId: string, ids: TImageIds): TLoyaltyImages {
  return Object.fromEntries(
    LOYALTY_IMAGE_SLOTS.map((slot) => {
      const id = ids[slot];
      return [slot, id ? { imageId: id, url: imageUrl(restaurantId, id, 'md') } : null];
    }),
  ) as TLoyaltyImages;
}

/** The venue's loyalty switch (restaurants.loyalty_enabled) and its five loyalty images (SPEC section 3). */
export function createLoyaltySettingsService(db: TDb, wallets: TWalletLinks) {
  async function read(restaurantId: string): Promise<TLoyaltySettings> {
    const venue = await venueById(db, restaurantId);
    return { loyaltyEnabled: venue.loyaltyEnabled, images: toImages(restaurantId, await findImageIds(db, restaurantId)), wallets: wallets.available() };
  }
  return {
    async get(actor: TActor | null, venueId: string): Promise<TLoyaltySettings> {
      return read(staffVenueId(actor, venueId, 'offers.manage'));
    },
    async setEnabled(actor: TActor | null, venueId: string, loyaltyEnabled: boolean): Promise<TLoyaltySettings> {
      const restaurantId = staffVenueId(actor, venueId, 'offers.manage');
      await updateVenueSettings(db, restaurantId, { loyalty_enabled: loyaltyEnabled });
      return read(restaurantId);
    },
    /** Each slot takes one of the venue's own uploads (POST /api/media/images) or null to clear it. */
    async setImages(actor: TActor | null, venueId: string, input: TLoyaltyImagesUpdate): Promise<TLoyaltySettings> {
      const restaurantId = staffVenueId(actor, venueId, 'offers.manage');
      const named = Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
      const owned = await findOwnedImageIds(
        db,
        restaurantId,
        named.map(([, id]) => id),
      );
      for (const [slot, id] of named) if (!owned.has(id)) throw invalidField(`body.${slot}`, 'notThisVenues');
      const next: TImageIds = { ...(await findImageIds(db, restaurantId)) };
      for (const slot of LOYALTY_IMAGE_SLOTS) {
        if (!(slot in input)) continue;
        const value = input[slot];
        if (value) next[slot] = value;
        else delete next[slot];
      }
      await saveImageIds(db, restaurantId, next, nowIso());
      return read(restaurantId);
    },
  };
}

/** Media ids the loyalty images use (the unreferenced-uploads purge must keep them). */
export async function loyaltyImageIdsInUse(db: TDb, restaurantId: string): Promise<Set<string>> {
  return new Set(Object.values(await findImageIds(db, restaurantId)).filter((id): id is string => typeof id === 'string'));
}
