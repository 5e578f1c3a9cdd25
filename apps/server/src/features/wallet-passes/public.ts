import type { TDeps } from '../../deps.ts';
import { onPassChanged } from '../loyalty/public.ts';
import { loadWalletConfig } from './config.ts';
import { createWalletPasses, type TWalletPasses } from './service.ts';

export { walletPassRoutes } from './routes.ts';
export type { TWalletPasses };

/**
 * The wallet passes of this app (features/index.ts): reads the wallet configuration from the
 * environment, and pushes to devices when the loyalty feature says a pass's stamps changed.
 * `wallets.links` is what the loyalty routes take to offer "Add to Apple Wallet" / "Save to Google Wallet".
 */
export function createAppWalletPasses(deps: TDeps, log: (error: unknown, message: string) => void, env: NodeJS.ProcessEnv = process.env): TWalletPasses {
  const wallets = createWalletPasses({ db: deps.db, config: loadWalletConfig(env, deps.config.publicUrl), dataDir: deps.config.DATA_DIR, log });
  onPassChanged(deps.db, (serial) => wallets.onPassChanged(serial));
  return wallets;
}
