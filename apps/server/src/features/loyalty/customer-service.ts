import QRCode from 'qrcode';
import type { TCustomerPass, TPublicLoyalty } from '@menudelite/shared/growth/loyalty';
import type { TPageQuery, TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError, notFound } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { findCustomerById } from '../auth/public.ts';
import { findActiveCampaignRow } from './campaigns-repository.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { toCustomerPass, toWalletData } from './mapper.ts';
import { newPassIdentifier } from './pass-identifier.ts';
import * as repo from './passes-repository.ts';
import { assertLoyaltyOn, requireCustomer, venueById, venueByIdOrSlug } from './venue.ts';
import type { TWalletLinks } from './wallet-links.ts';

/** The customer's side: the venue's card (/partners/:restaurantId/loyalty), joining it, and their passes (/profile). */
export function createLoyaltyCustomerService(db: TDb, wallets: TWalletLinks, publicUrl: string) {
  async function customerPass(row: repo.TPassRow, restaurantName: string): Promise<TCustomerPass> {
    return toCustomerPass(row, restaurantName, await wallets.links(toWalletData(row, restaurantName)));
  }
  return {
    async getPublic(actor: TActor | null, idOrSlug: string): Promise<TPublicLoyalty> {
      const venue = await venueByIdOrSlug(db, idOrSlug);
      const campaign = venue.loyaltyEnabled ? await findActiveCampaignRow(db, venue.id) : undefined;
      const row = campaign && actor?.kind === 'customer' ? await repo.findPassOfCustomer(db, campaign.id, actor.userId) : undefined;
      return {
        restaurantId: venue.id,
        restaurantName: venue.name,
        loyaltyEnabled: venue.loyaltyEnabled,
        campaign: campaign
          ? {
              id: campaign.id,
              name: campaign.name,
              rewardDescription: campaign.reward_description,
              minSpendQuantity: campaign.min_spend_quantity,
              minOrderAmount: campaign.min_order_amount,
            }
          : null,
        currency: venue.currency,
        logoUrl: venue.logoUrl,
        wallets: wallets.available(),
        pass: row ? await customerPass(row, venue.name) : null,
      };
    },
    /** Joining the running campaign; joining again answers the same pass (created: false). */
    async join(actor: TActor | null, idOrSlug: string): Promise<{ pass: TCustomerPass; created: boolean }> {
      const customerId = requireCustomer(actor);
      const venue = await venueByIdOrSlug(db, idOrSlug);
      assertLoyaltyOn(venue);
      const campaign = await findActiveCampaignRow(db, venue.id);
      if (!campaign) throw keyedError('PROGRAMME_UNAVAILABLE', 'loyaltyOff', { message: 'This venue runs no stamp card at the moment' });
      const existing = await repo.findPassOfCustomer(db, campaign.id, customerId);
      if (existing) return { pass: await customerPass(existing, venue.name), created: false };
      const user = await findCustomerById(db, customerId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
      const now = nowIso();
      const id = newId();
      await repo.insertPassIfMissing(db, {
        id,
        restaurant_id: venue.id,
        campaign_id: campaign.id,
        customer_user_id: customerId,
        pass_identifier: newPassIdentifier(),
        auth_token: newSecret(24),
        customer_name: user.full_name,
        customer_email: user.email,
        redemptions_count: 0,
        gifts_count: 0,
        created_at: now,
        updated_at: now,
      });
      const row = await repo.findPassOfCustomer(db, campaign.id, customerId);
      if (!row) throw new AppError('INTERNAL', 'The pass was not stored');
      return { pass: await customerPass(row, venue.name), created: row.id === id };
    },
    /**
     * The customer's QR code (SVG) for staff to scan: the staff redeem page's address, so a phone's
     * camera opens it; its last segment is the pass identifier (what the wallet passes' barcode holds).
     */
    async qr(actor: TActor | null, passIdentifier: string): Promise<string> {
      const customerId = requireCustomer(actor);
      const row = await repo.findPassByIdentifier(db, passIdentifier);
      if (!row || row.customer_user_id !== customerId) throw notFound('Loyalty pass');
      const url = `${publicUrl.replace(/\/$/, '')}/loyalty/redeem/${row.pass_identifier}`;
      return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    },
    async listMine(actor: TActor | null, query: TPageQuery): Promise<TPage<TCustomerPass>> {
      const customerId = requireCustomer(actor);
      const rows = await repo.listCustomerPassRows(db, customerId, { limit: query.limit + 1, after: decodeCursor(query.cursor) });
      const page = rows.slice(0, query.limit);
      const names = new Map<string, string>();
      for (const row of page) if (!names.has(row.restaurant_id)) names.set(row.restaurant_id, (await venueById(db, row.restaurant_id)).name);
      const items = await Promise.all(page.map((row) => customerPass(row, names.get(row.restaurant_id) ?? '')));
      const last = page[page.length - 1];
      return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null };
    },
  };
}
