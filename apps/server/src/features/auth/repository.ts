import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';

export type TUserRow = Selectable<UsersTable>;

export async function findUserByEmail(db: TDb, email: string): Promise<TUserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: TDb, id: string): Promise<TUserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A diner's own account (kind 'customer'); the customer feature reads it through public.ts. */
export async function findCustomerById(db: TDb, userId: string): Promise<TUserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).where('kind', '=', 'customer').executeTakeFirst();
}

export async function insertUser(db: TDb, row: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updatePasswordHash(db: TDb, userId: string, passwordHash: string, now: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}

/** A unique-constraint failure on either dialect (SQLite's message, PostgreSQL's SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const pgError = error as Error & { code?: string; constraint?: string; detail?: string };
  if (pgError.code === '23505') return (pgError.constraint ?? '').includes(column) || (pgError.detail ?? '').includes(`(${column})`);
  return error.message.includes('UNIQUE constraint failed') && error.message.includes(`.${column}`);
}
