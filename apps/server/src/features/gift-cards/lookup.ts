import { normaliseGiftCardCode } from '@menudelite/shared/growth/gift-cards-code';
import type { TDb } from '../../db/database.ts';
import { keyedError } from '../../lib/app-error.ts';
import type { TRateLimiter, TRateLimitRule } from '../../lib/rate-limiter.ts';
import { findGiftCardByHash, type TGiftCardRow } from './cards-repository.ts';
import type { TGiftCardSecrets } from './code.ts';

/** Code lookups per client address a minute (balance, checkout, bill shares): 10 tries cannot search a 73-bit space. */
export const PUBLIC_CODE_RULE: TRateLimitRule = { name: 'gift-card-code', limit: Number(process.env.GIFT_CARD_LOOKUP_LIMIT ?? 10), windowMs: 60_000 };
/**
 * Codes typed at checkout and on a table bill (each order asks twice: the quote and the order): a family
 * ordering round after round stays far below it, and 60 tries a minute still cannot search 73 bits.
 */
export const CHECKOUT_CODE_RULE: TRateLimitRule = {
  name: 'gift-card-code-checkout',
  limit: Number(process.env.GIFT_CARD_CHECKOUT_LOOKUP_LIMIT ?? 60),
  windowMs: 60_000,
};
/** Staff at a till look up more cards, still not enough to guess one. */
export const STAFF_CODE_RULE: TRateLimitRule = { name: 'gift-card-code-staff', limit: 60, windowMs: 60_000 };

export const giftCardInvalid = (path = 'body.code') =>
  keyedError('GIFT_CARD_INVALID', 'giftCardInvalid', { path, message: 'This gift card code is not valid' });

/**
 * The venue's card a typed code names. Wrong, malformed and another venue's codes are one answer
 * (422 GIFT_CARD_INVALID), so the answer never tells a guesser a code exists elsewhere. Each lookup is
 * counted against the caller's address first (429 RATE_LIMITED past the limit).
 */
export async function findCardByCode(
  d: { db: TDb; rateLimiter: TRateLimiter; secrets: TGiftCardSecrets },
  restaurantId: string,
  typed: string,
  o: { ip?: string | undefined; rule?: TRateLimitRule; path?: string },
): Promise<TGiftCardRow> {
  if (o.ip !== undefined) await d.rateLimiter.consume(o.rule ?? PUBLIC_CODE_RULE, [o.ip]);
  const code = normaliseGiftCardCode(typed);
  const card = code ? await findGiftCardByHash(d.db, d.secrets.hash(code)) : undefined;
  if (!card || card.restaurant_id !== restaurantId) throw giftCardInvalid(o.path);
  return card;
}
