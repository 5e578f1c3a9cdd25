import type { TDb } from '../../db/database.ts';
import { createDemoPaymentProvider } from './demo-provider.ts';
import type { TPaymentProvider } from './provider.ts';

/**
 * The card gateways this server can charge through, named by PAYMENT_PROVIDER. Only the
 * deterministic demo gateway is built in; a real one adds its name here and in config/env.ts.
 */
export const PAYMENT_PROVIDERS = ['demo'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Built once per process by app.ts; checkout charges through deps.payments. */
export function createPaymentProvider(name: TPaymentProviderName, db: TDb): TPaymentProvider {
  switch (name) {
    case 'demo':
      // The demo gateway keeps its charges in the app's own database (demo_charges).
      return createDemoPaymentProvider(db);
  }
}
