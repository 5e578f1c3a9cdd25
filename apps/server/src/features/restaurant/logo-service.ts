import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nowIso } from '../../db/rows.ts';
import type { TDeps } from '../../deps.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenueId } from '../../lib/venue-actor.ts';
import { detectImageType } from './image-type.ts';
import { findRestaurantById, updateRestaurant } from './repository.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** Only files this service wrote are ever deleted: the old URL must look exactly like one of ours. */
const OWN_LOGO_URL = /^\/uploads\/([0-9a-f-]{36})\/([0-9a-f-]{36}\.(?:png|jpg|webp|gif))$/;

/** Stores the venue's logo as uploaded (resizing arrives with the menu's media pipeline). */
export function createLogoService(deps: TDeps) {
  const root = uploadsDir(deps.config.DATA_DIR);

  async function removeOldLogo(restaurantId: string, url: string | null): Promise<void> {
    const match = url ? OWN_LOGO_URL.exec(url) : null;
    if (!match || match[1] !== restaurantId) return;
    await unlink(join(root, restaurantId, match[2]!)).catch(() => undefined);
  }

  return {
    async upload(actor: TActor | null, body: Buffer): Promise<{ logoUrl: string }> {
      const restaurantId = requireVenueId(actor);
      const type = detectImageType(body);
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The logo must be a PNG, JPEG, WebP or GIF image.');
      const before = await findRestaurantById(deps.db, restaurantId);
      if (!before) throw notFound('Restaurant');

      const fileName = `${newId()}.${type.ext}`;
      await mkdir(join(root, restaurantId), { recursive: true });
      await writeFile(join(root, restaurantId, fileName), body, { flag: 'wx' });
      const logoUrl = `${UPLOADS_URL_PREFIX}${restaurantId}/${fileName}`;
      await updateRestaurant(deps.db, restaurantId, { logo_url: logoUrl, updated_at: nowIso() });
      await removeOldLogo(restaurantId, before.logo_url);
      return { logoUrl };
    },
  };
}
