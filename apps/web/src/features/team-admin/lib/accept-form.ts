import { z } from 'zod';
import { ZInviteAcceptSchema, ZPasswordSchema } from '@menudelite/shared/team/contracts';
import { ZTextSchema } from '@menudelite/shared/lib/text';
import type { TInviteAccept } from '@menudelite/shared/team/contracts';

export type TAcceptForm = { fullName: string; password: string };
/** How the invitee accepts: a new account (name + a strong password), an existing one (its password), or already signed in as it (nothing). */
export type TAcceptMode = 'newAccount' | 'existingAccount' | 'signedIn';

/** The accept request's own schema, with what each way of accepting needs (the server checks the same). */
export function acceptSchema(mode: TAcceptMode) {
  if (mode === 'newAccount') return ZInviteAcceptSchema.extend({ fullName: ZTextSchema(120), password: ZPasswordSchema });
  if (mode === 'existingAccount') return ZInviteAcceptSchema.extend({ password: z.string().min(1).max(128) });
  return ZInviteAcceptSchema;
}

export function acceptBody(mode: TAcceptMode, token: string, form: TAcceptForm): TInviteAccept {
  if (mode === 'newAccount') return { token, fullName: form.fullName.trim(), password: form.password };
  if (mode === 'existingAccount') return { token, password: form.password };
  return { token };
}

export function acceptModeOf(preview: { accountExists: boolean; email: string }, signedInEmail: string | null): TAcceptMode {
  if (!preview.accountExists) return 'newAccount';
  return signedInEmail && signedInEmail.toLowerCase() === preview.email.toLowerCase() ? 'signedIn' : 'existingAccount';
}
