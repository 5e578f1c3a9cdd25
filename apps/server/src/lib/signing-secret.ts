import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The JWT signing secret: from JWT_SECRET, else generated once into DATA_DIR (mode 0600).
 * Several server processes must share JWT_SECRET; the file is for the one-machine default.
 */
export function loadSigningSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
