import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import { newId } from '../../lib/ids.ts';

export type TSms = { restaurantId: string; orderId: string | null; to: string; body: string };

/**
 * How text messages leave. Every provider writes the outbox row first, inside the caller's
 * transaction, so a message exists exactly when the change that caused it commits. The default
 * provider stops there (staff and tests read the outbox); a Twilio adapter would also send it
 * after the commit and stamp sent_at.
 */
export type TSmsProvider = { name: string; send: (trx: TDb, sms: TSms) => Promise<void> };

export function createOutboxSmsProvider(): TSmsProvider {
  return {
    name: 'outbox',
    async send(trx, sms) {
      await trx
        .insertInto('sms_outbox')
        .values({ id: newId(), restaurant_id: sms.restaurantId, order_id: sms.orderId, to_phone: sms.to, body: sms.body, created_at: nowIso(), sent_at: null })
        .execute();
    },
  };
}

/** The "order ready" text; English until SMS templates are translated per venue language. */
export function orderReadyText(venueName: string, orderNumber: number, type: string): string {
  const where = type === 'pickup' ? ' for pickup' : type === 'delivery' ? ' and on its way' : '';
  return `${venueName}: your order #${orderNumber} is ready${where}. Thank you!`;
}
