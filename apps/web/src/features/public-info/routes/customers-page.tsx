import { useTranslation } from 'react-i18next';
import bill from '../assets/table-bill.webp';
import { InfoPage } from '../components/info-page';
import { Screenshot } from '../components/screenshot';
import { CUSTOMERS_INFO } from '../content/customers';

/** /customers: MenuDelite for diners and hotel guests, with the real table bill. */
export function CustomersPage() {
  const { t } = useTranslation('public-info');
  return (
    <InfoPage
      content={CUSTOMERS_INFO}
      illustration={<Screenshot src={bill} alt={t('customers.pictureAlt')} width={480} height={1040} frame="phone" />}
      pictureHasAlt
    />
  );
}
