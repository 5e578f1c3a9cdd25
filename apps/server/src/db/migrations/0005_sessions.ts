import { sql, type Kysely } from 'kysely';

/**
 * Sessions (issue 7 section 3): one row per sign-in, the refresh-token family's identity. Access
 * tokens carry its id, and a session that has ended (sign-out, password reset, reuse detection, a
 * staff member removed from a venue) makes every access token and socket of it stop working.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Matched by endSessionsOf, never joined: no foreign key, so ending sessions never depends on the user row.
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('restaurant_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  // Every refresh-token family of the landed app becomes a session, so tokens issued before the upgrade keep working.
  await sql`
    insert into sessions (id, user_id, restaurant_id, created_at, ended_at, end_reason)
    select rt.family_id, min(rt.user_id), min(u.restaurant_id), min(rt.created_at),
      case when sum(case when rt.revoked_at is null then 1 else 0 end) = 0 then max(rt.revoked_at) else null end,
      case when sum(case when rt.revoked_at is null then 1 else 0 end) = 0 then 'migrated' else null end
    from refresh_tokens rt join users u on u.id = rt.user_id
    group by rt.family_id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
