import type {
  TBranding,
  TBrandingUpdate,
  TMenuSettings,
  TMenuSettingsUpdate,
  TOpeningHoursSettings,
  TOpeningHoursUpdate,
} from '@menudelite/shared/menu/settings';
import type { TDb } from '../../../db/database.ts';
import { nowIso } from '../../../db/rows.ts';
import type { TActor } from '../../../lib/access-tokens.ts';
import { invalidField, notFound } from '../../../lib/app-error.ts';
import { requireVenuePermission } from '../../../lib/venue-actor.ts';
import { recordAudit } from '../../team/public.ts';
import { bumpMenuVersion } from '../shared/menu-version.ts';
import { assertOwnBrandingImages } from './branding-images.ts';
import * as repo from './repository.ts';

/** Venue settings that shape the diner's menu: menu selector, branding, opening hours. */
export function createSettingsService(db: TDb) {
  async function current(restaurantId: string): Promise<repo.TVenueSettings> {
    const settings = await repo.findSettings(db, restaurantId);
    if (!settings) throw notFound('Restaurant');
    return settings;
  }

  /** Writes and records the change in the audit log (which fields, not their values: branding can be large), in one transaction. */
  async function write(actor: TActor | null, restaurantId: string, values: Parameters<typeof repo.updateSettings>[2]): Promise<repo.TVenueSettings> {
    await current(restaurantId);
    await db.transaction().execute(async (trx) => {
      await repo.updateSettings(trx, restaurantId, values, nowIso());
      await recordAudit(trx, actor!, restaurantId, {
        action: 'settings.changed',
        targetType: 'restaurant',
        targetId: restaurantId,
        details: { fields: Object.keys(values) },
      });
      await bumpMenuVersion(trx, restaurantId);
    });
    return current(restaurantId);
  }

  return {
    async getMenuSettings(actor: TActor | null): Promise<TMenuSettings> {
      return (await current(requireVenuePermission(actor, 'orders.view'))).menu;
    },

    async updateMenuSettings(actor: TActor | null, input: TMenuSettingsUpdate): Promise<TMenuSettings> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const menuTypes = await repo.menuTypeTagIds(db, restaurantId);
      for (const field of ['pickupMenuTagId', 'deliveryMenuTagId'] as const) {
        const tagId = input[field];
        if (tagId && !menuTypes.has(tagId)) {
          throw invalidField(`body.${field}`, 'notAMenuTypeTag');
        }
      }
      return (await write(actor, restaurantId, input)).menu;
    },

    async getBranding(actor: TActor | null): Promise<TBranding> {
      return (await current(requireVenuePermission(actor, 'orders.view'))).branding;
    },

    async updateBranding(actor: TActor | null, input: TBrandingUpdate): Promise<TBranding> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      await assertOwnBrandingImages(db, restaurantId, input);
      return (await write(actor, restaurantId, input)).branding;
    },

    async getOpeningHours(actor: TActor | null): Promise<TOpeningHoursSettings> {
      return (await current(requireVenuePermission(actor, 'orders.view'))).hours;
    },

    async updateOpeningHours(actor: TActor | null, input: TOpeningHoursUpdate): Promise<TOpeningHoursSettings> {
      return (await write(actor, requireVenuePermission(actor, 'settings.change'), input)).hours;
    },
  };
}
