import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { isHttpError } from '../../../lib/http/http-error';
import { brandStyle, indexMenu, useDinerLanguage, usePublicMenu } from '../../diner-menu/public';
import { writeCart } from '../../cart/public';
import { BillEntryLink, tableCodeOfMenuPath } from '../../table-bill/public';
import { Confirmation } from '../components/confirmation';
import { OrderDetails } from '../components/order-details';
import { ReceiptForm } from '../components/receipt-form';
import { ShareLink } from '../components/share-link';
import { OrderLoadError, OrderLoading, OrderNotFound } from '../components/status-panels';
import { StatusTracker } from '../components/status-tracker';
import { rememberedOrder } from '../lib/order-store';
import { ORDER_TOKEN_PARAM, orderShareUrl, orderStatusPath, type TPlacedState } from '../lib/paths';
import { cartToEmptyOnReturn } from '../lib/payment-return';
import { useLiveOrder } from '../lib/use-live-order';
import classes from './order-status-page.module.css';

/** Payments a receipt confirms: a card paid at checkout, a charge to the room. */
const RECEIPT_STATUSES = new Set(['paid', 'charged_to_room']);

/**
 * /orders/:orderId/status?t=<order token>: the diner's order, live. The token in the address makes
 * the page a link that works on any device (shared, or from the e-mailed receipt); on the device
 * that ordered it also comes from localStorage (kept by checkout) or, right after ordering, from
 * the route state, and is then put into the address. Just after ordering the page opens with the
 * order confirmation, also when Stripe sends the diner back here after paying on another page
 * (their bank's): the cart that made the order is emptied then, as checkout does on its own page.
 */
export function OrderStatusPage() {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as TPlacedState | null;
  const remembered = useMemo(() => rememberedOrder(orderId), [orderId]);
  // Read once: the address loses Stripe's parameters when the token is put into it below.
  const [paidCart] = useState(() => cartToEmptyOnReturn(search, remembered));
  // The confirmation shows once: the browser keeps route state across reloads, so it is cleared.
  const [justPlaced] = useState(state?.placed === true || paidCart !== null);
  useEffect(() => {
    if (paidCart) writeCart(paidCart, []);
  }, [paidCart]);
  const fromUrl = search.get(ORDER_TOKEN_PARAM) ?? '';
  const token = fromUrl || remembered?.token || state?.token || '';
  useEffect(() => {
    // Stripe's return parameters go too: coming back to this page later must not empty a new cart.
    if (!token || (fromUrl === token && !state?.placed && !search.has('payment_intent'))) return;
    void navigate(orderStatusPath(orderId, token), { replace: true, state: state ? { ...state, placed: false } : null });
  }, [token, fromUrl, state, search, navigate, orderId]);
  if (!token) return <OrderNotFound />;
  return <LiveOrder orderId={orderId} token={token} justPlaced={justPlaced} menuPath={remembered?.menuPath ?? state?.menuPath ?? null} />;
}

function LiveOrder({ orderId, token, justPlaced, menuPath }: { orderId: string; token: string; justPlaced: boolean; menuPath: string | null }) {
  const { t } = useTranslation('order-status');
  const language = useDinerLanguage();
  const { order, connected, refused } = useLiveOrder(orderId, token);
  const menu = usePublicMenu(order.data?.restaurantId ?? '');
  const restaurant = menu.data?.restaurant;
  const index = useMemo(() => (menu.data ? indexMenu(menu.data) : null), [menu.data]);
  const style = useMemo(() => (restaurant ? brandStyle(restaurant) : undefined), [restaurant]);
  useDocumentTitle(order.data ? t('title', { number: order.data.number }) : t('titleLoading'));

  if (refused || (order.isError && isHttpError(order.error) && order.error.status === 404)) return <OrderNotFound />;
  if (order.isError && !order.data) return <OrderLoadError onRetry={() => void order.refetch()} />;
  if (!order.data) return <OrderLoading />;
  return (
    <div className={classes.page} style={style} data-testid="order-status-page">
      <header className={classes.header}>
        <div className={classes.headerInner}>
          <p className={classes.venue}>
            <bdi>{restaurant?.name ?? ''}</bdi>
          </p>
          <h1 className={classes.title}>{t('heading')}</h1>
        </div>
      </header>
      <main className={classes.main}>
        {/* A cancelled order is no longer "placed": the tracker below says it was cancelled instead. */}
        {justPlaced && order.data.status !== 'cancelled' && <Confirmation order={order.data} />}
        <StatusTracker order={order.data} connected={connected} timeZone={restaurant?.timeZone} language={language} />
        <OrderDetails order={order.data} timeZone={restaurant?.timeZone} language={language} index={index} />
        <ShareLink url={orderShareUrl(window.location.origin, orderId, token)} />
        {RECEIPT_STATUSES.has(order.data.paymentStatus) && <ReceiptForm orderId={orderId} token={token} language={language} />}
        {/* A dine-in order is on its table's bill (issue 9): "View bill / pay" from here too. */}
        {order.data.type === 'dine_in' && menuPath && tableCodeOfMenuPath(menuPath) && <BillEntryLink tableCode={tableCodeOfMenuPath(menuPath)!} />}
        {menuPath && (
          <Link to={menuPath} className={classes.back} data-testid="order-more">
            {t('backToMenu')}
          </Link>
        )}
      </main>
    </div>
  );
}
