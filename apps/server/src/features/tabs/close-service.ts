import type { TTabCloseReason, TTabFailureKey } from '@menudelite/shared/tabs/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import type { TJobQueue } from '../jobs/public.ts';
import {
  lookupAttempt,
  PaymentProviderRefused,
  type TChargeLookup,
  type TChargeResult,
  type TPaymentAttemptRow,
  type TPaymentProvider,
} from '../payments/public.ts';
import { emitStaffEvent, lockStaffEvents, recordStaffEvent } from '../staff-events/public.ts';
import type { TTabBill, TTabBills } from './bill-port.ts';
import { tabDeadline } from './deadline.ts';
import { claimTabClosing, findTab, markTabClosed, markTabFailed, releaseTabClosing, setTabClosesAt, takeOverStaleClosing, type TTabRow } from './repository.ts';
import { scheduleTabCheck } from './schedule.ts';
import { findTabSettings } from './settings-repository.ts';
import { loadTabVenue } from './venue.ts';

/**
 * A closing tab untouched this long lost its closer (the process died while charging): the next
 * check continues it under the same key, which answers the first charge if there was one.
 */
export const TAB_CLOSING_STALE_MS = 5 * 60_000;

export type TTabCloserDeps = {
  db: TDb;
  jobs: TJobQueue;
  payments: TPaymentProvider;
  bills: TTabBills;
  realtime: TRealtime;
  now: () => Date;
  /** How long an idle minute lasts: 60,000 except under the end-to-end test hook (TEST_TAB_MINUTE_MS). */
  idleMinuteMs?: number;
};

/** When an open tab closes by itself now, from the bill's latest activity and the venue's rules. */
export async function deadlineOf(d: Pick<TTabCloserDeps, 'db' | 'idleMinuteMs'>, tab: TTabRow, bill: TTabBill | null) {
  const [venue, settings] = await Promise.all([loadTabVenue(d.db, tab.restaurant_id), findTabSettings(d.db, tab.restaurant_id)]);
  const openedAt = tab.opened_at ?? tab.created_at;
  return {
    deadline: tabDeadline({
      openedAt,
      lastActivityAt: bill?.lastActivityAt ?? openedAt,
      idleMinutes: settings.idleMinutes,
      ...(d.idleMinuteMs ? { minuteMs: d.idleMinuteMs } : {}),
      openingHours: venue.openingHours,
      timeZone: venue.timeZone,
    }),
    venue,
    settings,
  };
}

/**
 * Closing a tab: charge what the bill still asks for, plus the venue's default tip, to the saved
 * card through the bill (which writes its payment and attempt first, charges second, closes the
 * bill at 0 and queues the receipt). One closer wins the open -> closing move; a decline fails the
 * tab, leaves the bill open and tells staff (tabChargeFailed).
 */
