import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@menudelite/shared/growth/gift-cards-code';

/**
 * The server's secret for gift card codes: GIFT_CARD_PEPPER, else generated once into DATA_DIR
 * (mode 0600), as the JWT secret is. Several server processes must share GIFT_CARD_PEPPER. Losing it
 * makes every issued code unreadable, so it is never rotated silently.
 */
export function loadGiftCardPepper(dataDir: string, fromEnv = process.env.GIFT_CARD_PEPPER): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'gift-card-pepper');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: read theirs.
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}

export type TGiftCardSecrets = {
  /** HMAC-SHA-256 of a normalised code: what the database stores and looks up. */
  hash: (code: string) => string;
  /** Seals a code for the delivery job's payload (AES-256-GCM), so the jobs table never holds it readable. */
  seal: (code: string) => string;
  open: (sealed: string) => string;
};

export function createGiftCardSecrets(pepper: Buffer): TGiftCardSecrets {
  const hashKey = Buffer.from(hkdfSync('sha256', pepper, Buffer.alloc(0), 'gift-card-code-hash', 32));
  const sealKey = Buffer.from(hkdfSync('sha256', pepper, Buffer.alloc(0), 'gift-card-code-seal', 32));
  return {
    hash: (code) => createHmac('sha256', hashKey).update(code).digest('hex'),
    seal(code) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** 16 characters from the alphabet, each from the CSPRNG (randomInt is unbiased): about 73 bits. */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return code;
}
