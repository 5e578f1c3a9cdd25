import { randomBytes } from 'node:crypto';

/** 32 characters without look-alikes (no I, O, 0, 1): 5 bits each, so a byte's low 5 bits pick one without bias. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A pass's public identifier: 20 characters (100 random bits), printed in the QR code and typed by staff. */
export function newPassIdentifier(): string {
  return [...randomBytes(20)].map((byte) => ALPHABET[byte & 31]).join('');
}
