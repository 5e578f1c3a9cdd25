import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGiftCardPurchaseResponse, TPublicGiftCardProducts } from '@menudelite/shared/growth/gift-cards';
import { DEFAULT_LANGUAGE, isLanguage } from '@menudelite/shared/i18n/languages';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import { errorSummary, fieldErrors, type TErrorText } from '../../../lib/http/error-text';
import { useCardPayment } from '../../card-payment/public';
import { postPurchase } from '../api/gift-card-shop';
import { amountOf, checkPurchase, EMPTY_PURCHASE, fieldOfPath, purchaseBody, type TPurchaseErrors, type TPurchaseValues } from './purchase-form';

/**
 * The purchase page's state: what the buyer typed, the card form, and "Pay": checked first by the
 * server's own rules, sent with one Idempotency-Key per purchase (a retry of the same purchase never
 * buys a second card; a changed purchase gets a new key), then on to the success page.
 */
export function usePurchase({ restaurantId, shop, gateway }: { restaurantId: string; shop: TPublicGiftCardProducts; gateway: TCardGateway | null }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<TPurchaseValues>(() => ({ ...EMPTY_PURCHASE, productId: shop.items.length === 1 ? shop.items[0]!.id : null }));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<TPurchaseErrors>({});
  const [banner, setBanner] = useState<TErrorText | null>(null);
  const keys = useRef(new Map<string, string>());
  const product = shop.items.find((p) => p.id === values.productId);
  const amount = amountOf(values, product, shop.currency);
  const payment = useCardPayment({ gateway, amount: amount ?? 0, currency: shop.currency, onEdit: () => setBanner(null) });
  const checked = checkPurchase(values, product, shop.currency);
  const errors: TPurchaseErrors = { ...(tried ? checked : {}), ...serverErrors };

  const update = useCallback((patch: Partial<TPurchaseValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors({});
    setBanner(null);
  }, []);

  const refused = (error: unknown) => {
    if (payment.showError(error)) return;
    const byField: TPurchaseErrors = {};
    for (const detail of Object.values(fieldErrors(error))) {
      const field = fieldOfPath(detail.path);
      if (field) byField[field] ??= { key: detail.key, ...(detail.params ? { params: detail.params } : {}) };
    }
    setServerErrors(byField);
    setBanner(Object.keys(byField).length > 0 ? null : errorSummary(error));
  };

  const submit = async (): Promise<boolean> => {
    setTried(true);
    setBanner(null);
    if (Object.keys(checked).length > 0 || !product) return false;
    const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    const body = purchaseBody(values, product, shop.currency, language);
    const scope = JSON.stringify(body);
    const key = keys.current.get(scope) ?? crypto.randomUUID();
    keys.current.set(scope, key);
    const outcome = await payment.pay<TGiftCardPurchaseResponse>(
      (card) => postPurchase(restaurantId, { ...body, ...(card ? { card } : {}) }, key),
      (response) => response.successPath,
    );
    if (outcome.kind === 'paid' || outcome.kind === 'processing') {
      keys.current.clear();
      void navigate(outcome.response.successPath);
      return true;
    }
    if (outcome.kind === 'failed') refused(outcome.error);
    return false;
  };

  return { values, update, errors, product, amount, payment, banner, submit, busy: payment.busy };
}

export type TPurchaseState = ReturnType<typeof usePurchase>;
