import { createGiftCardSecrets, loadGiftCardPepper, type TGiftCardSecrets } from './code.ts';

const byDataDir = new Map<string, TGiftCardSecrets>();

/** The process's gift card secrets for its data directory (one pepper file per DATA_DIR, or GIFT_CARD_PEPPER). */
export function giftCardSecretsFor(dataDir: string): TGiftCardSecrets {
  let secrets = byDataDir.get(dataDir);
  if (!secrets) {
    secrets = createGiftCardSecrets(loadGiftCardPepper(dataDir));
    byDataDir.set(dataDir, secrets);
  }
  return secrets;
}
