import '../kitchen-ticket.css';
import { Button, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { employeesQuery } from '../../employees-admin/public';
import { useOrder } from '../api/get-order';
import { KitchenTicket } from '../components/kitchen-ticket';
import { fitPrintPageTo } from '../lib/fit-print-page';

/**
 * /orders/:orderId/ticket: the kitchen ticket on its own page, outside the dashboard frame, so
 * the browser prints just the ticket. With ?print=1 (the dashboard's print button) the print
 * dialog opens as soon as it is drawn.
 */
export function KitchenTicketPage() {
  const { t } = useTranslation('kitchen-ticket');
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const order = useOrder(orderId);
  const venue = useCurrentRestaurantQuery().data;
  const employees = useQuery({ ...employeesQuery(), enabled: Boolean(order.data?.employeeId) });
  const printed = useRef(false);
  const ticket = useRef<HTMLDivElement>(null);
  useDocumentTitle(order.data ? t('orderNumber', { number: order.data.number }) : t('title'));

  const ready = Boolean(order.data && venue && (!order.data.employeeId || !employees.isPending));
  useEffect(() => {
    const paper = ticket.current?.querySelector('.kt-ticket');
    return ready && paper ? fitPrintPageTo(paper) : undefined;
  }, [ready]);
  useEffect(() => {
    if (!ready || printed.current || params.get('print') !== '1') return;
    // Let fonts and layout settle, so the first print is not of a half-drawn page.
    const timer = setTimeout(() => {
      printed.current = true;
      window.print();
    }, 300);
    return () => clearTimeout(timer);
  }, [ready, params]);

  const employeeName = employees.data?.find((employee) => employee.id === order.data?.employeeId)?.name ?? null;
  return (
    <main className="kt-page">
      <div className="kt-toolbar kt-no-print">
        <Button component={Link} to="/orders" variant="default">
          {t('back')}
        </Button>
        <Button onClick={() => window.print()} disabled={!order.data} data-testid="print-ticket">
          {t('print')}
        </Button>
      </div>
      <div className="kt-no-print">
        <ApiErrorAlert error={order.error} />
      </div>
      {order.isPending && <Loader size="sm" mx="auto" display="block" aria-label={t('loading')} />}
      <div ref={ticket}>
        {order.data && venue && <KitchenTicket order={order.data} venueName={venue.name} timeZone={venue.timeZone} employeeName={employeeName} />}
      </div>
    </main>
  );
}
