import { useEffect } from 'react';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import { documentAllowsStripe } from './paying-page';

/**
 * For a paying page: with Stripe, a document first loaded elsewhere (the menu) runs under a policy
 * that shuts Stripe.js out, so the page loads itself again, once, as its own document. Answers
 * false while that happens (show the loading screen, not the form). The way in from the menu
 * already loads the page in full (PayingPageLink); this covers every other way in.
 */
export function usePayingDocument(gateway: TCardGateway | null | undefined): boolean {
  const allowed = documentAllowsStripe(gateway);
  useEffect(() => {
    if (!allowed) window.location.replace(window.location.href);
  }, [allowed]);
  return allowed;
}
