import type { DbBool } from './common.ts';

// Tables owned by the auth feature (db/table-owners.ts).

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  kind: 'venue' | 'customer';
  is_admin_account: DbBool;
  restaurant_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

/** One sign-in (migration 0005_sessions); its id is the refresh-token family id and the access token's `s` claim. */
export interface SessionsTable {
  id: string;
  user_id: string;
  /** The venue the session acts for (staff), so removing someone from a venue ends only those sessions. */
  restaurant_id: string | null;
  created_at: string;
  ended_at: string | null;
  end_reason: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AuthSchema {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
}
