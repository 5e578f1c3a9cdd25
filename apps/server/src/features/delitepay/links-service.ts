import QRCode from 'qrcode';
import {
  type TCreatePaymentLinkRequest,
  type TLinkSendRequest,
  type TPaymentLink,
  type TPaymentLinkListQuery,
  type TPaymentLinkPage,
} from '@menudelite/shared/delitepay/contracts';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, invalidField, keyedError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { assertAmountAllowed } from './amount-check.ts';
import { absoluteLinkUrl, prepareLinkSend, type TLinkDeliveryDeps } from './link-delivery.ts';
import { assertLinkPayable, toPaymentLink } from './links-mapper.ts';
import { cancelLink, findLink, insertLink, listLinkRows, markLinkSent, type TLinkRow } from './links-repository.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { newSecretToken } from './tokens.ts';
import { venueById } from './venue.ts';

/**
 * Who works with payment links: front of house takes money from guests at the counter, so creating,
 * sending, cancelling and listing links is 'orders.take' (Square's "take payments"), held by owners,
 * managers, front of house and hosts (docs/decisions.md "DelitePay: permissions").
 */
export const LINK_ACCESS = 'orders.take';

/** Staff's /delitePay: create a payment link, send it by e-mail or SMS, show its QR code, list links with their state, cancel one. */
/** `gateway`: the card gateway's name (a link below its minimum could never be paid). */
export function createLinksService(d: { db: TDb; gateway: string } & TLinkDeliveryDeps) {
  async function linkOf(restaurantId: string, id: string): Promise<TLinkRow> {
    const link = await findLink(d.db, restaurantId, id);
    if (!link) throw new AppError('NOT_FOUND', 'Payment link not found');
    return link;
  }

  /** Writes the message to its outbox and stamps the link as sent, together. */
  async function send(restaurantId: string, link: TLinkRow, body: TLinkSendRequest): Promise<void> {
    const venue = await venueById(d.db, restaurantId);
    const prepared = await prepareLinkSend(d, venue, link, body);
    await d.db.transaction().execute(async (trx) => {
      await prepared.write(trx);
      await markLinkSent(trx, link.id, { channel: prepared.channel, to: prepared.to }, new Date().toISOString());
    });
  }

  return {
    async create(actor: TActor | null, body: TCreatePaymentLinkRequest): Promise<TPaymentLink> {
      const restaurantId = requireVenuePermission(actor, LINK_ACCESS);
      const venue = await venueById(d.db, restaurantId);
      assertAmountAllowed(body.amount, venue.currency, d.gateway);
      const now = new Date();
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= now.getTime()) throw invalidField('body.expiresAt', 'mustBeFuture');
      const row: TLinkRow = {
        id: newId(),
        restaurant_id: restaurantId,
        token: newSecretToken(),
        amount: body.amount,
        currency: venue.currency,
        description: body.description,
        reference: body.reference || null,
        expires_at: expiresAt?.toISOString() ?? null,
        reusable: body.reusable,
        status: 'active',
        held_by_payment_id: null,
        times_paid: 0,
        amount_collected: 0,
        sent_channel: null,
        sent_to: null,
        sent_at: null,
        cancelled_at: null,
        created_by_member_id: actor?.member?.id ?? null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      // Rendered before the write, so a link asked to be sent exists only together with its message.
      const prepared = body.send ? await prepareLinkSend(d, venue, row, body.send) : null;
      await d.db.transaction().execute(async (trx) => {
        await insertLink(trx, row);
        if (prepared) {
          await prepared.write(trx);
          await markLinkSent(trx, row.id, { channel: prepared.channel, to: prepared.to }, row.created_at);
        }
      });
      return toPaymentLink((await findLink(d.db, restaurantId, row.id))!, venue.slug, new Date());
    },

    async list(actor: TActor | null, query: TPaymentLinkListQuery): Promise<TPaymentLinkPage> {
      const restaurantId = requireVenuePermission(actor, LINK_ACCESS);
      const venue = await venueById(d.db, restaurantId);
      const now = new Date();
      const before = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await listLinkRows(d.db, restaurantId, { status: query.status, limit: query.limit + 1, before }, now.toISOString());
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => toPaymentLink(row, venue.slug, now)),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null,
        timeZone: venue.timeZone,
      };
    },

    async get(actor: TActor | null, id: string): Promise<TPaymentLink> {
      const restaurantId = requireVenuePermission(actor, LINK_ACCESS);
      const venue = await venueById(d.db, restaurantId);
      return toPaymentLink(await linkOf(restaurantId, id), venue.slug, new Date());
    },

    /** An active (or expired) link becomes cancelled: its page answers 410 paymentLinkCancelled. A paid or cancelled one answers 409. */
    async cancel(actor: TActor | null, id: string): Promise<TPaymentLink> {
      const restaurantId = requireVenuePermission(actor, LINK_ACCESS);
      const venue = await venueById(d.db, restaurantId);
      await linkOf(restaurantId, id);
      const cancelled = await d.db.transaction().execute((trx) => cancelLink(trx, restaurantId, id, new Date().toISOString()));
      const fresh = await linkOf(restaurantId, id);
      if (!cancelled) {
        const key = fresh.status === 'paid' ? 'paymentLinkUsed' : 'paymentLinkCancelled';
        throw keyedError('CONFLICT', key, { message: `This link is already ${fresh.status}` });
      }
      return toPaymentLink(fresh, venue.slug, new Date());
    },

    /** Sends (again) a link that can still be paid; a used, expired or cancelled one answers 410 and sends nothing. */
    async send(actor: TActor | null, id: string, body: TLinkSendRequest): Promise<TPaymentLink> {
      const restaurantId = requireVenuePermission(actor, LINK_ACCESS);
      const link = await linkOf(restaurantId, id);
      assertLinkPayable(link, new Date());
      await send(restaurantId, link, body);
      const venue = await venueById(d.db, restaurantId);
      return toPaymentLink(await linkOf(restaurantId, id), venue.slug, new Date());
    },

    /** The link's QR code (SVG, vector: sharp at any print size) with the qrcode library the table QR sheet uses. */
    async qr(actor: TActor | null, id: string): Promise<string> {
      const restaurantId = requireVenuePermission(actor, LINK_ACCESS);
      const link = await linkOf(restaurantId, id);
      assertLinkPayable(link, new Date());
      const venue = await venueById(d.db, restaurantId);
      return QRCode.toString(absoluteLinkUrl(d.publicUrl, venue.slug, link.token), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    },
  };
}
