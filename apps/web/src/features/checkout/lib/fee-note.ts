import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TProcessingFeeRule } from '@menudelite/shared/orders/pricing';
import { isolated } from './isolated';

/** The venue's card processing fee as the diner reads it: "1.5% + €0.20", "2%" or "€0.30". */
export function feeRuleText(rule: TProcessingFeeRule, currency: TCurrency): string {
  const parts = [rule.percent > 0 ? `${rule.percent}%` : null, rule.fixed > 0 ? formatMoney(rule.fixed, currency, { idrDecimals: 1 }) : null];
  return parts.filter((part) => part !== null).join(' + ');
}

export type TFeeNote = { key: 'totals.processingFeeCardOnly' | 'totals.processingFeeIfCard'; values: { fee: string } };

/**
 * Never a surprise at the end: whenever the venue takes cards and charges for them, the checkout
 * says so before paying. Paying by card: the fee is in the totals and the note says it is for card
 * payments only; paying another way: the note says what a card would add.
 */
export function processingFeeNote(input: { rule: TProcessingFeeRule; currency: TCurrency; cardOffered: boolean; payingByCard: boolean }): TFeeNote | null {
  if (!input.cardOffered || (input.rule.percent === 0 && input.rule.fixed === 0)) return null;
  const values = { fee: isolated(feeRuleText(input.rule, input.currency)) };
  return { key: input.payingByCard ? 'totals.processingFeeCardOnly' : 'totals.processingFeeIfCard', values };
}
