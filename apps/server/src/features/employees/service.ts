import { EMPLOYEES_MAX, type TEmployee, type TEmployeeCreate, type TEmployeeUpdate } from '@menudelite/shared/orders/employees';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { forgetEmployee, mirrorEmployee, recordAudit } from '../team/public.ts';
import * as repo from './repository.ts';

const toEmployee = (row: repo.TEmployeeRow): TEmployee => ({
  id: row.id,
  name: row.name,
  displayId: row.display_id,
  hasPin: row.pin_hash.length > 0,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A 4-digit PIN has 10,000 values: guesses are limited per employee. */
const PIN_GUESSES = { name: 'employee-pin', limit: 5, windowMs: 60_000 };

/** Two staff adding the same display id at once: the unique index decides, the loser gets the same 409. */
async function guard(displayId: string | undefined, write: () => Promise<void>) {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw keyedError('CONFLICT', 'alreadyExists', { path: 'body.displayId', message: `Employee ${displayId ?? ''} already exists` });
    throw error;
  }
}

/** Employees (SPEC section 3): name, displayId and a PIN, hashed with scrypt like passwords and never answered. */
export function createEmployeesService(db: TDb, rateLimiter: TRateLimiter) {
  async function getRow(restaurantId: string, id: string): Promise<repo.TEmployeeRow> {
    const row = await repo.findEmployeeRow(db, restaurantId, id);
    if (!row) throw notFound('Employee');
    return row;
  }
  async function assertFree(restaurantId: string, displayId: string | undefined, exceptId?: string) {
    if (displayId !== undefined && (await repo.displayIdTaken(db, restaurantId, displayId, exceptId))) {
      throw keyedError('CONFLICT', 'alreadyExists', { path: 'body.displayId', message: `Employee ${displayId} already exists` });
    }
  }
  return {
    async list(actor: TActor | null): Promise<TEmployee[]> {
      return (await repo.listEmployeeRows(db, requireVenuePermission(actor, 'orders.take'))).map(toEmployee);
    },
    async get(actor: TActor | null, id: string): Promise<TEmployee> {
      return toEmployee(await getRow(requireVenuePermission(actor, 'users.manage'), id));
    },
    async create(actor: TActor | null, input: TEmployeeCreate): Promise<TEmployee> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      if ((await repo.countEmployees(db, restaurantId)) >= EMPLOYEES_MAX)
        throw keyedError('CONFLICT', 'limitReached', { params: { max: EMPLOYEES_MAX }, message: `A venue can have at most ${EMPLOYEES_MAX} employees` });
      await assertFree(restaurantId, input.displayId);
      const id = newId();
      const now = nowIso();
      const pinHash = await hashPassword(input.pin);
      await guard(input.displayId, () =>
        db.transaction().execute(async (trx) => {
          await repo.insertEmployee(trx, {
            id,
            restaurant_id: restaurantId,
            name: input.name,
            display_id: input.displayId,
            pin_hash: pinHash,
            created_at: now,
            updated_at: now,
          });
          await mirrorEmployee(trx, { id, restaurantId, name: input.name, displayId: input.displayId, pinHash });
        }),
      );
      return toEmployee(await getRow(restaurantId, id));
    },
    async update(actor: TActor | null, id: string, input: TEmployeeUpdate): Promise<TEmployee> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      await getRow(restaurantId, id);
      await assertFree(restaurantId, input.displayId, id);
      const set = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.displayId !== undefined ? { display_id: input.displayId } : {}),
        ...(input.pin !== undefined ? { pin_hash: await hashPassword(input.pin) } : {}),
        updated_at: nowIso(),
      };
      await guard(input.displayId, () =>
        db.transaction().execute(async (trx) => {
          await repo.updateEmployee(trx, restaurantId, id, set);
          const row = (await repo.findEmployeeRow(trx, restaurantId, id))!;
          await mirrorEmployee(trx, { id, restaurantId, name: row.name, displayId: row.display_id, pinHash: row.pin_hash });
        }),
      );
      return toEmployee(await getRow(restaurantId, id));
    },
    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const employee = await getRow(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteEmployee(trx, restaurantId, id);
        await forgetEmployee(trx, restaurantId, id);
        // The same record as removing the PIN-only member through the team API.
        await recordAudit(trx, actor!, restaurantId, { action: 'member.removed', targetType: 'member', targetId: id, details: { name: employee.name } });
      });
    },
    /** For a till-style "who is this?" switch on a shared device. */
    async verifyPin(actor: TActor | null, id: string, pin: string): Promise<boolean> {
      const row = await getRow(requireVenuePermission(actor, 'orders.view'), id);
      await rateLimiter.consume(PIN_GUESSES, [id]);
      return verifyPassword(pin, row.pin_hash);
    },
  };
}
