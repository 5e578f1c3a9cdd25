import type { TDeps } from '../../deps.ts';
import { nowIso } from '../../db/rows.ts';
import { renderReceiptEmail } from '../notifications/public.ts';
import { RECEIPT_JOB } from './enqueue.ts';
import { claimDelivery } from './repository.ts';
import { RECEIPT_SOURCE_LOADERS } from './sources.ts';
import type { TReceiptRef } from './types.ts';

type TPayload = TReceiptRef & { key: string };

/**
 * receipts.send: builds the receipt from its source, renders it in the diner's language and writes
 * it to the mail outbox. The delivery row and the e-mail commit together, so a job retried after a
 * crash (or after the outbox write failed) mails once: the second run finds the delivery and stops.
 */
export function registerReceiptJob(deps: TDeps): void {
  deps.jobs.define<TPayload>(
    RECEIPT_JOB,
    async (payload) => {
      // The payload is stored JSON: a source this version does not know fails the job, visible to the admin.
      const loader = Object.hasOwn(RECEIPT_SOURCE_LOADERS, payload.source) ? RECEIPT_SOURCE_LOADERS[payload.source] : undefined;
      if (!loader) throw new Error(`No receipt loader for source "${payload.source}" (features/receipts/sources.ts)`);
      const receipt = await loader(deps, payload.id);
      // Not paid (or gone with its venue): there is nothing to confirm. No address: nobody to tell.
      const to = payload.to ?? receipt?.toEmail;
      if (!receipt || !to) return;
      const language = payload.language ?? receipt.language ?? receipt.venueLanguage;
      const email = await renderReceiptEmail(language, receipt);
      const sent = await deps.db.transaction().execute(async (trx) => {
        const claimed = await claimDelivery(trx, {
          key: payload.key,
          restaurant_id: receipt.restaurantId,
          source: payload.source,
          source_id: payload.id,
          to_address: to,
          created_at: nowIso(),
        });
        if (claimed) await deps.mailer.send({ to, subject: email.subject, text: email.text, html: email.html, restaurantId: receipt.restaurantId }, trx);
        return claimed;
      });
      // The outbox's own send job (with SMTP) was enqueued in that transaction: look for it now.
      if (sent) deps.jobs.wake();
    },
    { maxAttempts: 6 },
  );
}
