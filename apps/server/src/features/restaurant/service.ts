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
        return toRestaurant(await loadOwn(trx, restaurantId));
      });
    },

    async listOutbox(actor: TActor | null, page: TPageQuery): Promise<TPage<TOutboxEmail>> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      return listOutboxEmails(deps.db, restaurantId, page);
    },
  };
}
