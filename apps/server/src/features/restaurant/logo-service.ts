import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nowIso } from '../../db/rows.ts';
import type { TDeps } from '../../deps.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { recordAudit } from '../team/public.ts';
import { isOverPixelLimit, MAX_INPUT_PIXELS, processLogo, sniffImageType } from '../media/public.ts';
import { findRestaurantById, updateRestaurant } from './repository.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** Only files this service wrote are ever deleted: the old URL must look exactly like one of ours. */
const OWN_LOGO_URL = /^\/uploads\/([0-9a-f-]{36})\/([0-9a-f-]{36}\.(?:png|jpg|webp|gif))$/;

const NOT_AN_IMAGE = () =>
  keyedError('UNSUPPORTED_MEDIA_TYPE', 'imageType', { path: 'body', message: 'The logo must be a PNG, JPEG, WebP or GIF image, sent as the request body.' });

const TOO_MANY_PIXELS = () => new AppError('PAYLOAD_TOO_LARGE', `The logo is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);

/**
 * Stores the venue's logo after the menu images' pipeline: decoded, pixel-capped, fitted and
 * re-encoded as webp without metadata. What is stored is never the uploaded bytes themselves.
 */
export function createLogoService(deps: TDeps) {
  const root = uploadsDir(deps.config.DATA_DIR);

  async function removeOldLogo(restaurantId: string, url: string | null): Promise<void> {
    const match = url ? OWN_LOGO_URL.exec(url) : null;
    if (!match || match[1] !== restaurantId) return;
    await unlink(join(root, restaurantId, match[2]!)).catch(() => undefined);
  }

  return {
    /** body is whatever the parsers produced: a Buffer for an image type, null or undefined for an empty or JSON body. */
    async upload(actor: TActor | null, body: unknown): Promise<{ logoUrl: string }> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      if (!Buffer.isBuffer(body) || body.length === 0 || !sniffImageType(body)) throw NOT_AN_IMAGE();
      let encoded: Buffer;
      try {
        encoded = await processLogo(body);
      } catch (error) {
        if (isOverPixelLimit(error)) throw TOO_MANY_PIXELS();
        // The right first bytes but no decodable image (HTML after a PNG signature, a truncated file).
        throw NOT_AN_IMAGE();
      }
      const before = await findRestaurantById(deps.db, restaurantId);
      if (!before) throw notFound('Restaurant');

      const fileName = `${newId()}.webp`;
      await mkdir(join(root, restaurantId), { recursive: true });
      await writeFile(join(root, restaurantId, fileName), encoded, { flag: 'wx' });
      const logoUrl = `${UPLOADS_URL_PREFIX}${restaurantId}/${fileName}`;
      await deps.db.transaction().execute(async (trx) => {
        await updateRestaurant(trx, restaurantId, { logo_url: logoUrl, updated_at: nowIso() });
        await recordAudit(trx, actor!, restaurantId, {
          action: 'settings.changed',
          targetType: 'restaurant',
          targetId: restaurantId,
          details: { fields: ['logoUrl'] },
        });
      });
      await removeOldLogo(restaurantId, before.logo_url);
      return { logoUrl };
    },
  };
}
