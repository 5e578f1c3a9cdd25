import { useParams, useSearchParams } from 'react-router';
import { usePayablePage } from '../api/payment-page';
import { PaymentScreen } from '../components/payment-screen';
import { PageLoading, ProblemPanel } from '../components/state-panel';
import { loadProblemOf } from '../lib/page-problem';

/**
 * /:restaurantSlug/payment-page: the venue's public payment page (DelitePay). With ?link=<token>
 * (a payment link staff sent) it pays the link's fixed amount and description instead.
 */
export function PaymentPage() {
  const { restaurantSlug = '' } = useParams();
  const [params] = useSearchParams();
  const linkToken = params.get('link');
  const payable = usePayablePage(restaurantSlug, linkToken);
  if (payable.isPending) return <PageLoading />;
  if (payable.isError)
    return <ProblemPanel problem={loadProblemOf(payable.error)} error={payable.error} slug={restaurantSlug} onRetry={() => void payable.refetch()} />;
  // A new link (or none) is a new payment: the form starts empty.
  return <PaymentScreen key={linkToken ?? ''} page={payable.data.page} link={payable.data.link} slug={restaurantSlug} />;
}
