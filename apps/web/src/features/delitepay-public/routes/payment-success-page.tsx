import { useLocation, useParams } from 'react-router';
import { usePaymentSuccess } from '../api/payment-success';
import { SuccessScreen } from '../components/success-screen';
import { PageLoading, ProblemPanel } from '../components/state-panel';
import { loadProblemOf } from '../lib/page-problem';
import type { TPaidState } from '../lib/use-payment-form';

/**
 * /restaurants/:restaurantId/payment/success/:token: what the payer paid. The token is the
 * payment's secret, so the page works on any device it is opened on (Stripe returns here too).
 */
export function PaymentSuccessPage() {
  const { restaurantId = '', token = '' } = useParams();
  const state = useLocation().state as TPaidState | null;
  const success = usePaymentSuccess(token);
  if (success.isPending) return <PageLoading />;
  if (success.isError) return <ProblemPanel problem={loadProblemOf(success.error)} error={success.error} slug="" onRetry={() => void success.refetch()} />;
  // The address names the venue too: another venue's payment under this one reads as not found.
  if (success.data.restaurant.id !== restaurantId) return <ProblemPanel problem="notFound" slug="" onRetry={() => void success.refetch()} />;
  return <SuccessScreen data={success.data} receiptTo={state?.receiptTo ?? null} />;
}
