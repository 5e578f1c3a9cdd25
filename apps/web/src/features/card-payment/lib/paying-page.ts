import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import { isPayingPage } from '@menudelite/shared/payments/paying-pages';

/**
 * The path this document was loaded at (its navigation entry), not where the single-page app has
 * moved since: the server chose the document's content security policy by that path.
 */
export function documentPath(): string | null {
  const [entry] = typeof performance === 'undefined' ? [] : performance.getEntriesByType('navigation');
  if (!entry?.name) return null;
  try {
    return new URL(entry.name).pathname;
  } catch {
    return null;
  }
}

/**
 * With Stripe, Stripe.js may run only in a document served on a paying page (its policy allows
 * Stripe's origins); a document first loaded on the menu never will, however far the app moves.
 * Unknown (no navigation entry) counts as allowed: reloading could not help there.
 */
export function documentAllowsStripe(gateway: TCardGateway | null | undefined): boolean {
  if (gateway?.gateway !== 'stripe') return true;
  const path = documentPath();
  return path === null || isPayingPage(path);
}

/** Whether going to `to` must be a full page load: a paying page, with Stripe, from a document whose policy shuts Stripe out. */
export function needsFullLoad(to: string, gateway: TCardGateway | null | undefined): boolean {
  return gateway?.gateway === 'stripe' && isPayingPage(to) && !documentAllowsStripe(gateway);
}
