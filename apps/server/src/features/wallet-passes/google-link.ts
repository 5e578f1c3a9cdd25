import { importPKCS8, SignJWT } from 'jose';
import type { TWalletPassData } from '../loyalty/public.ts';
import type { TGoogleWalletConfig } from './config.ts';

/** Google's ids allow letters, digits, '.', '_' and '-' after the issuer id. */
const safeId = (value: string) => value.replace(/[^\w.-]/g, '_');
const image = (uri: string) => ({ sourceUri: { uri } });

/**
 * The "Save to Google Wallet" link: https://pay.google.com/gp/v/save/<JWT>, the JWT signed RS256
 * with the service account's key, carrying the venue's loyalty class and the customer's loyalty
 * object inline (Google creates them on save). Images point at PNG renditions of the venue's
 * loyalty images (logo as the programme logo, strip as the hero image).
 */
export async function googleSaveLink(
  config: TGoogleWalletConfig,
  publicUrl: string,
  pass: TWalletPassData,
  imageUrls: { logo: string | null; strip: string | null },
): Promise<string> {
  const classId = `${config.issuerId}.${safeId(`menudelite-${pass.restaurantId}`)}`;
  const objectId = `${config.issuerId}.${safeId(pass.passIdentifier)}`;
  const loyaltyClass = {
    id: classId,
    issuerName: pass.restaurantName,
    programName: pass.campaignName,
    reviewStatus: 'UNDER_REVIEW',
    ...(imageUrls.logo ? { programLogo: image(imageUrls.logo) } : {}),
    ...(imageUrls.strip ? { heroImage: image(imageUrls.strip) } : {}),
  };
  const loyaltyObject = {
    id: objectId,
    classId,
    state: 'ACTIVE',
    accountId: pass.passIdentifier,
    accountName: pass.customerName,
    loyaltyPoints: { label: 'Stamps', balance: { string: `${pass.stamps}/${pass.minSpendQuantity}` } },
    secondaryLoyaltyPoints: { label: 'Rewards redeemed', balance: { int: pass.gifts } },
    barcode: { type: 'QR_CODE', value: pass.passIdentifier, alternateText: pass.passIdentifier },
    textModulesData: [{ id: 'reward', header: 'Reward', body: pass.rewardDescription }],
    linksModuleData: { uris: [{ id: 'card', uri: `${publicUrl.replace(/\/$/, '')}/partners/${pass.restaurantId}/loyalty`, description: pass.restaurantName }] },
  };
  const key = await importPKCS8(config.privateKey, 'RS256');
  const jwt = await new SignJWT({ origins: config.origins, typ: 'savetowallet', payload: { loyaltyClasses: [loyaltyClass], loyaltyObjects: [loyaltyObject] } })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(key);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
