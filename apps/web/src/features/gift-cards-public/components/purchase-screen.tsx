import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GIFT_CARD_DESIGN_COLORS,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_NAME_MAX,
  type TPublicGiftCardProducts,
} from '@menudelite/shared/growth/gift-cards';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import { FieldError, TextField } from '../../../components/diner/text-field';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { CardPayment } from '../../card-payment/public';
import { usePurchase } from '../lib/use-purchase';
import type { TPurchaseErrors, TPurchaseField } from '../lib/purchase-form';
import { GiftCardFace } from './gift-card-face';
import classes from '../gift-cards-public.module.css';

type TProps = { restaurantId: string; shop: TPublicGiftCardProducts; gateway: TCardGateway | null };

/** The gift card shop: pick a card (or an amount), a design, who it is for and from, a message, when it arrives, and pay by card. */
export function PurchaseScreen({ restaurantId, shop, gateway }: TProps) {
  const { t } = useTranslation('gift-cards-public');
  const { text } = useErrorText();
  const state = usePurchase({ restaurantId, shop, gateway });
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // Isolated (FSI … PDI), so an amount keeps its own order inside an Arabic sentence.
  const money = (minor: number) => `\u2068${formatMoney(minor, shop.currency)}\u2069`;
  const errorOf = (field: TPurchaseField, errors: TPurchaseErrors = state.errors) => {
    const e = errors[field];
    return e ? text({ key: `keys.${e.key}`, ...(e.params ? { values: e.params } : {}) }) : undefined;
  };
  const design = state.values.design ?? state.product?.design ?? 'classic';
  // The earliest day the picker offers (the server checks the venue's own calendar day).
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  useDocumentTitle(t('title', { venue: shop.restaurantName }));

  // After a refused "Pay", the first field that needs attention takes the focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus({ preventScroll: true });
    (invalid?.closest<HTMLElement>('[data-field]') ?? invalid)?.scrollIntoView({ block: 'center' });
  }, [focusRequest]);

  const field = (name: TPurchaseField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={state.values[name as keyof typeof state.values] as string}
      onChange={(value) => state.update({ [name]: value })}
      error={errorOf(name)}
      testId={`gift-${name}`}
      {...extra}
    />
  );

  return (
    <div className={classes.page} data-testid="gift-card-shop">
      <header className={classes.header}>
        <div className={classes.headerInner}>
          <p className={classes.venue}>
            <bdi>{shop.restaurantName}</bdi>
          </p>
          <h1 className={classes.title}>{t('heading')}</h1>
        </div>
      </header>
      <main>
        <form
          ref={formRef}
          className={classes.layout}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.submit().then((paid) => !paid && setFocusRequest((n) => n + 1));
          }}
        >
          <div className={classes.column}>
            <section className={classes.section} data-field>
              <h2 className={classes.sectionTitle}>{t('choose.title')}</h2>
              <fieldset className={classes.products} aria-invalid={state.errors.productId ? true : undefined} tabIndex={-1}>
                <legend className={classes.srOnly}>{t('choose.title')}</legend>
                {shop.items.map((product) => (
                  <label key={product.id} className={classes.product} data-testid="gift-product">
                    <GiftCardFace
                      venue={shop.restaurantName}
                      design={state.values.productId === product.id ? design : product.design}
                      amount={product.kind === 'fixed' ? money(product.amount!) : t('choose.yourAmount')}
                      textual={product.kind !== 'fixed'}
                      caption={product.kind === 'custom' ? t('choose.range', { min: money(product.minAmount!), max: money(product.maxAmount!) }) : undefined}
                    />
                    <span className={classes.productLine}>
                      <input
                        type="radio"
                        name="gift-product"
                        value={product.id}
                        checked={state.values.productId === product.id}
                        onChange={() => state.update({ productId: product.id, design: null })}
                      />
                      <span>{product.name}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <FieldError testId="gift-productId-error">{errorOf('productId')}</FieldError>
              {state.product?.kind === 'custom' &&
                field('amount', t('choose.amount'), {
                  ltr: true,
                  inputMode: 'decimal',
                  hint: t('choose.range', { min: money(state.product.minAmount!), max: money(state.product.maxAmount!) }),
                })}
              {state.product && (
                <fieldset className={classes.designs}>
                  <legend className={classes.legend}>{t('choose.design')}</legend>
                  {GIFT_CARD_DESIGNS.map((d) => (
                    <label key={d} className={classes.design}>
                      <input type="radio" name="gift-design" value={d} checked={design === d} onChange={() => state.update({ design: d })} />
                      <span className={classes.swatch} style={{ background: GIFT_CARD_DESIGN_COLORS[d] }} aria-hidden="true" />
                      {t(`designs.${d}`)}
                    </label>
                  ))}
                </fieldset>
              )}
            </section>
            <section className={classes.section}>
              <h2 className={classes.sectionTitle}>{t('who.title')}</h2>
              {field('recipientName', t('who.recipientName'), { autoComplete: 'off', maxLength: GIFT_CARD_NAME_MAX })}
              {field('recipientEmail', t('who.recipientEmail'), { type: 'email', ltr: true, autoComplete: 'off', hint: t('who.recipientEmailHint') })}
              {field('fromName', t('who.fromName'), { autoComplete: 'name', maxLength: GIFT_CARD_NAME_MAX })}
              {field('fromEmail', t('who.fromEmail'), { type: 'email', ltr: true, autoComplete: 'email' })}
              {field('message', t('who.message'), { multiline: true, optionalLabel: t('optional'), maxLength: GIFT_CARD_MESSAGE_MAX })}
              <div data-field>
                <label className={classes.legend} htmlFor="gift-deliver-on">
                  {t('who.deliverOn')} <span className={classes.muted}>({t('optional')})</span>
                </label>
                <input
                  id="gift-deliver-on"
                  type="date"
                  min={today}
                  value={state.values.deliverOn}
                  onChange={(e) => state.update({ deliverOn: e.currentTarget.value })}
                  aria-invalid={state.errors.deliverOn ? true : undefined}
                  style={{ minHeight: 44, padding: '0 10px', borderRadius: 10, border: '1px solid #ced4da', font: 'inherit' }}
                  data-testid="gift-deliverOn"
                />
                <p className={classes.muted}>{t('who.deliverOnHint')}</p>
                <FieldError testId="gift-deliverOn-error">{errorOf('deliverOn')}</FieldError>
              </div>
            </section>
            <section className={classes.section} data-testid="gift-card-section">
              <h2 className={classes.sectionTitle}>{t('card.title')}</h2>
              <CardPayment payment={state.payment} />
            </section>
          </div>
          <div className={`${classes.column} ${classes.sticky}`}>
            <section className={`${classes.section} ${classes.summary}`}>
              <GiftCardFace venue={shop.restaurantName} design={design} amount={state.amount ? money(state.amount) : '—'} caption={state.product?.name} />
              <div className={classes.total}>
                <span>{t('summary.total')}</span>
                <span dir="ltr" data-testid="gift-total">
                  {state.amount ? money(state.amount) : '—'}
                </span>
              </div>
              {state.banner && (
                <p className={classes.banner} role="alert" data-testid="gift-banner">
                  {text(state.banner)}
                </p>
              )}
              <button type="submit" className={classes.pay} disabled={state.busy} data-testid="gift-pay">
                {state.amount ? t('summary.pay', { amount: money(state.amount) }) : t('summary.payNoAmount')}
              </button>
              <p className={classes.muted}>{t('summary.note')}</p>
            </section>
          </div>
        </form>
      </main>
    </div>
  );
}
