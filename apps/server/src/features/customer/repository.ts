import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';

export async function findCustomerById(db: TDb, userId: string): Promise<Selectable<UsersTable> | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).where('kind', '=', 'customer').executeTakeFirst();
}
