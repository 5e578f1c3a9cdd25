import { z } from 'zod';
import { ZPasswordSchema } from '../auth/contracts.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { pageOf, ZPageQuerySchema } from '../lib/pagination.ts';
import { ZEmailSchema, ZTextSchema } from '../lib/text.ts';
import { BUILT_IN_ROLES, START_SCREENS } from './permissions.ts';
import { ZBuiltInRoleSchema, ZCustomRolePermissionSchema, ZPermissionSchema } from './permission-schemas.ts';

/* Contracts of the staff-team API (issue 8, docs/api/team.md). Every route is under /api/team. */

/** A role as the API names it: a built-in role ('kitchen') or a custom role ('custom:<id>'). */
export const ZRoleRefSchema = z.union([ZBuiltInRoleSchema, z.string().regex(/^custom:[A-Za-z0-9_-]{1,64}$/, 'must be a built-in role or custom:<id>')]);
export type TRoleRef = z.infer<typeof ZRoleRefSchema>;
export { BUILT_IN_ROLES };

export const MEMBER_STATUSES = ['active', 'suspended'] as const;
export const ZMemberStatusSchema = z.enum(MEMBER_STATUSES);
export type TMemberStatus = z.infer<typeof ZMemberStatusSchema>;

const ZPinSchema = z.string().regex(/^\d{4,6}$/, 'must be 4 to 6 digits');

/** GET /api/team/me: the caller's role at the venue of their token (the web app shows only what it allows). */
export const ZTeamMeSchema = z.object({
  memberId: z.string(),
  venueId: z.string(),
  role: ZRoleRefSchema,
  /** A built-in role's name is translated by the web app from `role`; a custom role's is its own name. */
  roleName: z.string(),
  permissions: z.array(ZPermissionSchema),
  startScreen: z.enum(START_SCREENS),
  hasPin: z.boolean(),
});
export type TTeamMe = z.infer<typeof ZTeamMeSchema>;

/** A team member: an e-mail login (userId, email) or a PIN-only member of a shared device (displayId, no e-mail). */
export const ZTeamMemberSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  /** PIN-only members (the former employees): the short id shown on tickets. */
  displayId: z.string().nullable(),
  role: ZRoleRefSchema,
  roleName: z.string(),
  status: ZMemberStatusSchema,
  hasPin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

/** GET /api/team/members?limit&cursor&status: oldest first. */
export const ZMemberListQuerySchema = ZPageQuerySchema.extend({ status: ZMemberStatusSchema.optional() });
export type TMemberListQuery = z.infer<typeof ZMemberListQuerySchema>;
export const ZMemberPageSchema = pageOf(ZTeamMemberSchema);
export type TMemberPage = z.infer<typeof ZMemberPageSchema>;

/** POST /api/team/members: a PIN-only member for shared devices (no e-mail login). */
export const ZPinMemberCreateSchema = z.object({ name: ZTextSchema(80), displayId: ZTextSchema(20), pin: ZPinSchema, role: ZRoleRefSchema });
export type TPinMemberCreate = z.infer<typeof ZPinMemberCreateSchema>;

/** PATCH /api/team/members/:id: role, name, display id or PIN. Making or unmaking an owner needs ownership.manage. */
export const ZMemberUpdateSchema = z
  .object({ role: ZRoleRefSchema, name: ZTextSchema(80), displayId: ZTextSchema(20), pin: ZPinSchema })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'send at least one field to change' });
export type TMemberUpdate = z.infer<typeof ZMemberUpdateSchema>;

/** PUT /api/team/me/pin: a member sets their own PIN (managers need one to approve on shared devices). */
export const ZOwnPinSchema = z.object({ pin: ZPinSchema });

/** POST /api/team/ownership/transfer: the member becomes an owner and the caller a manager. */
export const ZOwnershipTransferSchema = z.object({ memberId: z.string().min(1).max(64) });

/* ---- Invites ---- */

export const INVITE_LIFETIME_MS = 7 * 24 * 3_600_000;

/** POST /api/team/invites. `language` is the e-mail's language; the venue's default when absent. */
export const ZInviteCreateSchema = z.object({ email: ZEmailSchema, role: ZRoleRefSchema, language: z.enum(LANGUAGES).optional() });
export type TInviteCreate = z.infer<typeof ZInviteCreateSchema>;

export const ZInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: ZRoleRefSchema,
  roleName: z.string(),
  language: z.enum(LANGUAGES),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TInvite = z.infer<typeof ZInviteSchema>;
/** GET /api/team/invites: the pending (unused, unexpired) invites. */
export const ZInviteListSchema = z.object({ items: z.array(ZInviteSchema) });

/** The link's token (base64url); POST /api/team/invites/preview and /accept take it in the body, never the URL path. */
export const ZInviteTokenSchema = z.string().min(16).max(128);

