import { useParams } from 'react-router';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { MenuScreen } from '../components/menu-screen';

/** /restaurants/:restaurantId/menu and /hotels/:restaurantId/menu: the same menu screen, without a table. */
export function VenueMenuPage() {
  const { restaurantId = '' } = useParams();
  return <MenuScreen restaurantId={restaurantId} table={null} onLanguageChange={(language) => void changeLanguage(language)} />;
}
