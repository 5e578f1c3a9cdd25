import type { TDb } from '../../db/database.ts';

export type TRegistrationKey = { device: string; passType: string; serial: string };

/** Answers whether the registration is new (Apple: 201 new, 200 already registered). */
export async function upsertRegistration(db: TDb, key: TRegistrationKey, pushToken: string, now: string, id: string): Promise<boolean> {
  const existing = await db
    .selectFrom('wallet_registrations')
    .select('id')
    .where('device_library_identifier', '=', key.device)
    .where('pass_type_identifier', '=', key.passType)
    .where('serial_number', '=', key.serial)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('wallet_registrations').set({ push_token: pushToken, updated_at: now }).where('id', '=', existing.id).execute();
    return false;
  }
  const result = await db
    .insertInto('wallet_registrations')
    .values({
      id,
      device_library_identifier: key.device,
      pass_type_identifier: key.passType,
      serial_number: key.serial,
      push_token: pushToken,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['device_library_identifier', 'pass_type_identifier', 'serial_number']).doUpdateSet({ push_token: pushToken, updated_at: now }),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 1) > 0;
}

export async function deleteRegistration(db: TDb, key: TRegistrationKey): Promise<number> {
  const result = await db
    .deleteFrom('wallet_registrations')
    .where('device_library_identifier', '=', key.device)
    .where('pass_type_identifier', '=', key.passType)
    .where('serial_number', '=', key.serial)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function listDeviceSerials(db: TDb, device: string, passType: string): Promise<string[]> {
  const rows = await db
    .selectFrom('wallet_registrations')
    .select('serial_number')
    .where('device_library_identifier', '=', device)
    .where('pass_type_identifier', '=', passType)
    .execute();
  return rows.map((row) => row.serial_number);
}

export async function listPushTokens(db: TDb, passType: string, serial: string): Promise<string[]> {
  const rows = await db
    .selectFrom('wallet_registrations')
    .select('push_token')
    .where('pass_type_identifier', '=', passType)
    .where('serial_number', '=', serial)
    .execute();
  return [...new Set(rows.map((row) => row.push_token))];
}
