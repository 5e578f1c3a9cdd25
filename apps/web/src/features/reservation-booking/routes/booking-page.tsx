import { useParams } from 'react-router';
import { usePublicMenu } from '../../diner-menu/public';
import { isHttpError } from '../../../lib/http/http-error';
import { BookingScreen } from '../components/booking-screen';
import { PageLoading, ProblemPanel } from '../components/state-panel';
import { menuPath } from '../lib/model';

/**
 * /restaurants/:restaurantId/book: a guest books a table. The venue's name, colours, time zone and
 * whether it takes reservations come from its public menu answer (already cached when the guest
 * came from the menu). A hotel has no table booking (SPEC section 2); a venue that stopped taking
 * reservations says so.
 */
export function BookingPage() {
  const { restaurantId = '' } = useParams();
  const menu = usePublicMenu(restaurantId);
  if (menu.isPending) return <PageLoading />;
  if (menu.isError)
    return isHttpError(menu.error) && menu.error.status === 404 ? (
      <ProblemPanel problem="notFound" />
    ) : (
      <ProblemPanel problem="loadError" onRetry={() => void menu.refetch()} />
    );
  const venue = menu.data.restaurant;
  if (venue.isHotel) return <ProblemPanel problem="hotel" venue={venue.name} menuPath={`/hotels/${encodeURIComponent(venue.id)}/menu`} />;
  if (!venue.acceptingReservations) return <ProblemPanel problem="notAccepting" venue={venue.name} menuPath={menuPath(venue.id)} />;
  return <BookingScreen key={venue.id} venue={venue} />;
}
