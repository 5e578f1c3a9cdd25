import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { publicMenuQuery, usePublicMenu } from '../api/get-public-menu';
import { MenuScreen } from '../components/menu-screen';

/**
 * /restaurants/:restaurantId/menu and /hotels/:restaurantId/menu: the same menu screen, without a
 * table. The server also finds a venue by its slug (/restaurants/demo-bistro/menu); such an
 * address moves to the venue's id, which the cart, checkout and order pages are keyed by.
 */
export function VenueMenuPage() {
  const { restaurantId = '' } = useParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const menu = usePublicMenu(restaurantId);
  const id = menu.data?.restaurant.id;
  if (menu.data && id && id !== restaurantId) {
    // The id's menu is this one: no second download after the move.
    queryClient.setQueryData(publicMenuQuery(id).queryKey, menu.data);
    const path = location.pathname.replace(`/${encodeURIComponent(restaurantId)}/menu`, `/${encodeURIComponent(id)}/menu`);
    return <Navigate to={{ pathname: path, search: location.search, hash: location.hash }} replace />;
  }
  return <MenuScreen restaurantId={restaurantId} table={null} onLanguageChange={(language) => void changeLanguage(language)} />;
}
