import { useTranslation } from 'react-i18next';
import type { TOrder } from '@menudelite/shared/orders/order';
import { formatMoney } from '@menudelite/shared/money/format';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { TicketLines } from './ticket-lines';

/** Diner-typed text inside a translated sentence keeps its own direction (like <bdi>): FSI … PDI. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The venue's clock (not the printing device's), like every staff screen; a time on another day carries its date. */
function useTime(timeZone: string) {
  const { i18n } = useTranslation();
  return venueTimeFormatter(i18n.language, timeZone);
}

/** Where the order goes: the table, the room, the pickup time or the delivery address. */
function Destination({ order, timeZone }: { order: TOrder; timeZone: string }) {
  const { t } = useTranslation('kitchen-ticket');
  const time = useTime(timeZone);
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
type TKitchenTicketProps = { order: TOrder; venueName: string; timeZone: string; employeeName: string | null };

export function KitchenTicket({ order, venueName, timeZone, employeeName }: TKitchenTicketProps) {
  const { t } = useTranslation('kitchen-ticket');
  const time = useTime(timeZone);
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
      <Destination order={order} timeZone={timeZone} />
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
