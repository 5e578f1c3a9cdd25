import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCardGateway } from '../api/get-card-gateway';
import { needsFullLoad } from '../lib/paying-page';

type TPayingPageLinkProps = {
  /** A paying page: a checkout, the table bill, the payment page. */
  to: string;
  /** The venue whose gateway decides. */
  restaurantId: string;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * A link to a paying page that loads it as a new document when the venue pays through Stripe
 * (its policy, set per document, is the one that lets Stripe.js run), and moves within the app
 * otherwise. While the gateway is still unknown it moves within the app; the page then reloads
 * itself if it must (usePayingDocument).
 */
export function PayingPageLink({ to, restaurantId, className, testId, children }: TPayingPageLinkProps) {
  const gateway = useCardGateway(restaurantId);
  return (
    <Link to={to} reloadDocument={needsFullLoad(to, gateway.data)} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}
