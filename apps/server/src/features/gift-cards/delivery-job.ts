import { formatGiftCardCode } from '@menudelite/shared/growth/gift-cards-code';
import { GIFT_CARD_DESIGN_COLORS, type TGiftCardDesign } from '@menudelite/shared/growth/gift-cards';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TDb } from '../../db/database.ts';
import type { TMailer } from '../../lib/mailer.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { languageOr, renderGiftCardEmail } from '../notifications/public.ts';
import { findGiftCardById, markGiftCardDelivered } from './cards-repository.ts';
import type { TGiftCardSecrets } from './code.ts';
import { findPurchaseById } from './purchases-repository.ts';
import { venueById } from './venue.ts';

export const GIFT_CARD_DELIVERY_JOB = 'giftCards.deliver';
/** The card's id and its code sealed with the server's key (code.ts): the jobs table never holds a readable code. */
export type TDeliveryPayload = { giftCardId: string; sealed: string };

type TDeliveryDeps = { db: TDb; jobs: TJobRunner; mailer: TMailer; secrets: TGiftCardSecrets; publicUrl: string };

/**
 * giftCards.deliver: the recipient's e-mail with the code and the balance, in the language the buyer
 * chose. The card is marked delivered and the e-mail written to the outbox in one transaction, so a
 * job retried after a crash sends once.
 */
export function registerGiftCardDelivery(d: TDeliveryDeps): void {
  d.jobs.define<TDeliveryPayload>(
    GIFT_CARD_DELIVERY_JOB,
    async ({ giftCardId, sealed }) => {
      const card = await findGiftCardById(d.db, giftCardId);
      if (!card || card.delivered_at || !card.purchase_id || !card.recipient_email) return;
      const purchase = await findPurchaseById(d.db, card.purchase_id);
      if (!purchase) return;
      const venue = await venueById(d.db, card.restaurant_id);
      const email = await renderGiftCardEmail(languageOr(purchase.language, venue.defaultLanguage), {
        venueName: venue.name,
        fromName: purchase.purchaser_name,
        recipientName: purchase.recipient_name,
        amount: formatMoney(Number(card.initial_amount), card.currency as TCurrency),
        code: formatGiftCardCode(d.secrets.open(sealed)),
        message: purchase.message,
        accent: GIFT_CARD_DESIGN_COLORS[purchase.design as TGiftCardDesign] ?? GIFT_CARD_DESIGN_COLORS.classic,
        link: `${d.publicUrl}/restaurants/${venue.id}/menu`,
      });
      const sent = await d.db.transaction().execute(async (trx) => {
        if (!(await markGiftCardDelivered(trx, card.id, new Date().toISOString()))) return false;
        // The code is a bearer secret: once SMTP has it, the outbox keeps only the subject (lib/mailer.ts).
        await d.mailer.send(
          { to: card.recipient_email!, subject: email.subject, text: email.text, html: email.html, restaurantId: card.restaurant_id, sensitive: true },
          trx,
        );
        return true;
      });
      if (sent) d.jobs.wake();
    },
    { maxAttempts: 8 },
  );
}
