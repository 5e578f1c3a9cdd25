import { randomBytes } from 'node:crypto';
import { SIGN_UP_COMPLETE_STEP } from '@menudelite/shared/auth/session';
import type { TPage, TPageQuery } from '@menudelite/shared/lib/pagination';
import type { TRestaurant, TSignUpStepRequest } from '@menudelite/shared/restaurant/contracts';
import type { TOutboxEmail } from '@menudelite/shared/restaurant/outbox';
import { slugify } from '@menudelite/shared/restaurant/slug';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TDeps } from '../../deps.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { recordAudit } from '../team/public.ts';
import { toRestaurant, type TRestaurantRow } from './mapper.ts';
import { listOutboxEmails } from '../../lib/mailer-repository.ts';
import { findRestaurantById, isSlugTakenByOther, updateRestaurant } from './repository.ts';
import { checkOrderFee, checkStepOrder, nextSignUpStep, stepChanges } from './sign-up-steps.ts';
import type { TCurrency } from '@menudelite/shared/money/currencies';

async function loadOwn(db: TDb, restaurantId: string): Promise<TRestaurantRow> {
  const row = await findRestaurantById(db, restaurantId);
  if (!row) throw notFound('Restaurant');
  return row;
}

/** Until sign-up is finished no link has been shared, so the slug still follows the venue's real name. */
async function slugFor(db: TDb, row: TRestaurantRow, name: string): Promise<string> {
  const base = slugify(name);
  if (base === row.slug || !(await isSlugTakenByOther(db, base, row.id))) return base;
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** The settings a step really changes, named as in the API (camelCase), for the audit row. */
function changedFields(row: TRestaurantRow, changes: Record<string, unknown>): string[] {
  const before = row as unknown as Record<string, unknown>;
  return (
    Object.keys(changes)
      // SQLite keeps booleans as 0/1.
      .filter(
        (column) =>
          column !== 'slug' &&
          (typeof changes[column] === 'boolean' ? Boolean(before[column]) !== changes[column] : String(before[column]) !== String(changes[column])),
      )
      .map((column) => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()))
  );
}

/** The venue's own record. Every method starts by reading the caller's venue id from the token. */
export function createRestaurantService(deps: TDeps) {
  return {
    async getMine(actor: TActor | null): Promise<TRestaurant> {
      const restaurantId = requireVenuePermission(actor, 'orders.view');
      return toRestaurant(await loadOwn(deps.db, restaurantId));
    },

    /** Another venue's id answers exactly like an unknown one. */
    async getById(actor: TActor | null, restaurantId: string): Promise<TRestaurant> {
      const ownId = requireVenuePermission(actor, 'orders.view');
      if (restaurantId !== ownId) throw notFound('Restaurant');
      return toRestaurant(await loadOwn(deps.db, ownId));
    },

    async applySignUpStep(actor: TActor | null, request: TSignUpStepRequest): Promise<TRestaurant> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      return deps.db.transaction().execute(async (trx) => {
        const row = await loadOwn(trx, restaurantId);
        checkStepOrder(row.sign_up_step, request.step);
        checkOrderFee(request, row.currency as TCurrency);
        const changes = stepChanges(request);
        if (request.step === 2 && row.sign_up_step < SIGN_UP_COMPLETE_STEP) changes.slug = await slugFor(trx, row, request.name);
        await updateRestaurant(trx, restaurantId, {
          ...changes,
          sign_up_step: nextSignUpStep(row.sign_up_step, request.step),
          updated_at: nowIso(),
        });
        // Once the venue is live, these steps are its settings screens (details, branding, hours, ordering): audited like the other settings.
        const fields = changedFields(row, changes);
        if (row.sign_up_step >= SIGN_UP_COMPLETE_STEP && fields.length > 0) {
          await recordAudit(trx, actor!, restaurantId, { action: 'settings.changed', targetType: 'restaurant', targetId: restaurantId, details: { fields } });
        }
        return toRestaurant(await loadOwn(trx, restaurantId));
      });
    },

    async listOutbox(actor: TActor | null, page: TPageQuery): Promise<TPage<TOutboxEmail>> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      return listOutboxEmails(deps.db, restaurantId, page);
    },
  };
}
