import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicRestaurant } from '@menudelite/shared/menu/public-menu';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useSession } from '../../../lib/session/session-store';
import { brandStyle, type TMenuIndex } from '../../diner-menu/public';
import { paymentMethodsFor } from '../lib/checkout-form';
import { processingFeeNote } from '../lib/fee-note';
import { useCheckout } from '../lib/use-checkout';
import { BenefitsSection } from './benefits-section';
import { CheckoutHeader } from './checkout-header';
import { CustomerSection } from './customer-section';
import { EmptyCart, OrderPlaced } from './empty-cart';
import { NotesSection } from './notes-section';
import { OrderSummary } from './order-summary';
import { OrderTypeSection } from './order-type-section';
import { PaymentSection } from './payment-section';
import { PendingPanel } from './pending-panel';
import { PriceChangedDialog } from './price-changed-dialog';
import { SubmitBar } from './submit-bar';
import { TipSection } from './tip-section';
import { TotalsSection } from './totals-section';
import classes from './checkout-screen.module.css';

export type TCheckoutScreenProps = {
  restaurant: TPublicRestaurant;
  index: TMenuIndex;
  options: TCheckoutOptions;
  table: { code: string; displayId: string } | null;
  menuPath: string;
};

/** The diner's checkout: order type and its details, your information, notes, tip, payment, the server's bill, "Place order". */
export function CheckoutScreen({ restaurant, index, options, table, menuPath }: TCheckoutScreenProps) {
  const { t } = useTranslation('checkout');
  const { user } = useSession();
  const isCustomer = user?.kind === 'customer';
  const place = useMemo(() => ({ tableCode: table?.code ?? null }), [table?.code]);
  const state = useCheckout({
    restaurant,
    lookup: index,
    options,
    place,
    menuPath,
    // A signed-in customer's orders are recorded on their account (and required where guests may not order).
    customerId: isCustomer && user ? user.id : null,
    needsSignIn: !options.allowsGuestCheckout && !isCustomer,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const style = useMemo(() => brandStyle(restaurant), [restaurant]);
  useDocumentTitle(t('title'));

  // After a refused "Place order", the first field that needs attention takes the focus, and the
  // field with its message scrolls to the middle of the screen: focus() alone may leave the message
  // (card expiry's, say) under the fixed "Place order" bar on a phone.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.focus({ preventScroll: true });
    (invalid.closest<HTMLElement>('[data-field]') ?? invalid).scrollIntoView({ block: 'center' });
  }, [focusRequest]);

  const header = (
    <CheckoutHeader
      title={t('title')}
      venueName={restaurant.name}
      detail={table ? t('table', { table: table.displayId }) : null}
      backPath={menuPath}
      backLabel={t('back')}
    />
  );
  if (state.placed) return <OrderPlaced style={style} header={header} />;
  if (state.cart.lines.length === 0 && !state.hasPending) return <EmptyCart style={style} header={header} menuPath={menuPath} />;

  return (
    <div className={classes.page} style={style} data-testid="checkout-page">
      {header}
      <main>
        <form
          ref={formRef}
          className={classes.layout}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.submit().then(() => setFocusRequest((count) => count + 1));
          }}
        >
          <div className={classes.main}>
            {state.hasPending && <PendingPanel onResume={() => void state.resume()} sending={state.sending} />}
            {!options.availability.acceptingOrders && (
              <p className={classes.notice} role="alert" data-testid="not-accepting-orders">
                {t('availability.NOT_ACCEPTING_ORDERS')}
              </p>
            )}
            <OrderTypeSection state={state} restaurant={restaurant} options={options} table={table} />
            <CustomerSection state={state} options={options} needsSignIn={!options.allowsGuestCheckout && !isCustomer} />
            <NotesSection state={state} />
            <TipSection state={state} options={options} />
            <BenefitsSection state={state} options={options} restaurantId={restaurant.id} brand={style} />
            <PaymentSection state={state} options={options} />
          </div>
          <div className={classes.aside}>
            <OrderSummary cart={state.cart} updateCart={state.updateCart} quote={state.quote} lineProblems={state.problems.lines} menuPath={menuPath} />
            <TotalsSection
              quote={state.quote}
              loading={state.quoteLoading}
              showDeliveryFee={state.form.type === 'delivery'}
              feeNote={processingFeeNote({
                rule: options.processingFee,
                currency: options.currency,
                cardOffered: paymentMethodsFor(options.paymentMethods, state.form).includes('card'),
                payingByCard: state.form.paymentMethod === 'card',
              })}
            />
            <SubmitBar state={state} />
          </div>
        </form>
      </main>
      {state.priceChange && (
        <PriceChangedDialog
          quote={state.priceChange.quote}
          previousTotal={state.priceChange.input.expectedTotal}
          onConfirm={() => void state.confirmPriceChange(state.priceChange!.quote)}
          onClose={state.dismissPriceChange}
        />
      )}
    </div>
  );
}
