import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { isHttpError } from '../../../lib/http/http-error';
import { brandStyle, indexMenu, useDinerLanguage, usePublicMenu } from '../../diner-menu/public';
import { Confirmation } from '../components/confirmation';
import { OrderDetails } from '../components/order-details';
import { OrderLoadError, OrderLoading, OrderNotFound } from '../components/status-panels';
import { StatusTracker } from '../components/status-tracker';
import { rememberedOrder } from '../lib/order-store';
import type { TPlacedState } from '../lib/paths';
import { useLiveOrder } from '../lib/use-live-order';
import classes from './order-status-page.module.css';

/**
 * /orders/:orderId/status: the diner's order, live. The order token comes from localStorage
 * (kept by checkout, so a reload works) or, right after ordering, from the route state. Just
 * after ordering the page opens with the order confirmation.
 */
export function OrderStatusPage() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as TPlacedState | null;
  const remembered = useMemo(() => rememberedOrder(orderId), [orderId]);
  // The confirmation shows once: the browser keeps route state across reloads, so it is cleared.
  const [justPlaced] = useState(state?.placed === true);
  useEffect(() => {
    if (state?.placed) void navigate(location.pathname, { replace: true, state: { ...state, placed: false } });
  }, [state, navigate, location.pathname]);
  const token = remembered?.token ?? state?.token ?? '';
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
        {menuPath && (
          <Link to={menuPath} className={classes.back} data-testid="order-more">
            {t('backToMenu')}
          </Link>
        )}
      </main>
    </div>
  );
}
