import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TPublicTab, TStaffTab, TTabCloseReason, TTabSettings, TTabSetup, TTabStatus } from '@menudelite/shared/tabs/contracts';
import type { TTabBill } from './bill-port.ts';
import type { TTabDeadline } from './deadline.ts';
import type { TTabRow } from './repository.ts';

/** How and when the tab closes: the live deadline while it is open, how it closed afterwards. */
function closing(row: TTabRow, deadline: TTabDeadline | null) {
  if (row.status === 'open' && deadline) return { closesAt: deadline.at.toISOString(), closesBecause: deadline.reason };
  return { closesAt: null, closesBecause: (row.close_reason as TTabCloseReason | null) ?? null };
}

/** The diners' view: no e-mail, no card reference. */
export function toPublicTab(
  row: TTabRow,
  context: { settings: TTabSettings; timeZone: string; deadline: TTabDeadline | null; setup?: TTabSetup | undefined },
): TPublicTab {
  return {
    id: row.id,
    status: row.status as TTabStatus,
    cardLast4: row.card_last4,
    openedAt: row.opened_at ?? row.created_at,
    ...closing(row, context.deadline),
    idleMinutes: context.settings.idleMinutes,
    defaultTipPercent: context.settings.defaultTipPercent,
    timeZone: context.timeZone,
    ...(context.setup ? { setup: context.setup } : {}),
  };
}

export function toStaffTab(
  row: TTabRow,
  context: { bill: TTabBill | null; currency: TCurrency; settings: TTabSettings; timeZone: string; deadline: TTabDeadline | null },
): TStaffTab {
  return {
    id: row.id,
    status: row.status as TTabStatus,
    billId: row.bill_id,
    tableId: row.table_id,
    tableDisplayId: row.table_display_id,
    payerName: row.payer_name,
    cardLast4: row.card_last4,
    currency: context.bill?.currency ?? context.currency,
    amountRemaining: context.bill && context.bill.status === 'open' ? context.bill.amountRemaining : 0,
    openedAt: row.opened_at ?? row.created_at,
    ...closing(row, context.deadline),
    defaultTipPercent: context.settings.defaultTipPercent,
    closedAt: row.closed_at,
    chargedAmount: row.charged_amount,
    tipAmount: row.tip_amount,
    failureMessage: row.failure_message,
    timeZone: context.timeZone,
  };
}
