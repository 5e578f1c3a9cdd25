import type { TFunction } from 'i18next';
import type { TOrder } from '@menudelite/shared/orders/order';

/** Where an order goes, in a few words: "Table 4", "Room 101", "Pickup 17:30", "Delivery". */
export function destinationOf(
  order: Pick<TOrder, 'type' | 'tableDisplayId' | 'roomNumber' | 'pickupTime'>,
  t: TFunction,
  formatTime: (iso: string) => string,
): string {
  switch (order.type) {
    case 'dine_in':
      return order.tableDisplayId ? t('destination.table', { table: order.tableDisplayId }) : t('types.dine_in');
    case 'room':
      return order.roomNumber ? t('destination.room', { room: order.roomNumber }) : t('destination.visitor');
    case 'pickup':
      return order.pickupTime ? t('destination.pickupAt', { time: formatTime(order.pickupTime) }) : t('types.pickup');
    case 'delivery':
      return t('types.delivery');
  }
}
