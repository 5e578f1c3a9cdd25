import type { TDelitePaySettings } from '@menudelite/shared/delitepay/contracts';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { updateVenueSettings } from '../restaurant/public.ts';
import { recordAudit } from '../team/public.ts';
import { venueById } from './venue.ts';

/** The venue's allowsDelitePay switch: every member may read it, changing it is a setting (audited, as the other venue settings). */
export function createDelitePaySettingsService(db: TDb) {
  return {
    async get(actor: TActor | null): Promise<TDelitePaySettings> {
      const venue = await venueById(db, requireVenuePermission(actor, 'orders.view'));
      return { allowsDelitePay: venue.allowsDelitePay };
    },

    async set(actor: TActor | null, body: TDelitePaySettings): Promise<TDelitePaySettings> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      await db.transaction().execute(async (trx) => {
        await updateVenueSettings(trx, restaurantId, { allows_delite_pay: body.allowsDelitePay });
        await recordAudit(trx, actor!, restaurantId, {
          action: 'settings.changed',
          targetType: 'restaurant',
          targetId: restaurantId,
          details: { allows_delite_pay: body.allowsDelitePay },
        });
      });
      return { allowsDelitePay: (await venueById(db, restaurantId)).allowsDelitePay };
    },
  };
}
