import { TABLES_MAX, type TPublicTable, type TTable, type TTableCreate, type TTableUpdate } from '@menudelite/shared/menu/tables';
import type { TDb } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError, notFound } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { findRestaurantById, toVenueRecord } from '../restaurant/public.ts';
import { recordAudit } from '../team/public.ts';
import * as repo from './repository.ts';
import { renderQrSheet } from './qr-sheet.ts';

/** 16 random bytes: 128 bits, unguessable, and a short enough QR code to scan from across a table. */
const CODE_BYTES = 16;

export function tableLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, '')}/eat/${code}`;
}

/** Two staff adding the same table at once: the unique index decides, and the loser gets the same 409. */
async function guardDuplicate<T>(tableDisplayId: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isUniqueViolation(error))
      throw keyedError('CONFLICT', 'alreadyExists', { path: 'body.tableDisplayId', message: `Table ${tableDisplayId ?? ''} already exists` });
    throw error;
  }
}

export function createTablesService(db: TDb, publicUrl: string) {
  const toTable = (row: repo.TTableRow): TTable => ({
    id: row.id,
    tableDisplayId: row.table_display_id,
    occupancy: row.occupancy,
    isActive: toBool(row.is_active),
    posTable: row.pos_table,
    code: row.code,
    link: tableLink(publicUrl, row.code),
    createdAt: row.created_at,
  });

  async function get(restaurantId: string, id: string): Promise<TTable> {
    const row = await repo.findTableRow(db, restaurantId, id);
    if (!row) throw notFound('Table');
    return toTable(row);
  }

  async function assertDisplayIdFree(restaurantId: string, tableDisplayId: string | undefined, exceptId?: string) {
    if (tableDisplayId !== undefined && (await repo.displayIdTaken(db, restaurantId, tableDisplayId, exceptId))) {
      throw keyedError('CONFLICT', 'alreadyExists', { path: 'body.tableDisplayId', message: `Table ${tableDisplayId} already exists` });
    }
  }

  return {
    async list(actor: TActor | null): Promise<TTable[]> {
      return (await repo.listTableRows(db, requireVenuePermission(actor, 'orders.view'))).map(toTable);
    },

    async get(actor: TActor | null, id: string): Promise<TTable> {
      return get(requireVenuePermission(actor, 'orders.view'), id);
    },

    async create(actor: TActor | null, input: TTableCreate): Promise<TTable> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      if ((await repo.countTables(db, restaurantId)) >= TABLES_MAX)
        throw keyedError('CONFLICT', 'limitReached', { params: { max: TABLES_MAX }, message: `A venue can have at most ${TABLES_MAX} tables` });
      await assertDisplayIdFree(restaurantId, input.tableDisplayId);
      const id = newId();
      await guardDuplicate(input.tableDisplayId, () =>
        repo.insertTable(db, {
          id,
          restaurantId,
          code: newSecret(CODE_BYTES),
          now: nowIso(),
          tableDisplayId: input.tableDisplayId,
          occupancy: input.occupancy ?? 4,
          isActive: input.isActive ?? true,
          posTable: input.posTable ?? null,
        }),
      );
      return get(restaurantId, id);
    },

    async update(actor: TActor | null, id: string, input: TTableUpdate): Promise<TTable> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      await get(restaurantId, id);
      await assertDisplayIdFree(restaurantId, input.tableDisplayId, id);
      await guardDuplicate(input.tableDisplayId, () => repo.updateTableRow(db, restaurantId, id, input));
      return get(restaurantId, id);
    },

    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      const table = await get(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteTable(trx, restaurantId, id);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'venue.tableDeleted',
          targetType: 'table',
          targetId: id,
          details: { name: table.tableDisplayId },
        });
      });
    },

    /** A new code: the old QR code stops working at once (a leaked link is revoked this way). */
    async regenerateCode(actor: TActor | null, id: string): Promise<TTable> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      await get(restaurantId, id);
      await repo.updateTableRow(db, restaurantId, id, { code: newSecret(CODE_BYTES) });
      return get(restaurantId, id);
    },

    async qrSheet(actor: TActor | null): Promise<string> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      const rows = await repo.listTableRows(db, restaurantId, true);
      return renderQrSheet(rows.map((row) => ({ label: row.table_display_id, link: tableLink(publicUrl, row.code) })));
    },

    /** Public: what a diner's phone needs after scanning a table's QR code. */
    async findByCode(code: string): Promise<TPublicTable> {
      const table = await repo.findActiveTableRowByCode(db, code);
      const venueRow = table ? await findRestaurantById(db, table.restaurant_id) : undefined;
      if (!table || !venueRow) throw new AppError('NOT_FOUND', 'Table not found');
      const venue = toVenueRecord(venueRow);
      return {
        table: { id: table.id, tableDisplayId: table.table_display_id },
        restaurantId: venue.id,
        restaurant: {
          id: venue.id,
          name: venue.name,
          slug: venue.slug,
          isHotel: venue.isHotel,
          defaultLanguage: venue.defaultLanguage,
          primaryColor: venue.primaryColor,
          secondaryColor: venue.secondaryColor,
          backgroundColor: venue.backgroundColor,
          logoUrl: venue.logoUrl,
          coverImageUrl: venue.coverImageUrl,
          welcomeScreen: venue.welcomeScreen,
        },
      };
    },
  };
}
