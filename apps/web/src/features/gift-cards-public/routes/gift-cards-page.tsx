import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoading, StatePanel, statePanelClasses } from '../../../components/diner/state-panel';
import { useErrorText } from '../../../lib/http/use-error-text';
import { errorSummary } from '../../../lib/http/error-text';
import { useCardGateway } from '../../card-payment/public';
import { useGiftCardShop } from '../api/gift-card-shop';
import { PurchaseScreen } from '../components/purchase-screen';

const GiftIcon = () => (
  <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <rect x="3" y="8" width="18" height="13" rx="2" />
    <path d="M3 12h18M12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8Zm0 0c2-4 6-4 6-1.5S15 8 12 8Z" />
  </svg>
);

/** /restaurants/:restaurantId/gift-cards: a diner buys a venue's gift card for someone (no account needed). */
export function GiftCardsPage() {
  const { restaurantId = '' } = useParams();
  const { t } = useTranslation('gift-cards-public');
  const { text } = useErrorText();
  const shop = useGiftCardShop(restaurantId);
  const gateway = useCardGateway(restaurantId);
  if (shop.isPending || gateway.isPending) return <PageLoading label={t('loading')} testId="gift-card-loading" />;
  if (shop.isError || gateway.isError)
    return (
      <StatePanel title={t('problem.title')} icon={<GiftIcon />} testId="gift-card-problem">
        <p className={statePanelClasses.body}>{text(errorSummary(shop.error ?? gateway.error))}</p>
        <button type="button" className={statePanelClasses.action} onClick={() => void (shop.isError ? shop.refetch() : gateway.refetch())}>
          {t('problem.retry')}
        </button>
      </StatePanel>
    );
  if (shop.data.items.length === 0)
    return (
      <StatePanel title={t('none.title')} venue={shop.data.restaurantName} icon={<GiftIcon />} testId="gift-card-none">
        <p className={statePanelClasses.body}>{t('none.body')}</p>
      </StatePanel>
    );
  return <PurchaseScreen restaurantId={restaurantId} shop={shop.data} gateway={gateway.data} />;
}
