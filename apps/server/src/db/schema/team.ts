// Tables owned by the team feature (db/table-owners.ts).

export interface TeamMembersTable {
  id: string;
  restaurant_id: string;
  /** Null for a PIN-only member of a shared device. */
  user_id: string | null;
  name: string;
  display_id: string | null;
  /** A built-in role or 'custom:<custom_roles.id>'. */
  role: string;
  status: 'active' | 'suspended';
  pin_hash: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomRolesTable {
  id: string;
  restaurant_id: string;
  name: string;
  /** JSON array of permission names. */
  permissions: string;
  created_at: string;
  updated_at: string;
}

export interface TeamInvitesTable {
  id: string;
  restaurant_id: string;
  email: string;
  role: string;
  language: string;
  token_hash: string;
  invited_by: string | null;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** Append-only: never updated or deleted. */
export interface AuditLogTable {
  id: string;
  restaurant_id: string;
  at: string;
  action: string;
  actor_member_id: string | null;
  actor_name: string;
  approved_by_member_id: string | null;
  approved_by_name: string | null;
  target_type: string;
  target_id: string | null;
  /** JSON object. */
  details: string;
  device_id: string | null;
  user_agent: string | null;
}

export interface TeamSchema {
  team_members: TeamMembersTable;
  custom_roles: CustomRolesTable;
  team_invites: TeamInvitesTable;
  audit_log: AuditLogTable;
}
