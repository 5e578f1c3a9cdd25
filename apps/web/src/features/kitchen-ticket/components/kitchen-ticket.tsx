import { useTranslation } from 'react-i18next';
import type { TOrder } from '@menudelite/shared/orders/order';
import { formatMoney } from '@menudelite/shared/money/format';
import { TicketLines } from './ticket-lines';

/** Diner-typed text inside a translated sentence keeps its own direction (like <bdi>): FSI … PDI. */
const isolate = (text: string) => `\u2068${text}\u2069`;

function useTime() {
  const { i18n } = useTranslation();
  return (iso: string, withDate = false) =>
    new Intl.DateTimeFormat(i18n.language, withDate ? { dateStyle: 'short', timeStyle: 'short' } : { timeStyle: 'short' }).format(new Date(iso));
}

/** Where the order goes: the table, the room, the pickup time or the delivery address. */
function Destination({ order }: { order: TOrder }) {
  const { t } = useTranslation('kitchen-ticket');
  const time = useTime();
  if (order.type === 'dine_in') return <p className="kt-big">{t('table', { table: order.tableDisplayId ?? '—' })}</p>;
  if (order.type === 'room') return <p className="kt-big">{order.roomNumber ? t('room', { room: order.roomNumber }) : t('visitor')}</p>;
  if (order.type === 'pickup') return <p className="kt-big">{t('pickupAt', { time: order.pickupTime ? time(order.pickupTime) : '—' })}</p>;
  return (
    <div>
      <p className="kt-big">{t('delivery')}</p>
      {order.delivery && (
        <>
          <p>
            <bdi>{order.delivery.address}</bdi>
          </p>
          {order.delivery.locationName && (
            <p>
              <bdi>{order.delivery.locationName}</bdi>
            </p>
          )}
          {order.delivery.notes && (
            <p>
              {t('driverNotes')}: <bdi>{order.delivery.notes}</bdi>
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** The 80 mm ticket: big order number and destination, the lines, the allergy note, then how it is paid. */
export function KitchenTicket({ order, venueName, employeeName }: { order: TOrder; venueName: string; employeeName: string | null }) {
  const { t } = useTranslation('kitchen-ticket');
  const time = useTime();
  return (
    <article className="kt-ticket" data-testid="kitchen-ticket">
      <header className="kt-center">
        <p className="kt-venue">{venueName}</p>
        <p className="kt-number">{t('orderNumber', { number: order.number })}</p>
        <p>
          {t(`types.${order.type}`)} · {time(order.createdAt, true)}
        </p>
      </header>
      <hr />
      <Destination order={order} />
      {order.customer.name && <p>{t('customer', { name: isolate(order.customer.name) })}</p>}
      {employeeName && <p>{t('assignedTo', { name: isolate(employeeName) })}</p>}
      <hr />
      <TicketLines lines={order.lines} />
      {order.notes && (
        <p className="kt-order-note" data-testid="ticket-notes">
          {t('orderNotes')}: <bdi>{order.notes}</bdi>
        </p>
      )}
      <hr />
      <p className="kt-row">
        <span>{t('total')}</span>
        <bdi>{formatMoney(order.total, order.currency)}</bdi>
      </p>
      <p>{t(`payment.${order.paymentStatus}`)}</p>
      {order.estimatedReadyAt && <p>{t('readyBy', { time: time(order.estimatedReadyAt) })}</p>}
    </article>
  );
}
