import type { Selectable } from 'kysely';
import type { TCustomerPass, TLoyaltyCampaign, TLoyaltyEntry, TLoyaltyPass } from '@menudelite/shared/growth/loyalty';
import type { LoyaltyEntriesTable } from '../../db/schema.ts';
import { toBool } from '../../db/rows.ts';
import type { TCampaignRow } from './campaigns-repository.ts';
import type { TPassRow } from './passes-repository.ts';
import type { TWalletPassData } from './wallet-links.ts';

export function toCampaign(row: TCampaignRow): TLoyaltyCampaign {
  return {
    id: row.id,
    name: row.name,
    rewardDescription: row.reward_description,
    minSpendQuantity: row.min_spend_quantity,
    minOrderAmount: row.min_order_amount,
    isActive: toBool(row.is_active),
    isDeleted: toBool(row.is_deleted),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    membersCount: Number(row.members_count ?? 0),
  };
}

export function toStaffPass(row: TPassRow): TLoyaltyPass {
  return {
    id: row.id,
    passIdentifier: row.pass_identifier,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    rewardDescription: row.reward_description,
    minSpendQuantity: row.min_spend_quantity,
    campaignActive: toBool(row.campaign_active) && !toBool(row.campaign_deleted),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    loyaltyPassRedemptionsCount: row.redemptions_count,
    loyaltyPassGiftsCount: row.gifts_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toWalletData(row: TPassRow, restaurantName: string): TWalletPassData {
  return {
    passIdentifier: row.pass_identifier,
    authToken: row.auth_token,
    restaurantId: row.restaurant_id,
    restaurantName,
    campaignName: row.campaign_name,
    rewardDescription: row.reward_description,
    minSpendQuantity: row.min_spend_quantity,
    stamps: row.redemptions_count,
    gifts: row.gifts_count,
    customerName: row.customer_name,
  };
}

export function toCustomerPass(row: TPassRow, restaurantName: string, links: { apple: string | null; google: string | null }): TCustomerPass {
  return {
    id: row.id,
    passIdentifier: row.pass_identifier,
    restaurantId: row.restaurant_id,
    restaurantName,
    campaignName: row.campaign_name,
    rewardDescription: row.reward_description,
    minSpendQuantity: row.min_spend_quantity,
    loyaltyPassRedemptionsCount: row.redemptions_count,
    loyaltyPassGiftsCount: row.gifts_count,
    rewardsReady: Math.floor(row.redemptions_count / Math.max(1, row.min_spend_quantity)),
    appleWalletUrl: links.apple,
    googleWalletUrl: links.google,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toEntry(row: Selectable<LoyaltyEntriesTable>): TLoyaltyEntry {
  return {
    id: row.id,
    kind: row.kind as TLoyaltyEntry['kind'],
    stamps: row.stamps,
    gifts: row.gifts,
    orderNumber: row.order_number,
    memberName: row.member_name,
    createdAt: row.created_at,
  };
}