export function createTabCloser(d: TTabCloserDeps) {
  const nowIso = () => d.now().toISOString();

  /**
   * The saved card's charge for the bill's attempt. A refusal for good (the venue's Connect account
   * revoked, say) is not worth retrying: the same key gets the same answer. It fails the tab like a
   * decline, unless an earlier try under this key did charge (its answer lost): then that charge stands.
   */
  async function chargeSaved(
    tab: TTabRow,
    attempt: TPaymentAttemptRow,
    account: string | null,
    platformFee: () => Promise<number>,
    told: { refused: boolean },
  ): Promise<TChargeResult | TChargeLookup> {
    const chargeSavedCard = d.payments.chargeSaved;
    if (!chargeSavedCard || !tab.payment_method_ref) return { status: 'declined', message: 'No saved card to charge' };
    try {
      return await chargeSavedCard({
        amount: Number(attempt.amount),
        currency: attempt.currency as TCurrency,
        paymentMethodRef: tab.payment_method_ref,
        customerRef: tab.customer_ref,
        idempotencyKey: attempt.idempotency_key,
        description: `Tab, table ${tab.table_display_id}`,
        metadata: { tabId: tab.id, attemptId: attempt.id, billId: tab.bill_id, restaurantId: tab.restaurant_id },
        connect: account ? { account, applicationFeeAmount: await platformFee() } : null,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderRefused)) throw error;
      // The provider may refuse the lookup too (the same account): then nothing under this key can be found there.
      const earlier = await lookupAttempt(d.db, d.payments, attempt).catch(() => null);
      if (earlier?.status === 'succeeded' || earlier?.status === 'in_progress') return earlier;
      told.refused = true;
      return { status: 'declined', message: `The card gateway refused the tab's charge: ${error.message}` };
    }
  }

  async function fail(tab: TTabRow, bill: TTabBill, message: string, key: TTabFailureKey) {
    const at = nowIso();
    const event = await d.db.transaction().execute(async (trx) => {
      await lockStaffEvents(trx, tab.restaurant_id);
      if (!(await markTabFailed(trx, tab.id, message, at))) return null;
      return recordStaffEvent(
        trx,
        tab.restaurant_id,
        'tabChargeFailed',
        {
          tabId: tab.id,
          billId: tab.bill_id,
          tableId: tab.table_id,
          tableDisplayId: tab.table_display_id,
          currency: bill.currency,
          // A declined charge reserves nothing: the bill asks for what it asked before.
          amountRemaining: bill.amountRemaining,
          message,
          key,
          createdAt: at,
        },
        at,
      );
    });
    if (event) emitStaffEvent(d.realtime, event);
  }

  /**
   * Charges and settles a tab this closer holds in `closing`. Provider errors propagate (the tab stays
   * closing; the check job retries). A tab just claimed on a bill with a diner's payment in progress
   * goes back to open instead (answers false): charging the rest now would leave that payment's
   * lines unpaid if it then fails, with the tab already closed. The check after the stale time looks again.
   */
  async function settle(tab: TTabRow, fresh: boolean): Promise<boolean> {
    const bill = await d.bills.billOf(tab.restaurant_id, tab.bill_id);
    if (!bill) {
      await markTabClosed(d.db, tab.id, { chargedAmount: 0, tipAmount: 0, billPaymentId: null, closeReason: 'settled' }, nowIso());
      return true;
    }
    // Only a fresh claim: a takeover may find the tab's own payment pending, which it must continue.
    if (fresh && bill.status === 'open' && bill.amountPending > 0) {
      await releaseTabClosing(d.db, tab.id, nowIso());
      return false;
    }
    // Asked even of a bill that looks settled: a closer that died after charging left it so, and the
    // same key answers that payment; a bill settled by others answers nothingToPay.
    const [settings, venue] = await Promise.all([findTabSettings(d.db, tab.restaurant_id), loadTabVenue(d.db, tab.restaurant_id)]);
    const told = { refused: false };
    const outcome = await d.bills.payRemaining({
      restaurantId: tab.restaurant_id,
      billId: tab.bill_id,
      tipPercent: settings.defaultTipPercent,
      email: tab.email,
      language: tab.language,
      payerName: tab.payer_name,
      idempotencyKey: `tab:${tab.id}`,
      charge: (attempt, { platformFee }) => chargeSaved(tab, attempt, venue.stripeAccount, platformFee, told),
    });
    if (outcome.status === 'succeeded')
      await markTabClosed(d.db, tab.id, { chargedAmount: outcome.total, tipAmount: outcome.tip, billPaymentId: outcome.billPaymentId }, nowIso());
    else if (outcome.status === 'nothingToPay')
      await markTabClosed(d.db, tab.id, { chargedAmount: 0, tipAmount: 0, billPaymentId: null, closeReason: 'settled' }, nowIso());
    else await fail(tab, bill, outcome.message, told.refused ? 'cardGatewayRefused' : 'PAYMENT_DECLINED');
    return true;
  }

  /**
   * Moves the tab to closing (or takes over one whose closer died) and settles it. Answers the tab
   * as it is afterwards, whether this call was the one that closed it, and whether it was put back
   * to open to wait for a diner's payment in progress.
   */
  async function close(tabId: string, reason: TTabCloseReason): Promise<{ tab: TTabRow | undefined; closedHere: boolean; waiting?: boolean }> {
    const at = d.now();
    // If this process dies mid-charge, a check after the stale time continues the close. It is queued
    // with the claim, so no tab is ever left closing without a check to come.
    const recheck = new Date(at.getTime() + TAB_CLOSING_STALE_MS + 1000);
    const claimed = (claim: (trx: TDb) => Promise<boolean>) =>
      d.db.transaction().execute(async (trx) => {
        if (!(await claim(trx))) return false;
        await scheduleTabCheck(d.jobs, tabId, recheck, trx);
        return true;
      });
    const fresh = await claimed((trx) => claimTabClosing(trx, tabId, reason, at.toISOString()));
    if (!fresh) {
      const current = await findTab(d.db, tabId);
      if (current?.status !== 'closing') return { tab: current, closedHere: false };
      const staleBefore = new Date(at.getTime() - TAB_CLOSING_STALE_MS).toISOString();
      if (!(await claimed((trx) => takeOverStaleClosing(trx, tabId, staleBefore, at.toISOString())))) return { tab: current, closedHere: false };
    }
    const settled = await settle((await findTab(d.db, tabId))!, fresh);
    return { tab: await findTab(d.db, tabId), closedHere: settled, ...(settled ? {} : { waiting: true }) };
  }

  /**
   * The job's look at a tab: a deadline still ahead (activity on the bill moved it, or the check
   * came early) is stored and checked again then; a passed one closes the tab; a stale closing one
   * is continued.
   */
  async function check(tabId: string): Promise<void> {
    const tab = await findTab(d.db, tabId);
    if (!tab) return;
    if (tab.status === 'closing') {
      await close(tabId, (tab.close_reason as TTabCloseReason | null) ?? 'idle');
      return;
    }
    if (tab.status !== 'open') return;
    const bill = await d.bills.billOf(tab.restaurant_id, tab.bill_id);
    const { deadline } = await deadlineOf(d, tab, bill);
    const now = d.now();
    if (deadline.at.getTime() > now.getTime()) {
      await setTabClosesAt(d.db, tabId, deadline.at.toISOString(), now.toISOString());
      await scheduleTabCheck(d.jobs, tabId, deadline.at);
      return;
    }
    await close(tabId, deadline.reason);
  }

  return { close, check };
}

export type TTabCloser = ReturnType<typeof createTabCloser>;
