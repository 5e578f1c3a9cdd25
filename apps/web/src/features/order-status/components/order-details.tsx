import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TPublicOrder } from '@menudelite/shared/orders/order';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { translated } from '@menudelite/shared/menu/translate';
import type { TMenuIndex } from '../../diner-menu/public';
import { formatTimeAt } from '../lib/format-time';
import classes from './order-details.module.css';

type TDetailsProps = { order: TPublicOrder; timeZone: string | undefined; language: TLanguage; index: TMenuIndex | null };

/**
 * Where and how: the table, room or pickup time; what was ordered; the bill and how it is paid.
 * Names come from the order (copied when it was placed); in the diner's language when the menu
 * still has a translation for them.
 */
export function OrderDetails({ order, timeZone, language, index }: TDetailsProps) {
  const { t } = useTranslation('order-status');
  const money = (minor: number) => formatMoney(minor, order.currency);
  const where =
    order.type === 'dine_in' && order.tableDisplayId
      ? t('where.table', { table: order.tableDisplayId })
      : order.type === 'room'
        ? order.roomNumber
          ? t('where.room', { room: order.roomNumber })
          : t('where.visitor')
        : order.type === 'pickup' && order.pickupTime
          ? t('where.pickup', { time: formatTimeAt(order.pickupTime, timeZone, language) })
          : t(`types.${order.type}`);
  const fees = [
    { key: 'subtotal', amount: order.subtotal, show: true },
    { key: 'discount', amount: -order.discount, show: order.discount > 0 },
    { key: 'benefitDiscount', amount: -order.benefitDiscount, show: order.benefitDiscount > 0 },
    { key: 'orderFee', amount: order.orderFee, show: order.orderFee > 0 },
    { key: 'deliveryFee', amount: order.deliveryFee, show: order.type === 'delivery' },
    { key: 'tip', amount: order.tip, show: order.tip > 0 },
    { key: 'processingFee', amount: order.processingFee, show: order.processingFee > 0 },
  ];
  return (
    <section className={classes.details} aria-label={t('details')} data-testid="order-details">
      <p className={classes.where} data-testid="order-where">
        {where}
      </p>
      <ul className={classes.lines}>
        {order.lines.map((line) => (
          <li key={line.id} className={classes.line}>
            <span className={classes.quantity}>{t('quantity', { count: line.quantity })}</span>
            <span className={classes.text}>
              <bdi className={classes.name}>{inLanguage(line.itemId && index?.items.get(line.itemId), line.name, language)}</bdi>
              {line.modifiers.length > 0 && (
                <span className={classes.detail}>
                  {line.modifiers.map((modifier) => inLanguage(index?.modifiers.get(modifier.id), modifier.name, language)).join(', ')}
                </span>
              )}
              {line.notes && <span className={classes.detail}>{t('lineNotes', { notes: line.notes })}</span>}
            </span>
            <bdi className={classes.amount}>{money(line.lineTotal - line.discount)}</bdi>
          </li>
        ))}
      </ul>
      {order.notes && (
        <p className={classes.notes} data-testid="order-notes">
          <strong>{t('notes')}</strong> <span dir="auto">{order.notes}</span>
        </p>
      )}
      <dl className={classes.bill}>
        {fees
          .filter((fee) => fee.show)
          .map((fee) => (
            <div key={fee.key} className={classes.row}>
              <dt>{t(`bill.${fee.key}`)}</dt>
              <dd>
                <bdi>{money(fee.amount)}</bdi>
              </dd>
            </div>
          ))}
        <div className={`${classes.row} ${classes.total}`}>
          <dt>{t('bill.total')}</dt>
          <dd>
            <bdi>{money(order.total)}</bdi>
          </dd>
        </div>
        {order.tendered > 0 && (
          <div className={classes.row} data-testid="order-tendered">
            <dt>{t('bill.tendered')}</dt>
            <dd>
              <bdi>{money(-order.tendered)}</bdi>
            </dd>
          </div>
        )}
      </dl>
      <p className={classes.payment} data-testid="order-payment">
        {t(`payment.${order.paymentMethod}`)}
      </p>
    </section>
  );
}

type TTranslatable = Parameters<typeof translated>[0] & { name: string };

/** The menu's translation of a name, else the name the order was placed with. */
function inLanguage(entity: TTranslatable | null | undefined | '', fallback: string, language: TLanguage): string {
  return entity ? translated(entity, 'name', language) : fallback;
}
