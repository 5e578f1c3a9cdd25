import type { TCheckoutBenefits } from '@menudelite/shared/growth/benefits';
import type { TErrorKey } from '@menudelite/shared/errors';
import { errorCode, errorDetails } from '../../../lib/http/error-text';
import { messageFor, type TMessage } from './messages';

/**
 * What the diner chose in the offers, rewards and gift card dialogs. The server prices all of it
 * (the quote's discounts and tenders); the screen keeps only the choices. `memberOfferIds` are the
 * chosen offers that need a customer account, so "skip and checkout" can drop exactly those.
 */
export type TBenefitChoice = {
  offerIds: string[];
  memberOfferIds: string[];
  offerCode: string;
  points: number;
  giftCard: { code: string; amount: number | null } | null;
};

export const NO_BENEFITS_CHOSEN: TBenefitChoice = { offerIds: [], memberOfferIds: [], offerCode: '', points: 0, giftCard: null };

/** Which of the choices a refusal is about. */
/** 'anyOffer': a refusal that names no offer (a use lost at "Place order"): the picked ones and the code go. */
export type TBenefitPart = 'offers' | 'offerCode' | 'anyOffer' | 'points' | 'giftCard';

/** The request's `benefits`, or nothing when nothing is chosen (the body stays as it was before growth). */
export function benefitsRequest(choice: TBenefitChoice): TCheckoutBenefits | undefined {
  const code = choice.offerCode.trim();
  const benefits: TCheckoutBenefits = {
    offerIds: [...choice.offerIds],
    ...(code ? { offerCode: code } : {}),
    ...(choice.points > 0 ? { points: choice.points } : {}),
    ...(choice.giftCard ? { giftCard: { code: choice.giftCard.code, ...(choice.giftCard.amount ? { amount: choice.giftCard.amount } : {}) } } : {}),
  };
  const empty = benefits.offerIds.length === 0 && !benefits.offerCode && !benefits.points && !benefits.giftCard;
  return empty ? undefined : benefits;
}

/** Drops one part of the choice (the diner's "Remove", or a refusal about it). */
export function withoutPart(choice: TBenefitChoice, part: TBenefitPart): TBenefitChoice {
  switch (part) {
    case 'offers':
      return { ...choice, offerIds: [], memberOfferIds: [] };
    case 'offerCode':
      return { ...choice, offerCode: '' };
    case 'anyOffer':
      return { ...choice, offerIds: [], memberOfferIds: [], offerCode: '' };
    case 'points':
      return { ...choice, points: 0 };
    case 'giftCard':
      return { ...choice, giftCard: null };
  }
}

/** The members-only offers go (the diner skipped signing in); the others stay. */
export function withoutMemberOffers(choice: TBenefitChoice): TBenefitChoice {
  return { ...choice, offerIds: choice.offerIds.filter((id) => !choice.memberOfferIds.includes(id)), memberOfferIds: [] };
}

const PART_BY_PATH: [RegExp, TBenefitPart][] = [
  [/^benefits\.offerIds/, 'offers'],
  [/^benefits\.offerCode/, 'offerCode'],
  [/^benefits\.points/, 'points'],
  [/^benefits\.giftCard/, 'giftCard'],
];

const PART_BY_CODE: Partial<Record<string, TBenefitPart>> = {
  OFFER_USED_UP: 'anyOffer',
  POINTS_INSUFFICIENT: 'points',
  GIFT_CARD_SPENT: 'giftCard',
  GIFT_CARD_INVALID: 'giftCard',
};

/** A refusal's sentence when the detail has none of ours. */
const KEY_BY_CODE: Partial<Record<string, TErrorKey>> = {
  OFFER_USED_UP: 'offerUsedUp',
  OFFER_NOT_APPLICABLE: 'offerNotQualified',
  POINTS_INSUFFICIENT: 'POINTS_INSUFFICIENT',
  GIFT_CARD_SPENT: 'giftCardSpent',
  GIFT_CARD_INVALID: 'giftCardInvalid',
  PROGRAMME_UNAVAILABLE: 'PROGRAMME_UNAVAILABLE',
};

/** `offerId`: the one picked offer refused (the detail's path `benefits.offerIds.<n>`). */
export type TBenefitRefusal = { part: TBenefitPart; message: TMessage; offerId?: string };

/**
 * A quote or order refused because of a chosen benefit: which part (by the detail's path
 * `benefits.*`, else by the code) and the sentence by its key. An offer code refused as
 * OFFER_NOT_APPLICABLE is about the code when the path says so. Null: not about benefits.
 */
export function benefitRefusal(error: unknown, choice: TBenefitChoice): TBenefitRefusal | null {
  const code = errorCode(error);
  const details = errorDetails(error);
  for (const detail of details) {
    const part = PART_BY_PATH.find(([pattern]) => pattern.test(detail.path))?.[1];
    if (!part) continue;
    const index = /^benefits\.offerIds\.(\d+)/.exec(detail.path);
    const offerId = index ? choice.offerIds[Number(index[1])] : undefined;
    return { part, message: messageFor(detail.key, detail.params), ...(offerId ? { offerId } : {}) };
  }
  if (!code) return null;
  let part = PART_BY_CODE[code];
  // OFFER_NOT_APPLICABLE without a path: the code typed if there is one, else the offers picked.
  if (!part && code === 'OFFER_NOT_APPLICABLE') part = choice.offerCode.trim() ? 'offerCode' : 'offers';
  if (!part && code === 'PROGRAMME_UNAVAILABLE' && choice.points > 0) part = 'points';
  if (!part) return null;
  const keyed = details.find((detail) => !detail.path) ?? details[0];
  const key = keyed?.key ?? KEY_BY_CODE[code];
  return key ? { part, message: messageFor(key, keyed?.params) } : { part, message: { key: 'errors.generic' } };
}

/** The choice without what a refusal is about: only the refused offer when it is named, else the whole part. */
export function withoutRefused(choice: TBenefitChoice, refusal: TBenefitRefusal): TBenefitChoice {
  if (!refusal.offerId) return withoutPart(choice, refusal.part);
  const keep = (id: string) => id !== refusal.offerId;
  return { ...choice, offerIds: choice.offerIds.filter(keep), memberOfferIds: choice.memberOfferIds.filter(keep) };
}

/** Lost races at "Place order": another order took the last use, the points or the gift card's balance meanwhile. */
export const RACE_CODES = ['OFFER_USED_UP', 'POINTS_INSUFFICIENT', 'GIFT_CARD_SPENT'] as const;
export function isBenefitRace(error: unknown): boolean {
  return (RACE_CODES as readonly string[]).includes(errorCode(error) ?? '');
}
