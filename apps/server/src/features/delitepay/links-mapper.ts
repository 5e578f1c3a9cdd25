import type { TPaymentLink, TPaymentLinkStatus, TPublicPaymentLink } from '@menudelite/shared/delitepay/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TErrorKey } from '@menudelite/shared/errors';
import { toBool } from '../../db/rows.ts';
import { keyedError } from '../../lib/app-error.ts';
import type { TLinkRow } from './links-repository.ts';
import { linkPath } from './paths.ts';

/** Expiry is read in the server's clock: an instant, the same everywhere (shown in the venue's time zone by the web). */
export function linkStatus(row: Pick<TLinkRow, 'status' | 'expires_at'>, now: Date): TPaymentLinkStatus {
  if (row.status === 'paid' || row.status === 'cancelled') return row.status;
  return row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime() ? 'expired' : 'active';
}

export function toPaymentLink(row: TLinkRow, slug: string, now: Date): TPaymentLink {
  return {
    id: row.id,
    token: row.token,
    url: linkPath(slug, row.token),
    amount: row.amount,
    currency: row.currency as TCurrency,
    description: row.description,
    reference: row.reference,
    expiresAt: row.expires_at,
    reusable: toBool(row.reusable),
    status: linkStatus(row, now),
    timesPaid: row.times_paid,
    amountCollected: row.amount_collected,
    sentTo: row.sent_channel && row.sent_to && row.sent_at ? { channel: row.sent_channel as 'email' | 'sms', to: row.sent_to, sentAt: row.sent_at } : null,
    cancelledAt: row.cancelled_at,
    createdAt: row.created_at,
  };
}

export function toPublicLink(row: TLinkRow): TPublicPaymentLink {
  return {
    token: row.token,
    amount: row.amount,
    currency: row.currency as TCurrency,
    description: row.description,
    reference: row.reference,
    expiresAt: row.expires_at,
    reusable: toBool(row.reusable),
  };
}

const INVALID_KEYS: Record<Exclude<TPaymentLinkStatus, 'active'>, TErrorKey> = {
  paid: 'paymentLinkUsed',
  expired: 'paymentLinkExpired',
  cancelled: 'paymentLinkCancelled',
};

/** 410 PAYMENT_LINK_INVALID naming why (used, expired, cancelled) unless the link can be paid now. */
export function assertLinkPayable(row: TLinkRow, now: Date): void {
  const status = linkStatus(row, now);
  if (status === 'active') return;
  throw keyedError('PAYMENT_LINK_INVALID', INVALID_KEYS[status], { path: 'body.linkToken' });
}

/**
 * A link asks for its amount in the currency the venue had when the link was made; a venue that has
 * changed its currency since cannot be paid that amount (the charge would be in another currency):
 * 409 paymentLinkCurrencyChanged, nothing written. Staff make a new link.
 */
export function assertLinkCurrency(row: TLinkRow, venueCurrency: TCurrency): void {
  if (row.currency === venueCurrency) return;
  throw keyedError('CONFLICT', 'paymentLinkCurrencyChanged', { path: 'body.linkToken', params: { currency: row.currency.toUpperCase() } });
}
