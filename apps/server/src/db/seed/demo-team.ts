import type { TDb } from '../database.ts';
import { nowIso } from '../rows.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';

/** The demo venue's team (issue 8): one login per staff role, and a manager PIN for shared devices. */
export const DEMO_TEAM = [
  { role: 'manager', label: 'Manager', email: 'manager@demo.menudelite.test', name: 'Mara Manager', pin: '2468' },
  { role: 'frontOfHouse', label: 'Front of house', email: 'server@demo.menudelite.test', name: 'Sam Server', pin: null },
  { role: 'kitchen', label: 'Kitchen', email: 'kitchen@demo.menudelite.test', name: 'Kai Kitchen', pin: null },
] as const;
export const DEMO_MANAGER_PIN = '2468';

async function ensureMember(db: TDb, restaurantId: string, userId: string, values: { name: string; role: string; pinHash: string | null; createdAt: string }) {
  const known = await db.selectFrom('team_members').select('id').where('restaurant_id', '=', restaurantId).where('user_id', '=', userId).executeTakeFirst();
  if (known) return;
  await db
    .insertInto('team_members')
    .values({
      id: newId(),
      restaurant_id: restaurantId,
      user_id: userId,
      name: values.name,
      display_id: null,
      role: values.role,
      status: 'active',
      pin_hash: values.pinHash,
      created_at: values.createdAt,
      updated_at: values.createdAt,
    })
    .execute();
}

/**
 * Once per database (each part checks for itself): the owner's membership, a manager, a front-of-house
 * and a kitchen login, the PIN employees as PIN-only members, and a few audit rows to read.
 */
export async function seedDemoTeam(db: TDb, restaurantId: string, ownerEmail: string, password: string): Promise<void> {
  const now = nowIso();
  const owner = await db.selectFrom('users').select(['id', 'full_name']).where('email', '=', ownerEmail).executeTakeFirst();
  if (owner) await ensureMember(db, restaurantId, owner.id, { name: owner.full_name, role: 'owner', pinHash: await hashPassword('1357'), createdAt: now });
  const passwordHash = await hashPassword(password);
  for (const person of DEMO_TEAM) {
    await db
      .insertInto('users')
      .values({
        id: newId(),
        email: person.email,
        password_hash: passwordHash,
        full_name: person.name,
        kind: 'venue',
        is_admin_account: false,
        restaurant_id: restaurantId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const user = await db.selectFrom('users').select('id').where('email', '=', person.email).executeTakeFirstOrThrow();
    await ensureMember(db, restaurantId, user.id, {
      name: person.name,
      role: person.role,
      pinHash: person.pin ? await hashPassword(person.pin) : null,
      createdAt: now,
    });
  }
  // The PIN employees of the ordering demo work the floor as PIN-only members (same ids, as the 0006 migration did).
  const employees = await db.selectFrom('employees').selectAll().where('restaurant_id', '=', restaurantId).execute();
  for (const employee of employees) {
    await db
      .insertInto('team_members')
      .values({
        id: employee.id,
        restaurant_id: restaurantId,
        user_id: null,
        name: employee.name,
        display_id: employee.display_id,
        role: 'frontOfHouse',
        status: 'active',
        pin_hash: employee.pin_hash,
        created_at: employee.created_at,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  await seedDemoAudit(db, restaurantId);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function seedDemoAudit(db: TDb, restaurantId: string): Promise<void> {
  if (await db.selectFrom('audit_log').select('id').where('restaurant_id', '=', restaurantId).executeTakeFirst()) return;
  const members = await db.selectFrom('team_members').select(['id', 'name', 'role']).where('restaurant_id', '=', restaurantId).execute();
  const owner = members.find((m) => m.role === 'owner');
  const manager = members.find((m) => m.role === 'manager');
  const server = members.find((m) => m.role === 'frontOfHouse');
  if (!owner || !manager || !server) return;
  const rows = [
    {
      at: minutesAgo(180),
      action: 'member.invited',
      actor: owner,
      approvedBy: null,
      targetType: 'invite',
      details: { email: 'kitchen@demo.menudelite.test', role: 'kitchen' },
    },
    { at: minutesAgo(120), action: 'settings.changed', actor: owner, approvedBy: null, targetType: 'restaurant', details: { fields: ['orderFee'] } },
    {
      at: minutesAgo(60),
      action: 'menu.itemPriceChanged',
      actor: manager,
      approvedBy: null,
      targetType: 'menuItem',
      details: { name: 'Ftira', from: 850, to: 900 },
    },
    { at: minutesAgo(30), action: 'order.cancelled', actor: server, approvedBy: manager, targetType: 'order', details: { number: 1, paymentStatus: 'paid' } },
  ];
  for (const row of rows) {
    await db
      .insertInto('audit_log')
      .values({
        id: newId(),
        restaurant_id: restaurantId,
        at: row.at,
        action: row.action,
        actor_member_id: row.actor.id,
        actor_name: row.actor.name,
        approved_by_member_id: row.approvedBy?.id ?? null,
        approved_by_name: row.approvedBy?.name ?? null,
        target_type: row.targetType,
        target_id: null,
        details: JSON.stringify(row.details),
        device_id: 'demo-till',
        user_agent: 'MenuDelite demo seed',
      })
      .execute();
  }
}
