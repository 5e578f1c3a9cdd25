import { timingSafeEqual } from 'node:crypto';
import type { TLoyaltyImageSlot } from '@menudelite/shared/growth/loyalty';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { findLoyaltyImageIds, findWalletPass, listPassUpdates, type TWalletLinks, type TWalletPassData, type TWalletPassRecord } from '../loyalty/public.ts';
import { buildApplePass } from './apple-pass.ts';
import { pushPassUpdate } from './apns.ts';
import type { TAppleWalletConfig, TWalletConfig } from './config.ts';
import { googleSaveLink } from './google-link.ts';
import { APPLE_IMAGE_SIZES, readLoyaltyImage, toPng } from './images.ts';
import * as repo from './registrations-repository.ts';

const appleOff = () => new AppError('NOT_FOUND', 'Apple Wallet passes are not configured on this server');
const googleOff = () => new AppError('NOT_FOUND', 'Google Wallet passes are not configured on this server');
const unauthorized = () => new AppError('UNAUTHENTICATED', 'The pass authentication token is missing or wrong');

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type TWalletPasses = ReturnType<typeof createWalletPasses>;

/** Apple and Google wallet passes of loyalty cards (docs/api/growth-loyalty.md "Wallet passes"). */
export function createWalletPasses(options: { db: TDb; config: TWalletConfig; dataDir: string; log: (error: unknown, message: string) => void }) {
  const { db, config, dataDir } = options;
  const base = config.publicUrl.replace(/\/$/, '');

  function requireApple(): TAppleWalletConfig {
    if (!config.apple) throw appleOff();
    return config.apple;
  }
  /** Apple's calls carry "Authorization: ApplePass <authenticationToken>" for a pass of our pass type. */
  async function authorizedPass(passType: string, serial: string, authorization: string | undefined): Promise<TWalletPassRecord> {
    const apple = requireApple();
    const token = /^ApplePass (.+)$/.exec(authorization ?? '')?.[1];
    if (!token || passType !== apple.passTypeIdentifier) throw unauthorized();
    const pass = await findWalletPass(db, serial);
    if (!pass || !sameToken(pass.authToken, token)) throw unauthorized();
    return pass;
  }

  const links: TWalletLinks = {
    available: () => ({ apple: config.apple !== null, google: config.google !== null }),
    async links(pass: TWalletPassData) {
      const apple = config.apple ? `${base}/api/wallet/apple/download/${pass.passIdentifier}?t=${encodeURIComponent(pass.authToken)}` : null;
      let google: string | null = null;
      if (config.google) {
        const record = await findWalletPass(db, pass.passIdentifier);
        const imageUrl = (slot: TLoyaltyImageSlot) => (record?.images[slot] ? `${base}/api/wallet/images/${pass.restaurantId}/${slot}` : null);
        google = await googleSaveLink(config.google, base, pass, { logo: imageUrl('logo'), strip: imageUrl('strip') });
      }
      return { apple, google };
    },
  };

  return {
    links,
    /** The customer's download (the link in their own pass answer carries the pass's token). */
    async download(serial: string, token: string | undefined): Promise<{ body: Buffer; updatedAt: string }> {
      const apple = requireApple();
      const pass = await findWalletPass(db, serial);
      if (!pass || !token || !sameToken(pass.authToken, token)) throw notFound('Loyalty pass');
      return { body: await buildApplePass(apple, base, dataDir, pass), updatedAt: pass.updatedAt };
    },
    async register(device: string, passType: string, serial: string, authorization: string | undefined, pushToken: string): Promise<boolean> {
      await authorizedPass(passType, serial, authorization);
      return repo.upsertRegistration(db, { device, passType, serial }, pushToken, nowIso(), newId());
    },
    async unregister(device: string, passType: string, serial: string, authorization: string | undefined): Promise<void> {
      await authorizedPass(passType, serial, authorization);
      await repo.deleteRegistration(db, { device, passType, serial });
    },
    /** Serial numbers of the device's passes changed after the tag (the previous answer's lastUpdated), or null when none. */
    async updatedSince(device: string, passType: string, since: string | undefined): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
      const apple = requireApple();
      if (passType !== apple.passTypeIdentifier) return null;
      const serials = await repo.listDeviceSerials(db, device, passType);
      const updates = await listPassUpdates(db, serials, since && !Number.isNaN(Date.parse(since)) ? since : null);
      if (updates.length === 0) return null;
      const lastUpdated = updates
        .map((u) => u.updated_at)
        .toSorted()
        .at(-1)!;
      return { serialNumbers: updates.map((u) => u.pass_identifier), lastUpdated };
    },
    async latestPass(passType: string, serial: string, authorization: string | undefined): Promise<{ body: Buffer; updatedAt: string }> {
      const pass = await authorizedPass(passType, serial, authorization);
      return { body: await buildApplePass(requireApple(), base, dataDir, pass), updatedAt: pass.updatedAt };
    },
    /** PNG renditions of the loyalty images for Google Wallet (which fetches images by URL). */
    async imagePng(restaurantId: string, slot: TLoyaltyImageSlot): Promise<Buffer> {
      if (!config.google) throw googleOff();
      const id = (await findLoyaltyImageIds(db, restaurantId))[slot];
      const source = id ? await readLoyaltyImage(dataDir, restaurantId, id) : null;
      if (!source) throw notFound('Image');
      const { width, height, fit } = APPLE_IMAGE_SIZES[slot];
      return toPng(source, width * 3, height * 3, fit);
    },
    /** After a stamp change: push to every device holding the pass (when Apple is configured). */
    async onPassChanged(serial: string): Promise<void> {
      if (!config.apple) return;
      const tokens = await repo.listPushTokens(db, config.apple.passTypeIdentifier, serial);
      if (tokens.length === 0) return;
      try {
        await pushPassUpdate(config.apple, tokens);
      } catch (error) {
        options.log(error, 'Apple Wallet push failed');
      }
    },
  };
}
