import { createHash } from 'node:crypto';
import type { TDb } from '../../db/database.ts';
import { findDemoCharge, insertDemoChargeOnce, type TDemoChargeRow } from './demo-charges-repository.ts';
import type { TCardDetails, TCardProblem, TChargeLookup, TChargeResult, TPaymentProvider, TSaveCardResult, TSavedChargeRequest } from './provider.ts';

/** Test cards, as Stripe's: this one succeeds ... */
export const DEMO_CARD_SUCCEEDS = '4242424242424242';
/** ... and this one is declined. */
export const DEMO_CARD_DECLINED = '4000000000000002';
/**
 * Saved for a tab, then declined when the tab closes (Stripe's 4000000000000341: attaching succeeds,
 * charging fails). Charged at once, it is declined too. Any other number is invalid.
 */
export const DEMO_CARD_DECLINES_LATER = '4000000000000341';
const DEMO_CARDS: readonly string[] = [DEMO_CARD_SUCCEEDS, DEMO_CARD_DECLINED, DEMO_CARD_DECLINES_LATER];
const DECLINING_CARDS: readonly string[] = [DEMO_CARD_DECLINED, DEMO_CARD_DECLINES_LATER];

/**
 * A saved demo card is a reference naming its test card by its last four digits (as Stripe's test
 * payment methods pm_card_visa name theirs) plus a digest of the key it was saved under. The server
 * keeps it (the tab); no client ever sends one, so it needs no table of its own.
 */
const SAVED_CARD_REF = /^demo_pm_(\d{4})_[0-9a-f]{24}$/;
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  // A card is good through the last day of its expiry month.
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The refusals a card gets before any charge: an expired date, a bad security code, a number that is no test card. */
function checkDemoCard(card: TCardDetails, now: Date): TCardProblem | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!expiryIsValid(card.expiry, now)) return { field: 'expiry', message: 'The card has expired or its expiry date is not valid' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: 'cvc', message: 'The security code is not valid' };
  if (!DEMO_CARDS.includes(number)) return { field: 'number', message: 'The card number is not valid' };
  return null;
}

const DECLINED_MESSAGE = 'Your card was declined';

/** A stored demo charge as the provider interface answers it. */
const answer = (row: TDemoChargeRow): TChargeResult & TChargeLookup =>
  row.status === 'succeeded'
    ? { status: 'succeeded', providerRef: row.id, last4: row.card_last4 }
    : { status: 'declined', message: row.message ?? DECLINED_MESSAGE };

/**
 * The built-in provider: no network, deterministic, and with state, as a real gateway has. Each
 * charge (succeeded or declined) is kept in demo_charges under its idempotency key: a second
 * charge with the same key answers the first result and creates nothing, and `retrieve` reads the
 * record, so a payment attempt left pending by a crash can be settled and tests can count charges.
 */
export function createDemoPaymentProvider(db: TDb, clock: () => Date = () => new Date()): TPaymentProvider {
  /** Keeps one charge per key (ON CONFLICT DO NOTHING, then read back): a second charge with the key answers the first. */
  const record = (request: Pick<TSavedChargeRequest, 'idempotencyKey' | 'amount' | 'currency'>, last4: string, declined: boolean) =>
    insertDemoChargeOnce(db, {
      id: `demo_${digest(request.idempotencyKey)}`,
      idempotency_key: request.idempotencyKey,
      amount: request.amount,
      currency: request.currency,
      status: declined ? 'declined' : 'succeeded',
      card_last4: last4,
      message: declined ? DECLINED_MESSAGE : null,
      created_at: clock().toISOString(),
    });
  return {
    name: 'demo',
    checkCard: (card) => checkDemoCard(card, clock()),
    async charge(request): Promise<TChargeResult> {
      // A retried key answers what it answered the first time, whatever card comes with it.
      const earlier = await findDemoCharge(db, request.idempotencyKey);
      if (earlier) return answer(earlier);
      const problem = checkDemoCard(request.card, clock());
      if (problem) return { status: 'invalid', ...problem };
      const number = request.card.number.replace(/[\s-]/g, '');
      return answer(await record(request, number.slice(-4), DECLINING_CARDS.includes(number)));
    },
    async saveCard(request): Promise<TSaveCardResult> {
      const problem = checkDemoCard(request.card, clock());
      if (problem) return { status: 'invalid', ...problem };
      const number = request.card.number.replace(/[\s-]/g, '');
      // As a SetupIntent with Stripe's 0002 card: the bank refuses to save it.
      if (number === DEMO_CARD_DECLINED) return { status: 'declined', message: DECLINED_MESSAGE };
      const last4 = number.slice(-4);
      return { status: 'saved', card: { paymentMethodRef: `demo_pm_${last4}_${digest(request.idempotencyKey)}`, customerRef: null, last4 } };
    },
    async chargeSaved(request): Promise<TChargeResult> {
      const earlier = await findDemoCharge(db, request.idempotencyKey);
      if (earlier) return answer(earlier);
      const last4 = SAVED_CARD_REF.exec(request.paymentMethodRef)?.[1];
      if (!last4 || !DEMO_CARDS.some((card) => card.endsWith(last4))) return { status: 'invalid', field: 'number', message: 'Not a saved demo card' };
      return answer(
        await record(
          request,
          last4,
          DECLINING_CARDS.some((card) => card.endsWith(last4)),
        ),
      );
    },
    async retrieve(idempotencyKey): Promise<TChargeLookup> {
      const row = await findDemoCharge(db, idempotencyKey);
      return row ? answer(row) : { status: 'not_found' };
    },
    // The demo gateway refunds any of its own charges; the refunds feature has already checked the amount.
    async refund(request) {
      if (!request.providerRef.startsWith('demo_')) return { status: 'failed', message: 'Not a demo payment' };
      return { status: 'succeeded', providerRef: `demo_re_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}` };
    },
  };
}
