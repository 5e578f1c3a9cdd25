/** What the loyalty feature needs from the wallet feature (passed in from features/index.ts, so neither imports the other's internals). */
export type TWalletPassData = {
  passIdentifier: string;
  authToken: string;
  restaurantId: string;
  restaurantName: string;
  campaignName: string;
  rewardDescription: string;
  minSpendQuantity: number;
  stamps: number;
  gifts: number;
  customerName: string;
};

export type TWalletLinks = {
  /** Which wallets this server is configured for (the web hides the buttons of the others). */
  available(): { apple: boolean; google: boolean };
  /** The customer's "Add to Apple Wallet" download and "Save to Google Wallet" link, each null when not configured. */
  links(pass: TWalletPassData): Promise<{ apple: string | null; google: string | null }>;
};

export const NO_WALLETS: TWalletLinks = {
  available: () => ({ apple: false, google: false }),
  links: async () => ({ apple: null, google: null }),
};
