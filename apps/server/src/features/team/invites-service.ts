import { createHash } from 'node:crypto';
import { ZPasswordSchema } from '@menudelite/shared/auth/contracts';
import { languageOr, renderTeamInviteEmail } from '../notifications/public.ts';
import { INVITE_LIFETIME_MS, type TInvite, type TInviteAccept, type TInviteCreate, type TInvitePreview } from '@menudelite/shared/team/contracts';
import { ROLE_START_SCREEN, isBuiltInRole, startScreenFor, type TStartScreen } from '@menudelite/shared/team/permissions';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { nowIso } from '../../db/rows.ts';
import type { TActor, TActorOrigin } from '../../lib/access-tokens.ts';
import { AppError, invalidField, keyedError, notFound } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { requireMember, requireVenuePermission } from '../../lib/venue-actor.ts';
import { createStaffAccount, findUserByEmail, findUserById, type TIssuedSession, type TSessions, type TUserRow } from '../auth/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { recordAudit } from './audit.ts';
import * as repo from './invites-repository.ts';
import { findMemberOfUser, insertMember } from './member-repository.ts';
import { assignableRole, type TTeamContext } from './members-service.ts';
import { resolveRole } from './roles.ts';

/** Accept and preview are anonymous: guesses at tokens and passwords are limited per client address. */
const ACCEPT_ATTEMPTS = { name: 'invite-accept', limit: 20, windowMs: 60_000 };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const alreadyInTeam = () => keyedError('CONFLICT', 'alreadyInTeam', { path: 'body.email', message: 'This person is already in the team' });
const gone = (key: 'inviteExpired' | 'inviteUsed' | 'inviteRevoked') => keyedError('INVITE_INVALID', key);

export type TAcceptResult = TIssuedSession & { startScreen: TStartScreen };

function toInvite(row: repo.TInviteRow, roleName: string): TInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    roleName,
    language: row.language as TLanguage,
    invitedBy: row.invited_by,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}

