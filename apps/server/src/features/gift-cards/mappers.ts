import type {
  TGiftCard,
  TGiftCardDesign,
  TGiftCardLedgerEntry,
  TGiftCardLedgerKind,
  TGiftCardProduct,
  TGiftCardProductKind,
  TPublicGiftCardProduct,
} from '@menudelite/shared/growth/gift-cards';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { toBool } from '../../db/rows.ts';
import type { TGiftCardRow, TLedgerRow } from './cards-repository.ts';
import type { TProductRow } from './products-repository.ts';

const num = (v: number | null) => (v === null ? null : Number(v));

export function toPublicProduct(row: TProductRow): TPublicGiftCardProduct {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as TGiftCardProductKind,
    amount: num(row.amount),
    minAmount: num(row.min_amount),
    maxAmount: num(row.max_amount),
    design: row.design as TGiftCardDesign,
  };
}

export function toProduct(row: TProductRow, currency: TCurrency): TGiftCardProduct {
  return { ...toPublicProduct(row), currency, isActive: toBool(row.is_active), isDeleted: toBool(row.is_deleted), createdAt: row.created_at };
}

export function toGiftCard(row: TGiftCardRow): TGiftCard {
  return {
    id: row.id,
    last4: row.code_last4,
    initialAmount: Number(row.initial_amount),
    balance: Number(row.balance),
    currency: row.currency as TCurrency,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}

export function toLedgerEntry(row: TLedgerRow): TGiftCardLedgerEntry {
  return {
    id: row.id,
    kind: row.kind as TGiftCardLedgerKind,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    orderId: row.order_id,
    billPaymentId: row.bill_payment_id,
    reason: row.reason,
    createdAt: row.created_at,
  };
}
