import type { TClubPlan, TClubPlanCreate } from '@menudelite/shared/growth/club';
import { CLUB_PLAN_DESCRIPTION_MAX, CLUB_PLAN_NAME_MAX, CLUB_PRICE_MAX } from '@menudelite/shared/growth/club';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';

/** The plan form as typed: the price as text in the venue's currency. */
export type TPlanFormValues = {
  name: string;
  description: string;
  price: string;
  percentOff: number;
  freeItemIds: string[];
  freeItemsPerDay: number;
  isActive: boolean;
};
export type TPlanFormErrors = Partial<Record<'name' | 'description' | 'price' | 'freeItemsPerDay', string>>;

export const EMPTY_PLAN: TPlanFormValues = { name: '', description: '', price: '', percentOff: 10, freeItemIds: [], freeItemsPerDay: 1, isActive: true };

export function planFormOf(plan: TClubPlan, currency: TCurrency): TPlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    price: formatMoney(plan.monthlyPrice, currency, { symbol: false, grouping: false }),
    percentOff: plan.percentOff,
    freeItemIds: plan.freeItems.map((item) => item.id),
    freeItemsPerDay: plan.freeItemsPerDay,
    isActive: plan.isActive,
  };
}

function priceOf(text: string, currency: TCurrency): number | null {
  const trimmed = text.trim();
  const decimal = trimmed.lastIndexOf(',') > trimmed.lastIndexOf('.') ? ',' : '.';
  return trimmed === '' ? null : parseMajor(trimmed, currency, { decimal });
}

/** Checked as the server checks it, so the form names the field in the reader's language before sending. Keys of the club-admin namespace. */
export function checkPlanForm(values: TPlanFormValues, currency: TCurrency): { body: TClubPlanCreate | null; errors: TPlanFormErrors } {
  const errors: TPlanFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'form.nameRequired';
  else if (name.length > CLUB_PLAN_NAME_MAX) errors.name = 'form.tooLong';
  if (values.description.trim().length > CLUB_PLAN_DESCRIPTION_MAX) errors.description = 'form.tooLong';
  const price = priceOf(values.price, currency);
  if (price === null || price < 1 || price > CLUB_PRICE_MAX) errors.price = 'form.priceInvalid';
  if (values.freeItemIds.length > 0 && values.freeItemsPerDay < 1) errors.freeItemsPerDay = 'form.perDayRequired';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      name,
      description: values.description.trim(),
      monthlyPrice: price!,
      percentOff: values.percentOff,
      freeItemIds: values.freeItemIds,
      freeItemsPerDay: values.freeItemIds.length > 0 ? values.freeItemsPerDay : 0,
      isActive: values.isActive,
    },
    errors,
  };
}