/** Invites by e-mail (docs/api/team.md): a single-use link, stored hashed, valid for 7 days. */
export function createInvitesService(ctx: TTeamContext, sessions: Pick<TSessions, 'start'>) {
  const { db, mailer, rateLimiter, config } = ctx.deps;

  /** The invite a link names, if it can still be used; 404 for a token we never issued, 410 for a spent one. */
  async function usableInvite(token: string): Promise<repo.TInviteRow> {
    const row = await repo.findInviteByHash(db, hashOf(token));
    if (!row) throw keyedError('NOT_FOUND', 'inviteInvalid');
    if (row.revoked_at) throw gone('inviteRevoked');
    if (row.used_at) throw gone('inviteUsed');
    if (row.expires_at <= nowIso()) throw gone('inviteExpired');
    return row;
  }

  async function isMember(restaurantId: string, email: string): Promise<boolean> {
    const user = await findUserByEmail(db, email);
    return user !== undefined && (await findMemberOfUser(db, restaurantId, user.id)) !== undefined;
  }

  /** The account that accepts: the signed-in one, an existing one with its password, or a new one (created in the accept's transaction). */
  async function acceptingAccount(invite: repo.TInviteRow, input: TInviteAccept, signedIn: TActor | null): Promise<TUserRow | null> {
    const existing = await findUserByEmail(db, invite.email);
    if (signedIn) {
      if (!existing || signedIn.userId !== existing.id) throw keyedError('FORBIDDEN', 'inviteOtherAccount');
      return existing;
    }
    if (existing) {
      if (input.password === undefined) throw invalidField('body.password', 'required');
      if (!(await verifyPassword(input.password, existing.password_hash))) throw new AppError('INVALID_CREDENTIALS', 'E-mail or password is incorrect.');
      return existing;
    }
    if (!input.fullName) throw invalidField('body.fullName', 'required');
    if (input.password === undefined) throw invalidField('body.password', 'required');
    if (!ZPasswordSchema.safeParse(input.password).success) throw invalidField('body.password', 'passwordWeak', { min: 8 });
    return null;
  }

  return {
    async create(actor: TActor | null, input: TInviteCreate): Promise<TInvite> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const member = requireMember(actor);
      const role = await assignableRole(db, actor!, restaurantId, input.role);
      if (await isMember(restaurantId, input.email)) throw alreadyInTeam();
      const venue = await findRestaurantById(db, restaurantId);
      if (!venue) throw notFound('Restaurant');
      const language = input.language ?? languageOr(venue.default_language, undefined);
      const token = newSecret();
      const now = Date.now();
      const row: repo.TInviteRow = {
        id: newId(),
        restaurant_id: restaurantId,
        email: input.email,
        role: role.role,
        language,
        token_hash: hashOf(token),
        invited_by: member.id,
        expires_at: new Date(now + INVITE_LIFETIME_MS).toISOString(),
        used_at: null,
        revoked_at: null,
        created_at: new Date(now).toISOString(),
      };
      // The fragment keeps the secret out of server logs and Referer headers; the page posts it.
      const link = `${config.publicUrl}/team/invite#${token}`;
      const mail = await renderTeamInviteEmail(language, { venue: venue.name, inviter: member.name, role: role.role, roleName: role.name, link });
      await db.transaction().execute(async (trx) => {
        await repo.revokePendingInvitesFor(trx, restaurantId, input.email, row.created_at);
        await repo.insertInvite(trx, row);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'member.invited',
          targetType: 'invite',
          targetId: row.id,
          details: { email: row.email, role: row.role },
        });
        await mailer.send({ to: input.email, restaurantId, ...mail }, trx);
      });
      return toInvite(row, role.name);
    },

    async list(actor: TActor | null): Promise<TInvite[]> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const rows = await repo.listPendingInvites(db, restaurantId, nowIso());
      return Promise.all(rows.map(async (row) => toInvite(row, (await resolveRole(db, restaurantId, row.role))?.name ?? row.role)));
    },

    async revoke(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      if (!(await repo.findInvite(db, restaurantId, id))) throw notFound('Invite');
      await repo.revokeInvite(db, restaurantId, id, nowIso());
    },

    async preview(token: string, ip: string): Promise<TInvitePreview> {
      await rateLimiter.consume(ACCEPT_ATTEMPTS, [ip]);
      const invite = await usableInvite(token);
      const venue = await findRestaurantById(db, invite.restaurant_id);
      const role = await resolveRole(db, invite.restaurant_id, invite.role);
      if (!venue || !role) throw gone('inviteRevoked');
      return {
        venueName: venue.name,
        email: invite.email,
        role: invite.role,
        roleName: role.name,
        language: invite.language as TLanguage,
        accountExists: (await findUserByEmail(db, invite.email)) !== undefined,
      };
    },

    /** Joins the venue (creating the account if new) and answers a session acting for it. */
    async accept(input: TInviteAccept, signedIn: TActor | null, origin: TActorOrigin): Promise<TAcceptResult> {
      await rateLimiter.consume(ACCEPT_ATTEMPTS, [origin.ip]);
      const invite = await usableInvite(input.token);
      const restaurantId = invite.restaurant_id;
      const role = await resolveRole(db, restaurantId, invite.role);
      // A custom role deleted since the invite went out: the invite went with it.
      if (!role) throw gone('inviteRevoked');
      const existing = await acceptingAccount(invite, input, signedIn);
      if (existing?.kind === 'customer') throw keyedError('FORBIDDEN', 'staffOnly', { message: 'A diner account cannot join a venue team' });
      if (existing && (await findMemberOfUser(db, restaurantId, existing.id))) throw alreadyInTeam();
      const issued = await db.transaction().execute(async (trx) => {
        if (!(await repo.useInvite(trx, invite.id, nowIso()))) throw gone('inviteUsed');
        const user = existing ?? (await createStaffAccount(trx, { email: invite.email, fullName: input.fullName!, password: input.password!, restaurantId }));
        const now = nowIso();
        const memberId = newId();
        await insertMember(trx, {
          id: memberId,
          restaurant_id: restaurantId,
          user_id: user.id,
          name: user.full_name,
          display_id: null,
          role: role.role,
          status: 'active',
          pin_hash: null,
          created_at: now,
          updated_at: now,
        });
        const joined = { member: { id: memberId, name: user.full_name, role: role.role, permissions: role.permissions }, origin };
        await recordAudit(trx, joined, restaurantId, {
          action: 'member.joined',
          targetType: 'member',
          targetId: memberId,
          details: { email: invite.email, role: role.role },
        });
        return sessions.start(trx, (await findUserById(trx, user.id)) ?? user, restaurantId);
      });
      ctx.deps.members.forget(restaurantId);
      return { ...issued, startScreen: isBuiltInRole(role.role) ? ROLE_START_SCREEN[role.role] : startScreenFor(role.permissions) };
    },
  };
}
