import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import { newId } from '../../lib/ids.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { findSmsOutbox, insertSmsOutbox, markSmsSent } from './sms-outbox-repository.ts';

export type TSms = { restaurantId: string; orderId: string | null; to: string; body: string };

/**
 * How text messages leave. Every provider writes the outbox row inside the caller's transaction, so a
 * message exists exactly when the change that caused it commits. 'outbox' stops there (staff and
 * tests read the outbox). A sending provider also enqueues an `sms.send` job in that same
 * transaction; the job sends it with retries and backoff and stamps sent_at.
 */
export type TSmsProvider = { name: string; send: (trx: TDb, sms: TSms) => Promise<void> };

/** Sends one text; throws on failure (the job retries). */
export type TSmsTransport = (to: string, body: string) => Promise<void>;

export const SMS_SEND_JOB = 'sms.send';

/** Twilio's Messages API (form-encoded POST with basic auth). TWILIO_API_URL lets tests point it at a local server. */
export function twilioTransport(options: { apiUrl: string; accountSid: string; authToken: string; from: string }): TSmsTransport {
  const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`, options.apiUrl);
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return async (to, body) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: options.from, Body: body }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  };
}

const outboxRow = (sms: TSms) => ({
  id: newId(),
  restaurant_id: sms.restaurantId,
  order_id: sms.orderId,
  to_phone: sms.to,
  body: sms.body,
  created_at: nowIso(),
  sent_at: null,
});

/** Built once in app.ts, chosen by SMS_PROVIDER. */
export function createSmsProvider(config: TConfig, db: TDb, jobs: TJobRunner): TSmsProvider {
  if (config.SMS_PROVIDER === 'outbox') {
    return { name: 'outbox', send: (trx, sms) => insertSmsOutbox(trx, outboxRow(sms)) };
  }
  const transport = twilioTransport({
    apiUrl: config.TWILIO_API_URL,
    accountSid: config.TWILIO_ACCOUNT_SID!,
    authToken: config.TWILIO_AUTH_TOKEN!,
    from: config.TWILIO_FROM!,
  });
  jobs.define<{ outboxId: string }>(SMS_SEND_JOB, async ({ outboxId }) => {
    const row = await findSmsOutbox(db, outboxId);
    // Already sent (a retry after the stamp) or deleted with its venue: nothing left to do.
    if (!row || row.sent_at) return;
    await transport(row.to_phone, row.body);
    await markSmsSent(db, outboxId, nowIso());
  });
  return {
    name: config.SMS_PROVIDER,
    async send(trx, sms) {
      const row = outboxRow(sms);
      await insertSmsOutbox(trx, row);
      await jobs.enqueue(SMS_SEND_JOB, { outboxId: row.id }, { uniqueKey: `sms:${row.id}` }, trx);
    },
  };
}
