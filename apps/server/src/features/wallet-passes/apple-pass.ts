import { PKPass } from 'passkit-generator';
import { LOYALTY_IMAGE_SLOTS } from '@menudelite/shared/growth/loyalty';
import type { TWalletPassRecord } from '../loyalty/public.ts';
import type { TAppleWalletConfig } from './config.ts';
import { APPLE_IMAGE_SIZES, plainIcon, readLoyaltyImage, toPng } from './images.ts';

/** Where Wallet calls back for updates: the web service in apple-web-service-routes.ts. */
export function appleWebServiceUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/wallet/apple`;
}

const hex = (color: string) => {
  const n = Number.parseInt(color.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/**
 * The pass as a signed .pkpass (a store card): stamps x/minSpendQuantity as the primary field,
 * rewards redeemed, the reward, and a QR code of the pass identifier for staff to scan. The
 * venue's five loyalty images become Apple's icon, logo, strip, thumbnail and background (1x and 2x).
 */
export async function buildApplePass(config: TAppleWalletConfig, publicUrl: string, dataDir: string, pass: TWalletPassRecord): Promise<Buffer> {
  const files: Record<string, Buffer> = {};
  for (const slot of LOYALTY_IMAGE_SLOTS) {
    const id = pass.images[slot];
    const source = id ? await readLoyaltyImage(dataDir, pass.restaurantId, id) : null;
    if (!source) continue;
    const { width, height, fit } = APPLE_IMAGE_SIZES[slot];
    files[`${slot}.png`] = await toPng(source, width, height, fit);
    files[`${slot}@2x.png`] = await toPng(source, width * 2, height * 2, fit);
  }
  // Wallet refuses a pass without an icon.
  if (!files['icon.png']) {
    files['icon.png'] = await plainIcon(pass.colors.primary, 29);
    files['icon@2x.png'] = await plainIcon(pass.colors.primary, 58);
  }

  const pkpass = new PKPass(
    files,
    {
      wwdr: config.wwdr,
      signerCert: config.signerCert,
      signerKey: config.signerKey,
      ...(config.signerKeyPassphrase ? { signerKeyPassphrase: config.signerKeyPassphrase } : {}),
    },
    {
      passTypeIdentifier: config.passTypeIdentifier,
      teamIdentifier: config.teamIdentifier,
      serialNumber: pass.passIdentifier,
      organizationName: pass.restaurantName,
      description: `${pass.restaurantName}: ${pass.campaignName}`,
      logoText: pass.restaurantName,
      authenticationToken: pass.authToken,
      webServiceURL: appleWebServiceUrl(publicUrl),
      backgroundColor: hex(pass.colors.primary),
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(255, 255, 255)',
    },
  );
  pkpass.type = 'storeCard';
  pkpass.primaryFields.push({ key: 'stamps', label: pass.campaignName, value: `${pass.stamps}/${pass.minSpendQuantity}`, changeMessage: 'Stamps: %@' });
  pkpass.secondaryFields.push({ key: 'reward', label: 'Reward', value: pass.rewardDescription });
  pkpass.auxiliaryFields.push({ key: 'gifts', label: 'Rewards redeemed', value: pass.gifts });
  pkpass.backFields.push({ key: 'member', label: 'Member', value: pass.customerName }, { key: 'pass', label: 'Pass', value: pass.passIdentifier });
  pkpass.setBarcodes({ message: pass.passIdentifier, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1', altText: pass.passIdentifier });
  return pkpass.getAsBuffer();
}
