import type { TDb } from '../../db/database.ts';
import type { TMailer } from '../../lib/mailer.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { renderGuestChatEmail } from '../notifications/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import * as repo from './repository.ts';
import { GUEST_CHAT_EMAIL_JOB, type TGuestChatEmailPayload } from './service.ts';
import type { TStayPort } from './stay-port.ts';

/**
 * A staff message the guest has not read 3 minutes after it was sent is e-mailed to them, in the
 * stay's language (as Duve does). Read meanwhile, already e-mailed, or a stay without an e-mail:
 * nothing is sent. The outbox row and the emailed mark commit together, so a retry never sends twice.
 */
export function registerGuestChatJobs(
  jobs: Pick<TJobRunner, 'define'>,
  deps: { db: TDb; mailer: TMailer; stays: TStayPort; publicUrl: string; now?: () => Date },
): void {
  const now = deps.now ?? (() => new Date());
  jobs.define<TGuestChatEmailPayload>(
    GUEST_CHAT_EMAIL_JOB,
    async ({ messageId }) => {
      const message = await repo.findMessage(deps.db, messageId);
      if (!message || message.author !== 'staff' || message.read_by_guest_at || message.emailed_at) return;
      const thread = await repo.findThreadByIdAnyVenue(deps.db, message.thread_id);
      if (!thread) return;
      const stay = await deps.stays.byId(deps.db, thread.restaurant_id, thread.stay_id);
      if (!stay?.email) return;
      const venue = await findRestaurantById(deps.db, thread.restaurant_id);
      const email = await renderGuestChatEmail(stay.language, {
        venue: venue?.name ?? '',
        guestName: stay.guestName,
        message: message.body,
        link: `${deps.publicUrl}/hotels/${thread.restaurant_id}/guest`,
      });
      await deps.db.transaction().execute(async (trx) => {
        if (!(await repo.markEmailed(trx, messageId, now().toISOString()))) return;
        await deps.mailer.send({ to: stay.email!, ...email, restaurantId: thread.restaurant_id }, trx);
      });
    },
    { maxAttempts: 5 },
  );
}
