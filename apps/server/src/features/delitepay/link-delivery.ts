import type { TLinkSendRequest } from '@menudelite/shared/delitepay/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TDb } from '../../db/database.ts';
import type { TMailer } from '../../lib/mailer.ts';
import { renderPaymentLinkEmail, renderPaymentLinkSms, type TPaymentLinkMessage } from '../notifications/public.ts';
import type { TSmsProvider } from '../orders/public.ts';
import type { TVenueRecord } from '../restaurant/public.ts';
import { linkPath } from './paths.ts';
import type { TLinkRow } from './links-repository.ts';

export type TLinkDeliveryDeps = { mailer: TMailer; sms: TSmsProvider; publicUrl: string };

/** A rendered message, ready to be written to its outbox inside the transaction that records the send. */
export type TPreparedSend = { channel: 'email' | 'sms'; to: string; write: (trx: TDb) => Promise<void> };

/** The payer's page as an absolute URL (what an e-mail, a text or a QR code carries). */
export function absoluteLinkUrl(publicUrl: string, slug: string, token: string): string {
  return publicUrl.replace(/\/$/, '') + linkPath(slug, token);
}

/**
 * Renders a link's e-mail (the shared one-link layout) or SMS in the chosen language (the venue's
 * default otherwise), with the amount in the venue's currency and the expiry in its time zone.
 * Rendering comes first, so the outbox row and the link's "sent" stamp are written together.
 */
export async function prepareLinkSend(d: TLinkDeliveryDeps, venue: TVenueRecord, link: TLinkRow, send: TLinkSendRequest): Promise<TPreparedSend> {
  const language = send.language ?? venue.defaultLanguage;
  const expires = link.expires_at
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: venue.timeZone }).format(new Date(link.expires_at))
    : null;
  const message: TPaymentLinkMessage = {
    venue: venue.name,
    amount: formatMoney(link.amount, link.currency as TCurrency),
    description: link.description,
    expires,
    link: absoluteLinkUrl(d.publicUrl, venue.slug, link.token),
  };
  if (send.email) {
    const to = send.email;
    const mail = await renderPaymentLinkEmail(language, message);
    return { channel: 'email', to, write: (trx) => d.mailer.send({ to, restaurantId: venue.id, ...mail }, trx) };
  }
  const to = send.phone!;
  const body = renderPaymentLinkSms(language, message);
  return { channel: 'sms', to, write: (trx) => d.sms.send(trx, { restaurantId: venue.id, orderId: null, to, body }) };
}
