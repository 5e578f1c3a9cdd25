import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import { translated } from '@menudelite/shared/menu/translate';
import { PayingPageLink } from '../../card-payment/public';
import { MAX_LINE_QUANTITY, removeCartLine, setCartLineQuantity, type TCartLine, type TPricedCart } from '../../cart/public';
import { useMenuContext } from './menu-context';
import { QuantityStepper } from './quantity-stepper';
import { Sheet } from './sheet';
import classes from './cart-sheet.module.css';

type TCartSheetProps = {
  cart: TPricedCart;
  updateCart: (change: (lines: TCartLine[]) => TCartLine[]) => void;
  onClose: () => void;
  /** Where "Checkout" leads (a table's checkout); null while ordering is not open here. */
  checkoutPath: string | null;
  acceptingOrders: boolean;
};

/** The cart (loaded on first use): lines priced from the menu on screen, quantities, subtotal, checkout. */
export default function CartSheet({ cart, updateCart, onClose, checkoutPath, acceptingOrders }: TCartSheetProps) {
  const { t } = useTranslation('diner-menu');
  const { language, currency, index } = useMenuContext();
  const canCheckout = checkoutPath !== null && acceptingOrders && cart.itemCount > 0 && !cart.hasUnorderable;
  const footer = (
    <>
      <div className={classes.subtotal}>
        <span>{t('cart.subtotal')}</span>
        <bdi data-testid="cart-subtotal">{formatMoney(cart.subtotal, currency)}</bdi>
      </div>
      {!acceptingOrders && <p className={classes.note}>{t('availability.notAcceptingOrders')}</p>}
      {acceptingOrders && checkoutPath === null && <p className={classes.note}>{t('cart.checkoutSoon')}</p>}
      {canCheckout ? (
        // With Stripe the checkout loads as a new document: its content security policy is the one that lets Stripe.js run.
        <PayingPageLink to={checkoutPath!} restaurantId={index.menu.restaurant.id} className={classes.checkout} testId="checkout">
          {t('cart.checkout')}
        </PayingPageLink>
      ) : (
        <button type="button" className={classes.checkout} disabled data-testid="checkout">
          {t('cart.checkout')}
        </button>
      )}
    </>
  );
  return (
    <Sheet title={t('cart.title')} closeLabel={t('cart.close')} onClose={onClose} footer={cart.lines.length > 0 ? footer : undefined} testId="cart-sheet">
      {cart.lines.length === 0 && <p>{t('cart.empty')}</p>}
      <ul className={classes.lines}>
        {cart.lines.map(({ line, item, modifiers, lineTotal, orderable }) => {
          const name = item ? translated(item, 'name', language) : '—';
          return (
            <li key={line.id} className={classes.line} data-testid="cart-line">
              <div className={classes.lineText}>
                <p className={classes.lineName}>{name}</p>
                {modifiers.length > 0 && <p className={classes.lineDetail}>{modifiers.map((modifier) => translated(modifier, 'name', language)).join(', ')}</p>}
                {line.notes && <p className={classes.lineDetail}>{t('cart.notes', { notes: line.notes })}</p>}
                {!orderable && <p className={classes.lineProblem}>{t('cart.unavailableLine')}</p>}
                <div className={classes.lineActions}>
                  <QuantityStepper
                    size="sm"
                    value={line.quantity}
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    onChange={(quantity) => updateCart((lines) => setCartLineQuantity(lines, line.id, quantity))}
                    label={t('cart.quantityOf', { name })}
                    decreaseLabel={t('sheet.decrease')}
                    increaseLabel={t('sheet.increase')}
                  />
                  <button
                    type="button"
                    className={classes.remove}
                    onClick={() => updateCart((lines) => removeCartLine(lines, line.id))}
                    aria-label={t('cart.remove', { name })}
                  >
                    {t('cart.removeShort')}
                  </button>
                </div>
              </div>
              {orderable && <bdi className={classes.lineTotal}>{formatMoney(lineTotal, currency)}</bdi>}
            </li>
          );
        })}
      </ul>
    </Sheet>
  );
}
