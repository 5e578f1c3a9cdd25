import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { isHttpError } from '../../../lib/http/http-error';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { usePayingDocument } from '../../card-payment/public';
import { brandStyle, tableMenuPath, useDinerLanguage, usePublicTable } from '../../diner-menu/public';
import { billKey, type TBillSource } from '../api/get-bill';
import { BillScreen } from '../components/bill-screen';
import { BillLoadError, BillLoading, BillNotFound } from '../components/status-panels';
import { gatewayOf } from '../lib/gateway';
import { useLiveBill } from '../lib/use-live-bill';

const missing = (error: unknown) => isHttpError(error) && error.status === 404;

/**
 * /eat/:tableCode/bill: the table's current bill, live for everyone at the table. Opened from the
 * table's menu it is found by the table's code; the shared link (Copy link) carries the bill's
 * token (?token=), and once the bill is known the address becomes that link, so the page keeps
 * following this bill when it closes and the next one opens.
 */
export function TableBillPage() {
  const { tableCode = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const source = useMemo<TBillSource>(() => (token ? { kind: 'token', token, tableCode } : { kind: 'table', tableCode }), [token, tableCode]);
  const language = useDinerLanguage();
  const menuPath = tableMenuPath(tableCode, language);
  const queryClient = useQueryClient();
  const live = useLiveBill(source);
  const table = usePublicTable(tableCode);
  const { t } = useTranslation('table-bill');
  useDocumentTitle(t('title'));

  const found = live.bill.data;
  useEffect(() => {
    if (token || !found) return;
    queryClient.setQueryData<TBill>(billKey({ kind: 'token', token: found.token, tableCode }), found);
    setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), token: found.token }), { replace: true });
  }, [token, found, tableCode, queryClient, setParams]);

  const gateway = found ? gatewayOf(found) : null;
  const documentReady = usePayingDocument(gateway);
  const style = useMemo(() => (table.data ? brandStyle(table.data.restaurant) : undefined), [table.data]);

  if (live.refused || missing(live.bill.error)) return <BillNotFound menuPath={menuPath} />;
  if (live.bill.isError && !found) return <BillLoadError onRetry={() => void live.bill.refetch()} />;
  if (!found || !gateway || !documentReady) return <BillLoading />;
  return (
    <BillScreen
      bill={found}
      gateway={gateway}
      language={language}
      tableCode={tableCode}
      venueName={table.data?.restaurant.name ?? ''}
      style={style}
      menuPath={menuPath}
      connected={live.connected}
      show={live.show}
      returnedPaymentId={params.get('paid')}
    />
  );
}
