import { useParams, useSearchParams } from 'react-router';
import { usePublicMenu } from '../../diner-menu/public';
import { isHttpError } from '../../../lib/http/http-error';
import { useGuestReservation } from '../api/booking-api';
import { ConfirmationScreen } from '../components/confirmation-screen';
import { PageLoading, ProblemPanel } from '../components/state-panel';

/**
 * /restaurants/:restaurantId/bookingConfirmation/:reservationId?token=…: the booking's page, reached
 * only with its unguessable token (the confirmation e-mail's manage link). `&confirm=1` (the
 * reminder's link) confirms the booking on arrival.
 */
export function ConfirmationPage() {
  const { restaurantId = '', reservationId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reservation = useGuestReservation(reservationId, token);
  // The venue's logo and colour, when its menu answers; the page does not wait for them.
  const venue = usePublicMenu(restaurantId).data?.restaurant;
  if (!token) return <ProblemPanel problem="linkInvalid" />;
  if (reservation.isPending) return <PageLoading />;
  if (reservation.isError) {
    const status = isHttpError(reservation.error) ? reservation.error.status : 0;
    return status === 404 || status === 403 ? (
      <ProblemPanel problem="linkInvalid" />
    ) : (
      <ProblemPanel problem="loadError" onRetry={() => void reservation.refetch()} />
    );
  }
  // The address names the venue too: another venue's booking under this one reads as an unknown link.
  if (reservation.data.restaurantId !== restaurantId && venue?.id !== reservation.data.restaurantId) return <ProblemPanel problem="linkInvalid" />;
  return (
    <ConfirmationScreen
      reservation={reservation.data}
      token={token}
      confirmOnArrival={params.get('confirm') === '1'}
      primaryColor={venue?.primaryColor ?? ''}
      logoUrl={venue?.logoUrl ?? null}
    />
  );
}
