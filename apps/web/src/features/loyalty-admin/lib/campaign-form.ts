import { LOYALTY_STAMPS_MAX, LOYALTY_STAMPS_MIN, type TLoyaltyCampaign, type TLoyaltyCampaignCreate } from '@menudelite/shared/growth/loyalty';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';

export type TCampaignValues = { name: string; reward: string; stamps: number | string; minOrder: string; isActive: boolean };
export type TCampaignErrors = Record<'name' | 'reward' | 'stamps' | 'minOrder', 'required' | 'stampsRange' | 'amountInvalid' | null>;

/** The form's values for a campaign (the minimum order in the venue's major units), or a new one's defaults. */
export function campaignValues(campaign: TLoyaltyCampaign | null, currency: TCurrency): TCampaignValues {
  return {
    name: campaign?.name ?? '',
    reward: campaign?.rewardDescription ?? '',
    stamps: campaign?.minSpendQuantity ?? 10,
    minOrder: campaign ? formatMoney(campaign.minOrderAmount, currency, { symbol: false, grouping: false }) : '0',
    isActive: campaign?.isActive ?? true,
  };
}

/** What is wrong with each field (an i18n key under form.), before anything is sent; the server checks again. */
export function campaignErrors(values: TCampaignValues, currency: TCurrency): TCampaignErrors {
  const stamps = typeof values.stamps === 'number' ? values.stamps : Number.NaN;
  const minOrder = parseMajor(values.minOrder, currency);
  return {
    name: values.name.trim() ? null : 'required',
    reward: values.reward.trim() ? null : 'required',
    stamps: Number.isInteger(stamps) && stamps >= LOYALTY_STAMPS_MIN && stamps <= LOYALTY_STAMPS_MAX ? null : 'stampsRange',
    minOrder: minOrder !== null && minOrder >= 0 ? null : 'amountInvalid',
  };
}

/** The request body, or null while a field is wrong. Money leaves in minor units. */
export function campaignRequest(values: TCampaignValues, currency: TCurrency): TLoyaltyCampaignCreate | null {
  if (Object.values(campaignErrors(values, currency)).some(Boolean)) return null;
  return {
    name: values.name.trim(),
    rewardDescription: values.reward.trim(),
    minSpendQuantity: values.stamps as number,
    minOrderAmount: parseMajor(values.minOrder, currency)!,
    isActive: values.isActive,
  };
}
