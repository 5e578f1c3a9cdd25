import { normaliseOfferCode, OFFERS_PER_VENUE_MAX, type TOffer, type TOfferCreate } from '@menudelite/shared/growth/offers';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { toOffer, toOfferWrite } from './mapper.ts';
import { assertMenuReferences } from './menu-references.ts';
import * as repo from './repository.ts';

const PERMISSION = 'offers.manage';

/** The path's venue must be the token's venue: another venue's offers are a 404, like missing ones. */
function requireOwnVenue(actor: TActor | null, restaurantId: string): string {
  const own = requireVenuePermission(actor, PERMISSION);
  if (own !== restaurantId) throw notFound('Offer');
  return own;
}

function codeTaken(): Error {
  return keyedError('CONFLICT', 'alreadyExists', { path: 'body.code', message: 'code: another offer of this venue already uses it' });
}

async function writing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // Two staff saving the same new code at once: the partial unique index lets one win.
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** Staff manage offers (SPEC sections 1 and 4): create, edit, switch on and off, soft delete. */
export function createOffersStaffService(db: TDb) {
  async function getOwn(restaurantId: string, id: string): Promise<TOffer> {
    const row = await repo.findOfferRow(db, restaurantId, id);
    if (!row) throw notFound('Offer');
    return toOffer(row);
  }

  async function checkInput(restaurantId: string, input: TOfferCreate, exceptId: string | null): Promise<string | null> {
    await assertMenuReferences(db, restaurantId, input);
    const code = input.code === null ? null : normaliseOfferCode(input.code);
    if (code !== null) {
      const holder = await repo.findOfferRowByCode(db, restaurantId, code);
      if (holder && holder.id !== exceptId) throw codeTaken();
    }
    return code;
  }

  return {
    async list(
      actor: TActor | null,
      restaurantId: string,
      query: { limit: number; cursor?: string | undefined; includeDeleted: boolean },
    ): Promise<TPage<TOffer>> {
      const own = requireOwnVenue(actor, restaurantId);
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await repo.listOfferRows(db, own, { limit: query.limit + 1, after, includeDeleted: query.includeDeleted });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { items: page.map(toOffer), nextCursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null };
    },

    async get(actor: TActor | null, restaurantId: string, id: string): Promise<TOffer> {
      return getOwn(requireOwnVenue(actor, restaurantId), id);
    },

    async create(actor: TActor | null, restaurantId: string, input: TOfferCreate): Promise<TOffer> {
      const own = requireOwnVenue(actor, restaurantId);
      if ((await repo.countLiveOffers(db, own)) >= OFFERS_PER_VENUE_MAX) {
        throw keyedError('CONFLICT', 'limitReached', {
          params: { max: OFFERS_PER_VENUE_MAX },
          message: `A venue can have at most ${OFFERS_PER_VENUE_MAX} offers`,
        });
      }
      const code = await checkInput(own, input, null);
      const id = newId();
      const at = nowIso();
      await writing(() =>
        repo.insertOfferRow(db, { id, restaurant_id: own, uses_count: 0, is_deleted: false, created_at: at, ...toOfferWrite(input, code, at) }),
      );
      return getOwn(own, id);
    },

    async update(actor: TActor | null, restaurantId: string, id: string, input: TOfferCreate): Promise<TOffer> {
      const own = requireOwnVenue(actor, restaurantId);
      const current = await getOwn(own, id);
      if (current.isDeleted) throw notFound('Offer');
      const code = await checkInput(own, input, id);
      await writing(() => repo.updateOfferRow(db, own, id, toOfferWrite(input, code, nowIso())));
      return getOwn(own, id);
    },

    async setActive(actor: TActor | null, restaurantId: string, id: string, isActive: boolean): Promise<TOffer> {
      const own = requireOwnVenue(actor, restaurantId);
      const current = await getOwn(own, id);
      if (current.isDeleted) throw notFound('Offer');
      await repo.updateOfferRow(db, own, id, { is_active: isActive, updated_at: nowIso() });
      return getOwn(own, id);
    },

    async remove(actor: TActor | null, restaurantId: string, id: string): Promise<void> {
      const own = requireOwnVenue(actor, restaurantId);
      const current = await getOwn(own, id);
      if (!current.isDeleted) await repo.softDeleteOfferRow(db, own, id, nowIso());
    },
  };
}
