import { createHash } from 'node:crypto';
import { delitePayCharge } from '@menudelite/shared/delitepay/contracts';
import type { TDb } from '../database.ts';
import { newId, newSecret } from '../../lib/ids.ts';

const DAY = 86_400_000;
/** The bistro's card processing fee (demo.ts): 1.5 % + €0.20. */
const FEE_RULE = { percent: 1.5, fixed: 20 };

type TSeedLink = {
  key: string;
  amount: number;
  description: string;
  reference: string | null;
  reusable: boolean;
  status: string;
  expiresInDays: number | null;
  ageDays: number;
};
type TSeedPayment = {
  link: string | null;
  amount: number;
  tip: number;
  reference: string | null;
  note: string | null;
  payer: string | null;
  email: string | null;
  status: 'succeeded' | 'failed';
  ageDays: number;
  refunded?: number;
};

/** Links in every state staff can meet on /delitePay. */
const LINKS: TSeedLink[] = [
  {
    key: 'wedding',
    amount: 25_000,
    description: 'Wedding reception deposit',
    reference: 'EVT-0612',
    reusable: false,
    status: 'active',
    expiresInDays: 14,
    ageDays: 1,
  },
  {
    key: 'class',
    amount: 4_500,
    description: 'Pasta cooking class (Saturday)',
    reference: null,
    reusable: true,
    status: 'active',
    expiresInDays: null,
    ageDays: 6,
  },
  { key: 'cake', amount: 3_850, description: 'Birthday cake for Sunday', reference: 'CAKE-17', reusable: false, status: 'paid', expiresInDays: 7, ageDays: 4 },
  { key: 'voucher', amount: 5_000, description: 'Gift voucher', reference: null, reusable: false, status: 'active', expiresInDays: -3, ageDays: 10 },
  {
    key: 'private',
    amount: 12_000,
    description: 'Private dining room deposit',
    reference: 'EVT-0598',
    reusable: false,
    status: 'cancelled',
    expiresInDays: 30,
    ageDays: 8,
  },
];

/** Payment-page and link payments for /paymentPageTransactions: tips, a partial refund and a declined card among them. */
const PAYMENTS: TSeedPayment[] = [
  { link: 'cake', amount: 3_850, tip: 0, reference: 'CAKE-17', note: null, payer: 'Maria Borg', email: 'maria@example.com', status: 'succeeded', ageDays: 3 },
  { link: 'class', amount: 4_500, tip: 450, reference: null, note: 'Vegetarian, please', payer: 'Luca Rossi', email: null, status: 'succeeded', ageDays: 5 },
  { link: 'class', amount: 4_500, tip: 0, reference: null, note: null, payer: 'Anna Schmidt', email: 'anna@example.com', status: 'succeeded', ageDays: 2 },
  {
    link: null,
    amount: 6_420,
    tip: 640,
    reference: 'Table 4',
    note: 'Thanks for a lovely evening',
    payer: 'Tom Vella',
    email: null,
    status: 'succeeded',
    ageDays: 1,
  },
  {
    link: null,
    amount: 2_000,
    tip: 0,
    reference: 'INV-2041',
    note: null,
    payer: 'Catering Co.',
    email: 'accounts@catering.example',
    status: 'succeeded',
    ageDays: 2,
    refunded: 500,
  },
  { link: null, amount: 15_000, tip: 0, reference: 'Deposit', note: null, payer: 'Sam Grech', email: null, status: 'failed', ageDays: 0 },
];

/** `days` days and `minutes` minutes before `now`: never in the future (a payment seeded ahead of the clock fell outside "today" late in the evening). */
const at = (now: number, days: number, minutes = 0) => new Date(now - days * DAY - minutes * 60_000).toISOString();

/**
 * DelitePay (issue 9 section 5), once per venue: the demo bistro takes payments on /demo-bistro/payment-page
 * and has payment links in every state (active single-use and reusable, paid, expired, cancelled) with
 * payments, tips, a partial refund and a declined card, so /delitePay and /paymentPageTransactions show data.
 * Rows are written as the feature would have written them (attempts included); demo provider references.
 */
