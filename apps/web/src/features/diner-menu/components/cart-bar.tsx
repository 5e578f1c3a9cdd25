import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TPricedCart } from '../../cart/public';
import { useMenuContext } from './menu-context';
import classes from './cart-bar.module.css';

/** Fixed at the bottom while the cart has something in it: count, subtotal, and the way into the cart. */
export function CartBar({ cart, onOpen }: { cart: TPricedCart; onOpen: () => void }) {
  const { t } = useTranslation('diner-menu');
  const { currency } = useMenuContext();
  if (cart.lines.length === 0) return null;
  return (
    <div className={classes.bar}>
      <button type="button" className={classes.button} onClick={onOpen} data-testid="cart-bar">
        <span className={classes.count}>{t('cart.count', { count: cart.itemCount })}</span>
        <span className={classes.label}>{t('cart.view')}</span>
        <bdi className={classes.total}>{formatMoney(cart.subtotal, currency)}</bdi>
      </button>
    </div>
  );
}
