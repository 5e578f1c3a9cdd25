import { useTranslation } from 'react-i18next';
import dashboard from '../assets/orders-dashboard.webp';
import { InfoPage } from '../components/info-page';
import { Screenshot } from '../components/screenshot';
import { BUSINESSES_INFO } from '../content/businesses';

/** /businesses and /join-us: MenuDelite for venue owners, with the real orders dashboard. */
export function BusinessesPage() {
  const { t } = useTranslation('public-info');
  return (
    <InfoPage
      content={BUSINESSES_INFO}
      illustration={<Screenshot src={dashboard} alt={t('businesses.pictureAlt')} width={1280} height={800} frame="screen" />}
      pictureHasAlt
      image={dashboard}
    />
  );
}