export async function seedDemoDelitePay(db: TDb, restaurantId: string): Promise<void> {
  if (await db.selectFrom('delitepay_links').select('id').where('restaurant_id', '=', restaurantId).executeTakeFirst()) return;
  const now = Date.now();
  const linkIds = new Map<string, string>();
  await db.transaction().execute(async (trx) => {
    for (const link of LINKS) {
      const id = newId();
      linkIds.set(link.key, id);
      const paid = PAYMENTS.filter((p) => p.link === link.key && p.status === 'succeeded');
      await trx
        .insertInto('delitepay_links')
        .values({
          id,
          restaurant_id: restaurantId,
          token: newSecret(32),
          amount: link.amount,
          currency: 'eur',
          description: link.description,
          reference: link.reference,
          expires_at: link.expiresInDays === null ? null : new Date(now + link.expiresInDays * DAY).toISOString(),
          reusable: link.reusable,
          status: link.status,
          held_by_payment_id: null,
          times_paid: paid.length,
          amount_collected: paid.reduce((sum, p) => sum + delitePayCharge(p.amount, p.tip, FEE_RULE).total, 0),
          sent_channel: link.key === 'wedding' ? 'email' : null,
          sent_to: link.key === 'wedding' ? 'bride@example.com' : null,
          sent_at: link.key === 'wedding' ? at(now, link.ageDays, 5) : null,
          cancelled_at: link.status === 'cancelled' ? at(now, link.ageDays - 1) : null,
          created_by_member_id: null,
          created_at: at(now, link.ageDays),
          updated_at: at(now, link.ageDays),
        })
        .execute();
    }
    for (const [index, p] of PAYMENTS.entries()) {
      const id = newId();
      const attemptId = newId();
      const linkId = p.link ? linkIds.get(p.link)! : null;
      const purpose = linkId ? 'link' : 'page';
      const { processingFee, total } = delitePayCharge(p.amount, p.tip, FEE_RULE);
      const created = at(now, p.ageDays, index * 7);
      const succeeded = p.status === 'succeeded';
      const providerRef = succeeded ? `demo_${createHash('sha256').update(id).digest('hex').slice(0, 24)}` : null;
      await trx
        .insertInto('payment_attempts')
        .values({
          id: attemptId,
          restaurant_id: restaurantId,
          purpose,
          order_id: null,
          sequence: 1,
          amount: total,
          currency: 'eur',
          provider: 'demo',
          provider_ref: providerRef,
          idempotency_key: `${purpose}:${restaurantId}:${id}:1`,
          status: p.status,
          card_last4: succeeded ? '4242' : null,
          failure_code: succeeded ? null : 'PAYMENT_DECLINED',
          failure_message: succeeded ? null : 'Your card was declined',
          created_at: created,
          updated_at: created,
        })
        .execute();
      await trx
        .insertInto('delitepay_payments')
        .values({
          id,
          restaurant_id: restaurantId,
          source: linkId ? 'link' : 'page',
          link_id: linkId,
          idempotency_key: `seed-${id}`,
          request_hash: 'seed',
          success_token: newSecret(32),
          amount: p.amount,
          tip: p.tip,
          processing_fee: processingFee,
          total,
          currency: 'eur',
          reference: p.reference,
          note: p.note,
          payer_name: p.payer,
          payer_email: p.email,
          language: 'en',
          status: p.status,
          provider: 'demo',
          provider_ref: providerRef,
          card_last4: succeeded ? '4242' : null,
          failure_message: succeeded ? null : 'Your card was declined',
          attempt_id: attemptId,
          attempt_sequence: 1,
          refunded_amount: p.refunded ?? 0,
          created_at: created,
          paid_at: succeeded ? created : null,
          updated_at: created,
        })
        .execute();
      if (p.refunded) {
        const refundId = newId();
        await trx
          .insertInto('delitepay_refunds')
          .values({
            id: refundId,
            payment_id: id,
            restaurant_id: restaurantId,
            amount: p.refunded,
            currency: 'eur',
            status: 'succeeded',
            provider_ref: `demo_re_${refundId.slice(-12)}`,
            reason: 'Dessert missing from the order',
            idempotency_key: `seed-${refundId}`,
            created_by_member_id: null,
            created_at: at(now, p.ageDays - 1),
            updated_at: at(now, p.ageDays - 1),
          })
          .execute();
      }
    }
  });
}
