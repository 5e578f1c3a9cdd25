import { sql, type Kysely } from 'kysely';

/**
 * Staff team (issue 8, docs/api/team.md): memberships of people in venues with a role, custom
 * roles, e-mail invites and the audit log. The owner of every existing venue becomes its owner
 * member, and the PIN employees become PIN-only members (front of house) with the same id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('team_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    // Null for a PIN-only member of a shared device (no e-mail login). No foreign key, like sessions.user_id:
    // the auth feature owns users, and a member row is matched by id, never joined across features.
    .addColumn('user_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_id', 'text')
    // A built-in role ('kitchen') or 'custom:<custom_roles.id>'.
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // scrypt like passwords; null until the member sets one.
    .addColumn('pin_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Both dialects treat NULLs as distinct: many PIN-only members, at most one membership per person and venue.
  await db.schema.createIndex('team_members_user_uq').on('team_members').columns(['restaurant_id', 'user_id']).unique().execute();
  await db.schema.createIndex('team_members_display_uq').on('team_members').columns(['restaurant_id', 'display_id']).unique().execute();
  await db.schema.createIndex('team_members_user_idx').on('team_members').column('user_id').execute();

  await db.schema
    .createTable('custom_roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // JSON array of permission names.
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custom_roles_restaurant_idx').on('custom_roles').column('restaurant_id').execute();

  await db.schema
    .createTable('team_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // sha256 of the link's secret: the link itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('team_invites_restaurant_idx').on('team_invites').columns(['restaurant_id', 'email']).execute();

  // Never updated or deleted (no endpoint, no purge). No foreign keys to members: a removed member's rows stay, with their name.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_member_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('approved_by_member_id', 'text')
    .addColumn('approved_by_name', 'text')
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('audit_log_restaurant_at_idx').on('audit_log').columns(['restaurant_id', 'at', 'id']).execute();

  const now = new Date().toISOString();
  await sql`
    insert into team_members (id, restaurant_id, user_id, name, display_id, role, status, pin_hash, created_at, updated_at)
    select 'm_' || u.id, u.restaurant_id, u.id, u.full_name, null, 'owner', 'active', null, u.created_at, ${now}
    from users u join restaurants r on r.id = u.restaurant_id
    where u.kind = 'venue'
  `.execute(db);
  await sql`
    insert into team_members (id, restaurant_id, user_id, name, display_id, role, status, pin_hash, created_at, updated_at)
    select e.id, e.restaurant_id, null, e.name, e.display_id, 'frontOfHouse', 'active', e.pin_hash, e.created_at, ${now}
    from employees e
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'team_invites', 'custom_roles', 'team_members']) await db.schema.dropTable(table).execute();
}
