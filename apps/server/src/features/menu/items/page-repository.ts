import { sql } from 'kysely';
import type { TMenuItemListQuery, TMenuItemPage } from '@menudelite/shared/menu/items';
import type { TDb } from '../../../db/database.ts';
import { invalidField } from '../../../lib/app-error.ts';
import { toItems } from './repository.ts';

/** Keyset cursor: the (section position, item position, id) of the page's last item, opaque to clients. */
type TCursor = [sectionPosition: number, position: number, id: string];

function encodeCursor(cursor: TCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): TCursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 3 && Number.isInteger(value[0]) && Number.isInteger(value[1]) && typeof value[2] === 'string') {
      return value as TCursor;
    }
  } catch {
    // falls through to the 400 below
  }
  throw invalidField('querystring.cursor', 'invalidCursor');
}

/** `like` with the user's text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of the venue's items in menu order (section position, then item position). */
export async function listItemPage(db: TDb, restaurantId: string, query: TMenuItemListQuery): Promise<TMenuItemPage> {
  let select = db
    .selectFrom('menu_items as i')
    .innerJoin('menu_sections as s', 's.id', 'i.section_id')
    .selectAll('i')
    .select('s.position as section_position')
    .where('i.restaurant_id', '=', restaurantId);
  if (query.sectionId) select = select.where('i.section_id', '=', query.sectionId);
  if (query.q) {
    const pattern = containsPattern(query.q);
    // SQLite needs the escape character named; PostgreSQL's default is the same backslash.
    select = select.where(sql<boolean>`lower(i.name) like ${pattern} escape '\\'`);
  }
  if (query.cursor) {
    const [sectionPosition, position, id] = decodeCursor(query.cursor);
    select = select.where((eb) => eb(eb.refTuple('s.position', 'i.position', 'i.id'), '>', eb.tuple(sectionPosition, position, id)));
  }
  const rows = await select
    .orderBy('s.position')
    .orderBy('i.position')
    .orderBy('i.id')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor([last.section_position, last.position, last.id]) : null;
  return { items: await toItems(db, restaurantId, page), nextCursor };
}
