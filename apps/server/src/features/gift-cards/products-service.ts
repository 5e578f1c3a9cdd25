import type {
  TCreateGiftCardProduct,
  TGiftCardProduct,
  TGiftCardProductListQuery,
  TPublicGiftCardProducts,
  TUpdateGiftCardProduct,
} from '@menudelite/shared/growth/gift-cards';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { toProduct, toPublicProduct } from './mappers.ts';
import { findProduct, insertProduct, listProducts, listSellableProducts, updateProduct, type TProductRow } from './products-repository.ts';
import { venueById } from './venue.ts';

/** Products are managed by who manages offers (owner, manager). */
export const PRODUCTS_PERMISSION = 'offers.manage';
const SELLABLE_CAP = 50;

type TAmounts = Pick<TProductRow, 'kind' | 'amount' | 'min_amount' | 'max_amount'>;

/** A fixed product has its amount (and no bounds); a custom one its bounds, lowest <= highest (and no amount). */
function amountsOf(kind: string, amount: number | null | undefined, min: number | null | undefined, max: number | null | undefined): TAmounts {
  if (kind === 'fixed') {
    if (amount == null) throw invalidField('body.amount', 'giftCardProductAmounts');
    return { kind, amount, min_amount: null, max_amount: null };
  }
  if (min == null || max == null) throw invalidField(min == null ? 'body.minAmount' : 'body.maxAmount', 'giftCardProductAmounts');
  if (min > max) throw invalidField('body.minAmount', 'minAboveMax');
  return { kind, amount: null, min_amount: min, max_amount: max };
}

export function createProductsService(db: TDb) {
  async function own(restaurantId: string, id: string): Promise<TProductRow> {
    const row = await findProduct(db, restaurantId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Gift card product not found');
    return row;
  }

  return {
    /** GET /api/public/restaurants/:restaurantId/gift-cards: what a diner can buy now. */
    async sellable(restaurantId: string): Promise<TPublicGiftCardProducts> {
      const venue = await venueById(db, restaurantId);
      const rows = await listSellableProducts(db, venue.id, SELLABLE_CAP);
      return { restaurantName: venue.name, currency: venue.currency, items: rows.map(toPublicProduct) };
    },

    async list(actor: TActor | null, q: TGiftCardProductListQuery): Promise<TPage<TGiftCardProduct>> {
      const restaurantId = requireVenuePermission(actor, PRODUCTS_PERMISSION);
      const venue = await venueById(db, restaurantId);
      const rows = await listProducts(db, restaurantId, { limit: q.limit + 1, after: decodeCursor(q.cursor), includeDeleted: q.includeDeleted === 'true' });
      const page = rows.slice(0, q.limit);
      return { items: page.map((r) => toProduct(r, venue.currency)), nextCursor: rows.length > q.limit ? encodeCursor(page.at(-1)!) : null };
    },

    async create(actor: TActor | null, body: TCreateGiftCardProduct): Promise<TGiftCardProduct> {
      const restaurantId = requireVenuePermission(actor, PRODUCTS_PERMISSION);
      const venue = await venueById(db, restaurantId);
      const now = new Date().toISOString();
      const row: TProductRow = {
        id: newId(),
        restaurant_id: restaurantId,
        name: body.name,
        ...amountsOf(body.kind, body.amount, body.minAmount, body.maxAmount),
        design: body.design,
        is_active: body.isActive,
        is_deleted: false,
        created_at: now,
        updated_at: now,
      };
      await insertProduct(db, row);
      return toProduct((await own(restaurantId, row.id))!, venue.currency);
    },

    /** Also the active toggle ({isActive}). A deleted product cannot be changed (404). */
    async update(actor: TActor | null, id: string, body: TUpdateGiftCardProduct): Promise<TGiftCardProduct> {
      const restaurantId = requireVenuePermission(actor, PRODUCTS_PERMISSION);
      const venue = await venueById(db, restaurantId);
      const current = await own(restaurantId, id);
      if (current.is_deleted === true || current.is_deleted === 1) throw new AppError('NOT_FOUND', 'Gift card product not found');
      const kind = body.kind ?? current.kind;
      const pick = <K extends 'amount' | 'minAmount' | 'maxAmount'>(k: K, fallback: number | null) => (body[k] !== undefined ? body[k] : fallback);
      const amounts = amountsOf(kind, pick('amount', current.amount), pick('minAmount', current.min_amount), pick('maxAmount', current.max_amount));
      await updateProduct(db, restaurantId, id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.design !== undefined ? { design: body.design } : {}),
        ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
        ...amounts,
        updated_at: new Date().toISOString(),
      });
      return toProduct(await own(restaurantId, id), venue.currency);
    },

    /** Soft delete (SPEC section 4, isDeleted): gone from the shop and the list; sold cards keep working. */
    async remove(actor: TActor | null, id: string): Promise<TGiftCardProduct> {
      const restaurantId = requireVenuePermission(actor, PRODUCTS_PERMISSION);
      const venue = await venueById(db, restaurantId);
      await own(restaurantId, id);
      await updateProduct(db, restaurantId, id, { is_deleted: true, is_active: false, updated_at: new Date().toISOString() });
      return toProduct(await own(restaurantId, id), venue.currency);
    },
  };
}
