import { useTranslation } from 'react-i18next';
import menu from '../assets/virtual-table.webp';
import { InfoPage } from '../components/info-page';
import { Screenshot } from '../components/screenshot';
import { DELITEVIRTUAL_INFO } from '../content/delitevirtual';

/** /deliteVirtual: ordering from a virtual table (a QR code or a kiosk), with the real menu a guest sees. */
export function DeliteVirtualInfoPage() {
  const { t } = useTranslation('public-info');
  return (
    <InfoPage
      content={DELITEVIRTUAL_INFO}
      illustration={<Screenshot src={menu} alt={t('deliteVirtual.pictureAlt')} width={480} height={1040} frame="phone" />}
      pictureHasAlt
    />
  );
}
