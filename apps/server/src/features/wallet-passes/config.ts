import { readFileSync } from 'node:fs';

/**
 * Wallet configuration (README "Wallet passes"). Read from the environment by this feature alone:
 * without it the wallet buttons are hidden and every wallet endpoint answers a 404 saying so.
 * PEM values may be given inline (starting with -----BEGIN) or as a path to a file.
 *
 * Apple: APPLE_PASS_TYPE_IDENTIFIER, APPLE_TEAM_IDENTIFIER, APPLE_PASS_CERT (the Pass Type ID
 * certificate), APPLE_PASS_KEY (its private key), APPLE_PASS_KEY_PASSPHRASE (optional),
 * APPLE_WWDR_CERT (Apple's WWDR intermediate, G4), APPLE_APNS_URL (default https://api.push.apple.com),
 * APPLE_APNS_CA (optional extra CA for APNs: a private relay, or the tests' local server).
 * Google: GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT (the service account's JSON key,
 * inline or a path), GOOGLE_WALLET_ORIGINS (optional, comma separated; default PUBLIC_URL).
 */
export type TAppleWalletConfig = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase: string | undefined;
  wwdr: string;
  apnsUrl: string;
  /** Extra CA to trust for APNs (a private relay, or the tests' local server); unset = the system's. */
  apnsCa: string | undefined;
};
export type TGoogleWalletConfig = { issuerId: string; clientEmail: string; privateKey: string; origins: string[] };
export type TWalletConfig = { apple: TAppleWalletConfig | null; google: TGoogleWalletConfig | null; publicUrl: string };

function pemOrFile(value: string): string {
  return value.trimStart().startsWith('-----BEGIN') ? value.replace(/\\n/g, '\n') : readFileSync(value, 'utf8');
}

function jsonOrFile(value: string): unknown {
  return JSON.parse(value.trimStart().startsWith('{') ? value : readFileSync(value, 'utf8'));
}

function missing(names: string[], env: NodeJS.ProcessEnv): string[] {
  return names.filter((name) => !env[name]);
}

/** Fails loudly when a wallet is configured half-way (some of its variables set, others missing). */
export function loadWalletConfig(env: NodeJS.ProcessEnv, publicUrl: string): TWalletConfig {
  const appleNames = ['APPLE_PASS_TYPE_IDENTIFIER', 'APPLE_TEAM_IDENTIFIER', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT'];
  const googleNames = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'];
  const appleMissing = missing(appleNames, env);
  const googleMissing = missing(googleNames, env);
  if (appleMissing.length > 0 && appleMissing.length < appleNames.length)
    throw new Error(`Invalid configuration:\n  Apple Wallet needs ${appleMissing.join(', ')}`);
  if (googleMissing.length > 0 && googleMissing.length < googleNames.length)
    throw new Error(`Invalid configuration:\n  Google Wallet needs ${googleMissing.join(', ')}`);

  const apple: TAppleWalletConfig | null =
    appleMissing.length === 0
      ? {
          passTypeIdentifier: env.APPLE_PASS_TYPE_IDENTIFIER!,
          teamIdentifier: env.APPLE_TEAM_IDENTIFIER!,
          signerCert: pemOrFile(env.APPLE_PASS_CERT!),
          signerKey: pemOrFile(env.APPLE_PASS_KEY!),
          signerKeyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE || undefined,
          wwdr: pemOrFile(env.APPLE_WWDR_CERT!),
          apnsUrl: env.APPLE_APNS_URL || 'https://api.push.apple.com',
          apnsCa: env.APPLE_APNS_CA ? pemOrFile(env.APPLE_APNS_CA) : undefined,
        }
      : null;

  let google: TGoogleWalletConfig | null = null;
  if (googleMissing.length === 0) {
    const account = jsonOrFile(env.GOOGLE_WALLET_SERVICE_ACCOUNT!) as { client_email?: unknown; private_key?: unknown };
    if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string') {
      throw new Error('Invalid configuration:\n  GOOGLE_WALLET_SERVICE_ACCOUNT must be a service account key (client_email, private_key)');
    }
    const origins = (env.GOOGLE_WALLET_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    google = {
      issuerId: env.GOOGLE_WALLET_ISSUER_ID!,
      clientEmail: account.client_email,
      privateKey: account.private_key,
      origins: origins.length > 0 ? origins : [publicUrl],
    };
  }
  return { apple, google, publicUrl };
}