/** POST /api/team/invites/preview (public): what the accept page shows. */
export const ZInvitePreviewRequestSchema = z.object({ token: ZInviteTokenSchema });
export const ZInvitePreviewSchema = z.object({
  venueName: z.string(),
  email: z.string(),
  role: ZRoleRefSchema,
  roleName: z.string(),
  language: z.enum(LANGUAGES),
  /** true: the page asks for the existing account's password (or accepts for the signed-in account); false: a new password and name. */
  accountExists: z.boolean(),
});
export type TInvitePreview = z.infer<typeof ZInvitePreviewSchema>;

/**
 * POST /api/team/invites/accept (public; a bearer token of the invited account is honoured):
 * - a new account: fullName + password (the password rules of sign-up);
 * - an existing account: its password, or nothing when signed in as it.
 * Answers a session at the invite's venue (TAuthSession, refresh cookie set) and the start screen.
 */
export const ZInviteAcceptSchema = z.object({ token: ZInviteTokenSchema, fullName: ZTextSchema(120).optional(), password: z.string().max(128).optional() });
export type TInviteAccept = z.infer<typeof ZInviteAcceptSchema>;
export { ZPasswordSchema };

/* ---- Custom roles ---- */

export const CUSTOM_ROLES_MAX = 50;
export const ZCustomRoleInputSchema = z.object({ name: ZTextSchema(60), permissions: z.array(ZCustomRolePermissionSchema).max(20) });
export type TCustomRoleInput = z.infer<typeof ZCustomRoleInputSchema>;
export const ZCustomRoleUpdateSchema = ZCustomRoleInputSchema.partial().refine((v) => Object.keys(v).length > 0, {
  message: 'send at least one field to change',
});
export type TCustomRoleUpdate = z.infer<typeof ZCustomRoleUpdateSchema>;
export const ZCustomRoleSchema = z.object({
  id: z.string(),
  /** 'custom:<id>', what members' `role` says. */
  role: ZRoleRefSchema,
  name: z.string(),
  permissions: z.array(ZPermissionSchema),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCustomRole = z.infer<typeof ZCustomRoleSchema>;
/** GET /api/team/roles: the built-in roles (with their fixed permissions) then the custom ones. */
export const ZRoleListSchema = z.object({
  builtIn: z.array(z.object({ role: ZBuiltInRoleSchema, permissions: z.array(ZPermissionSchema) })),
  custom: z.array(ZCustomRoleSchema),
});

/* ---- Manager approval (shared devices) ---- */

/**
 * POST /api/team/manager-approval: checks a manager's PIN for a permission before the dialog closes
 * (rate-limited per device, like the action itself). The action is then sent again with the PIN in
 * the X-Manager-Pin header, and recorded with who approved it.
 */
export const ZManagerApprovalRequestSchema = z.object({ pin: ZPinSchema, permission: ZPermissionSchema });
export const ZManagerApprovalSchema = z.object({ approvedBy: z.object({ memberId: z.string(), name: z.string() }) });
export type TManagerApproval = z.infer<typeof ZManagerApprovalSchema>;

/* ---- Audit log ---- */

export const AUDIT_ACTIONS = [
  'order.cancelled',
  'order.refunded',
  'order.comped',
  'menu.itemPriceChanged',
  'menu.itemDeleted',
  'menu.sectionDeleted',
  'menu.modifierGroupDeleted',
  'menu.modifierPriceChanged',
  'menu.tagDeleted',
  'menu.allergenDeleted',
  'venue.tableDeleted',
  'venue.roomDeleted',
  'venue.deliveryAreaDeleted',
  'settings.changed',
  'member.invited',
  'member.joined',
  'member.added',
  'member.roleChanged',
  'member.suspended',
  'member.reactivated',
  'member.removed',
  'ownership.transferred',
  'role.created',
  'role.updated',
  'role.deleted',
] as const;
export const ZAuditActionSchema = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditActionSchema>;

export const ZAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: ZAuditActionSchema,
  /** Who did it: a member (null for an action whose member was since removed: actorName stays). */
  actorMemberId: z.string().nullable(),
  actorName: z.string(),
  /** A manager who approved it with their PIN on a shared device. */
  approvedByMemberId: z.string().nullable(),
  approvedByName: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  deviceId: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
/** GET /api/team/audit?memberId&action&limit&cursor: newest first; memberId matches the actor or the approver. */
export const ZAuditQuerySchema = ZPageQuerySchema.extend({ memberId: z.string().max(64).optional(), action: ZAuditActionSchema.optional() });
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;
export const ZAuditPageSchema = pageOf(ZAuditEntrySchema);

/* ---- Venues of a person ---- */

export const ZMyVenueSchema = z.object({
  venueId: z.string(),
  name: z.string(),
  role: ZRoleRefSchema,
  roleName: z.string(),
  startScreen: z.enum(START_SCREENS),
  current: z.boolean(),
});
/** GET /api/team/venues: every venue the caller is an active member of. */
export const ZMyVenueListSchema = z.object({ items: z.array(ZMyVenueSchema) });
/** POST /api/team/venues/switch: answers a TAuthSession whose access token acts for that venue (same session). */
export const ZVenueSwitchSchema = z.object({ venueId: z.string().min(1).max(64) });
