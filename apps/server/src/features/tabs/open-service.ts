import type { TOpenTabRequest, TPublicTab, TTableTab, TTabSetup } from '@menudelite/shared/tabs/contracts';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { AppError, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import type { TJobQueue } from '../jobs/public.ts';
import { PaymentProviderRefused, type TPaymentProvider, type TSavedCard } from '../payments/public.ts';
import { findActiveTableRowByCode } from '../tables/public.ts';
import type { TTabBill, TTabBills } from './bill-port.ts';
import { deadlineOf } from './close-service.ts';
import { toPublicTab } from './mapper.ts';
import { findCurrentTabOfBill, findVenueTab, insertTab, markTabOpen, type TTabRow } from './repository.ts';
import { scheduleTabCheck } from './schedule.ts';
import { findTabSettings } from './settings-repository.ts';
import { loadTabVenue } from './venue.ts';

export type TTabOpenDeps = {
  db: TDb;
  jobs: TJobQueue;
  payments: TPaymentProvider;
  bills: TTabBills;
  rateLimiter: TRateLimiter;
  now: () => Date;
  idleMinuteMs?: number;
};

/** Saving cards is what card testers probe: a table gets a few tries a minute, plenty for its diners. */
const OPENS_PER_TABLE = { name: 'tab-open', limit: 10, windowMs: 60_000 };

const CARD_FIELD_KEYS = { number: 'cardNumberInvalid', expiry: 'cardExpiryInvalid', cvc: 'cardCvcInvalid' } as const;
/** The gateway's answer to preparing the card form: refused for good is the venue's setup (409 keyed), anything else is worth a retry (503). */
async function setupOrRefusal<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PaymentProviderRefused)
      throw keyedError('CONFLICT', 'cardGatewayRefused', { message: `The card gateway refused to save a card for this venue: ${error.message}` });
    throw new AppError('SERVICE_UNAVAILABLE', 'The card form could not be prepared. Try again in a moment.');
  }
}

const tabTaken = () => keyedError('CONFLICT', 'alreadyExists', { message: 'A tab is already open on this table’s bill' });

/**
 * The diner's side of a tab (docs/api/tabs.md), authorised by the table's unguessable code as the
 * table's orders and bill are. The demo gateway saves the posted card at once; with Stripe the card
 * never reaches us: the tab is written pending with a SetupIntent, the browser confirms it, and
 * `confirmCard` reads Stripe's own record of it before the tab opens.
 */
