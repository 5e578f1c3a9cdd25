import { z } from 'zod';

/** SPEC section 5: letters (accented too), digits and common punctuation. */
export const TEXT_PATTERN = /^[\p{L}\p{M}\p{N}\s.,'"&()\-_/!?:;#@+%*]*$/u;

export function ZTextSchema(max: number) {
  return z.string().trim().min(1).max(max).regex(TEXT_PATTERN, 'contains characters that are not allowed');
}

export const ZEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const ZIdSchema = z.string().min(1).max(64);
export const ZColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
