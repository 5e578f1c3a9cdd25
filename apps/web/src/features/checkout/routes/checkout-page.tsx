import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { isHttpError } from '../../../lib/http/http-error';
import {
  DinerLoading,
  LoadError,
  MenuNotFound,
  TableNotFound,
  indexMenu,
  publicTableQuery,
  tableMenuPath,
  useDinerLanguage,
  usePublicMenu,
} from '../../diner-menu/public';
import { usePayingDocument } from '../../card-payment/public';
import { useCheckoutOptions } from '../api/get-checkout-options';
import { CheckoutScreen } from '../components/checkout-screen';

/** /eat/:tableCode/checkout: the cart of the table's venue; the QR code is the dine-in table. */
export function TableCheckoutPage() {
  const { tableCode = '' } = useParams();
  const language = useDinerLanguage();
  const table = useQuery({ ...publicTableQuery(tableCode), enabled: tableCode !== '' });
  if (table.isPending) return <DinerLoading />;
  if (table.isError) return isHttpError(table.error) && table.error.status === 404 ? <TableNotFound /> : <LoadError onRetry={() => void table.refetch()} />;
  return (
    <VenueCheckout
      restaurantId={table.data.restaurantId}
      table={{ code: tableCode, displayId: table.data.table.tableDisplayId }}
      menuPath={tableMenuPath(tableCode, language)}
    />
  );
}

/** /restaurants/:restaurantId/checkout and /hotels/:restaurantId/checkout: pickup, delivery, room service away from a table. */
export function VenueCheckoutPage() {
  const { restaurantId = '' } = useParams();
  const { pathname } = useLocation();
  const kind = pathname.startsWith('/hotels/') ? 'hotels' : 'restaurants';
  return <VenueCheckout restaurantId={restaurantId} table={null} menuPath={`/${kind}/${encodeURIComponent(restaurantId)}/menu`} />;
}

type TVenueCheckoutProps = { restaurantId: string; table: { code: string; displayId: string } | null; menuPath: string };

function VenueCheckout({ restaurantId, table, menuPath }: TVenueCheckoutProps) {
  const menu = usePublicMenu(restaurantId);
  const options = useCheckoutOptions(restaurantId);
  const index = useMemo(() => (menu.data ? indexMenu(menu.data) : null), [menu.data]);
  // With Stripe, a document first loaded elsewhere (the menu) cannot run Stripe.js: this page loads itself again.
  const documentReady = usePayingDocument(options.data?.cardGateway);
  const failed = menu.error ?? options.error;
  if (failed) {
    const retry = () => void Promise.all([menu.refetch(), options.refetch()]);
    return isHttpError(failed) && failed.status === 404 ? <MenuNotFound /> : <LoadError onRetry={retry} />;
  }
  if (!index || !options.data || !documentReady) return <DinerLoading />;
  return <CheckoutScreen restaurant={index.menu.restaurant} index={index} options={options.data} table={table} menuPath={menuPath} />;
}
