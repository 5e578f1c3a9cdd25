import { z } from 'zod';
import { keyed } from '../errors.ts';
import { ZEmailSchema, ZTextSchema } from '../lib/text.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isStrongPassword } from './password.ts';

export const ZPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .refine(isStrongPassword, { ...keyed('passwordWeak'), params: { key: 'passwordWeak', min: PASSWORD_MIN_LENGTH } });

export const ZAccountTypeSchema = z.enum(['venue', 'customer']);
export type TAccountType = z.infer<typeof ZAccountTypeSchema>;

export const ZSignUpRequestSchema = z.object({
  accountType: ZAccountTypeSchema,
  email: ZEmailSchema,
  password: ZPasswordSchema,
  fullName: ZTextSchema(120),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequestSchema>;

export const ZSignInRequestSchema = z.object({
  email: ZEmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type TSignInRequest = z.infer<typeof ZSignInRequestSchema>;

export const ZSessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  kind: ZAccountTypeSchema,
  isAdminAccount: z.boolean(),
  restaurantId: z.string().nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

/** What sign-up, sign-in and refresh answer. The refresh token travels only in the HttpOnly cookie. */
export const ZAuthSessionSchema = z.object({
  accessToken: z.string(),
  /** Millisecond timestamp, as SPEC section 3 keeps it. */
  accessTokenExpiry: z.number().int(),
  user: ZSessionUserSchema,
});
export type TAuthSession = z.infer<typeof ZAuthSessionSchema>;

export const ZEmailExistsRequestSchema = z.object({ email: ZEmailSchema });
export const ZEmailExistsResponseSchema = z.object({ exists: z.boolean() });

export const ZPasswordResetRequestSchema = z.object({ email: ZEmailSchema });
export const ZPasswordResetTokenParamsSchema = z.object({ token: z.string().min(16).max(128) });
export const ZPasswordResetCompleteSchema = z.object({ password: ZPasswordSchema });
export const ZResetLinkStatusSchema = z.object({ valid: z.literal(true), email: z.string() });

/** POST /api/auth/password-reset answers 202 with an empty object whether or not the e-mail exists. */
export const ZPasswordResetAcceptedSchema = z.object({});