export function createTabOpenService(d: TTabOpenDeps) {
  const usesSetupIntents = () => Boolean(d.payments.intents);

  async function tableAndBill(code: string): Promise<{ restaurantId: string; tableId: string; bill: TTabBill | null }> {
    const table = await findActiveTableRowByCode(d.db, code);
    if (!table) throw notFound('Table');
    return { restaurantId: table.restaurant_id, tableId: table.id, bill: await d.bills.openBillOfTable(table.restaurant_id, table.id) };
  }

  async function view(tab: TTabRow, bill: TTabBill | null, setup?: TTabSetup): Promise<TPublicTab> {
    const { deadline, settings, venue } = await deadlineOf(d, tab, bill);
    return toPublicTab(tab, { settings, timeZone: venue.timeZone, deadline: tab.status === 'open' ? deadline : null, setup });
  }

  /**
   * Opens the tab with its saved card (inserting it, or moving a pending one) and queues its first
   * check at the deadline, in one transaction: the job exists exactly when the open tab does. The
   * partial unique index answers a second live tab of the bill (a race): 409, nothing written.
   */
  async function activate(tab: TTabRow, bill: TTabBill, card: TSavedCard, stored: boolean): Promise<TTabRow> {
    const openedAt = d.now().toISOString();
    const { deadline } = await deadlineOf(d, { ...tab, opened_at: openedAt }, bill);
    const closesAt = deadline.at.toISOString();
    try {
      await d.db.transaction().execute(async (trx) => {
        if (stored) {
          // Another confirm of the same tab won: it queued the check.
          if (!(await markTabOpen(trx, tab.id, card, { openedAt, closesAt }))) return;
        } else {
          await insertTab(trx, {
            ...tab,
            status: 'open',
            payment_method_ref: card.paymentMethodRef,
            customer_ref: card.customerRef,
            card_last4: card.last4,
            opened_at: openedAt,
            closes_at: closesAt,
            updated_at: openedAt,
          });
        }
        await scheduleTabCheck(d.jobs, tab.id, deadline.at, trx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw tabTaken();
      throw error;
    }
    return (await findVenueTab(d.db, tab.restaurant_id, tab.id))!;
  }

  function assertCardRules(body: TOpenTabRequest): void {
    if (usesSetupIntents()) {
      if (body.card)
        throw new AppError('CARD_INVALID', "Card details are entered in Stripe's payment form, never sent to this server", [
          { path: 'body.card', key: 'cardNumberInvalid' },
        ]);
      return;
    }
    if (!body.card) throw keyedError('VALIDATION_FAILED', 'tabCardRequired', { path: 'body.card' });
    const problem = d.payments.checkCard?.(body.card);
    if (problem) throw new AppError('CARD_INVALID', problem.message, [{ path: `body.card.${problem.field}`, key: CARD_FIELD_KEYS[problem.field] }]);
  }

  return {
    /** GET /api/public/tables/:code/tab */
    async current(code: string): Promise<TTableTab> {
      const { restaurantId, bill } = await tableAndBill(code);
      const tab = bill ? await findCurrentTabOfBill(d.db, bill.id) : undefined;
      return { tab: tab ? await view(tab, bill) : null, rules: await findTabSettings(d.db, restaurantId) };
    },

    /** POST /api/public/tables/:code/tab: everything is checked before anything is written or saved. */
    async open(code: string, body: TOpenTabRequest): Promise<TPublicTab> {
      const { restaurantId, tableId, bill } = await tableAndBill(code);
      if (!d.payments.chargeSaved) throw new AppError('CONFLICT', 'This venue’s card gateway cannot keep a card for a tab');
      assertCardRules(body);
      if (!bill || bill.status !== 'open')
        throw keyedError('CONFLICT', 'billNothingToPay', { message: 'Order at the table first: the tab belongs to its bill' });
      const live = await findCurrentTabOfBill(d.db, bill.id);
      if (live && (live.status === 'open' || live.status === 'closing')) throw tabTaken();
      // Counted once the request is well formed, so a refused one writes nothing.
      await d.rateLimiter.consume(OPENS_PER_TABLE, [tableId]);

      const now = d.now().toISOString();
      const row: TTabRow = {
        id: newId(),
        restaurant_id: restaurantId,
        bill_id: bill.id,
        table_id: bill.tableId,
        table_display_id: bill.tableDisplayId,
        status: 'pending_card',
        email: body.email,
        payer_name: body.payerName?.trim() || null,
        language: body.language ?? null,
        provider: d.payments.name,
        payment_method_ref: null,
        customer_ref: null,
        setup_ref: null,
        card_last4: null,
        opened_at: null,
        closes_at: null,
        close_reason: null,
        closed_at: null,
        charged_amount: null,
        tip_amount: null,
        bill_payment_id: null,
        failure_message: null,
        created_at: now,
        updated_at: now,
      };

      if (!usesSetupIntents()) {
        // Saving a card moves no money, so the gateway is asked first: a refused card writes nothing.
        const saved = await d.payments.saveCard!({ card: body.card!, idempotencyKey: `tab:${row.id}` });
        if (saved.status === 'declined') throw new AppError('PAYMENT_DECLINED', saved.message);
        if (saved.status === 'invalid')
          throw new AppError('CARD_INVALID', saved.message, [{ path: `body.card.${saved.field}`, key: CARD_FIELD_KEYS[saved.field] }]);
        return view(await activate(row, bill, saved.card, false), bill);
      }

      // A SetupIntent moves no money: it is made first, so a gateway that refuses (or cannot be
      // reached) leaves nothing written; one made by a request that then died saves no card.
      const venue = await loadTabVenue(d.db, restaurantId);
      const intents = d.payments.intents!;
      const setup = await setupOrRefusal(() =>
        intents.createSetup({
          idempotencyKey: `tab:${row.id}`,
          metadata: { tabId: row.id, billId: bill.id, restaurantId },
          account: venue.stripeAccount,
          withCustomer: true,
        }),
      );
      row.setup_ref = setup.id;
      row.customer_ref = setup.customer ?? null;
      await insertTab(d.db, row);
      return view(row, bill, {
        provider: 'stripe',
        setupIntentId: setup.id,
        clientSecret: setup.clientSecret,
        publishableKey: intents.publishableKey,
        stripeAccount: venue.stripeAccount,
      });
    },

    /**
     * POST /api/public/tables/:code/tab/:tabId/card (Stripe): after stripe.confirmSetup in the browser.
     * The browser's word is not taken: Stripe's record of the SetupIntent must show the saved card.
     */
    async confirmCard(code: string, tabId: string): Promise<TPublicTab> {
      const table = await findActiveTableRowByCode(d.db, code);
      if (!table) throw notFound('Table');
      const tab = await findVenueTab(d.db, table.restaurant_id, tabId);
      if (!tab || tab.table_id !== table.id) throw notFound('Tab');
      const bill = await d.bills.billOf(tab.restaurant_id, tab.bill_id);
      if (tab.status !== 'pending_card') return view(tab, bill);
      const intents = d.payments.intents;
      if (!intents?.retrieveSetup || !tab.setup_ref) throw new AppError('CONFLICT', 'This tab saves its card with the card form, not here');
      if (!bill || bill.status !== 'open') throw keyedError('CONFLICT', 'billNothingToPay');
      const venue = await loadTabVenue(d.db, tab.restaurant_id);
      const setup = await intents.retrieveSetup(tab.setup_ref, venue.stripeAccount);
      if (setup.status !== 'succeeded' || !setup.paymentMethod)
        throw keyedError('CONFLICT', 'tabCardRequired', { message: 'The card is not saved yet: confirm it in the card form first' });
      const card = { paymentMethodRef: setup.paymentMethod, customerRef: setup.customer ?? tab.customer_ref, last4: setup.last4 ?? '' };
      return view(await activate(tab, bill, card, true), bill);
    },
  };
}
