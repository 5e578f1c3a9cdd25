import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TDelitePayResponse, TPaymentPageInfo, TPublicPaymentLink } from '@menudelite/shared/delitepay/contracts';
import { DEFAULT_LANGUAGE, isLanguage } from '@menudelite/shared/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorCode, errorSummary, fieldErrors, type TErrorText } from '../../../lib/http/error-text';
import { useCardPayment } from '../../card-payment/public';
import { postPayment } from '../api/pay';
import { payablePageQuery } from '../api/payment-page';
import { cardGatewayOf } from './card-gateway';
import { pageProblemOf, type TPageProblem } from './page-problem';
import { keyForPayment, sessionKeyStore, settleKey } from './payment-key';
import {
  EMPTY_PAYMENT_FORM,
  fieldOfPath,
  paymentBody,
  paymentFigures,
  validatePayment,
  type TPaymentErrors,
  type TPaymentFormValues,
  type TPaymentTerms,
} from './payment-form';

/** What the success page may say that it cannot read back from the server: where the receipt went. */
export type TPaidState = { receiptTo: string | null };

const hasErrors = (errors: TPaymentErrors) => Object.keys(errors).length > 0;

/**
 * The payment page's state: what the payer typed, the figures shown before paying, the card form,
 * and "Pay": checked first with the server's own rules, sent once (Idempotency-Key), then on to
 * the success page. A refusal lands where it belongs: on its field, in the card form, or the
 * whole page (a link paid meanwhile, DelitePay switched off).
 */
export function usePaymentForm({ page, link, slug }: { page: TPaymentPageInfo; link: TPublicPaymentLink | null; slug: string }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TPaymentFormValues>(EMPTY_PAYMENT_FORM);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<TPaymentErrors>({});
  const [banner, setBanner] = useState<TErrorText | null>(null);
  const [problem, setProblem] = useState<TPageProblem | null>(null);
  const [problemError, setProblemError] = useState<unknown>(null);
  const terms = useMemo<TPaymentTerms>(
    () => ({ currency: page.currency, feeRule: page.processingFeeRule, linkAmount: link?.amount ?? null }),
    [page.currency, page.processingFeeRule, link?.amount],
  );
  const figures = paymentFigures(values, terms);
  const gateway = useMemo(() => cardGatewayOf(page.gateway), [page.gateway]);
  const payment = useCardPayment({ gateway, amount: figures?.total ?? 0, currency: page.currency, onEdit: () => setBanner(null) });

  const checked = validatePayment(values, terms);
  // A typed tip is judged as it is typed; the rest once the payer has pressed "Pay".
  const errors: TPaymentErrors = { ...(tried ? checked : checked.tip ? { tip: checked.tip } : {}), ...serverErrors };

  const update = useCallback((patch: Partial<TPaymentFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors({});
    setBanner(null);
  }, []);

  const scope = `${slug}.${link?.token ?? 'open'}`;
  const refused = (error: unknown) => {
    settleKey(sessionKeyStore, scope, error);
    const pageProblem = pageProblemOf(error);
    if (pageProblem) {
      setProblemError(error);
      return setProblem(pageProblem);
    }
    if (payment.showError(error)) return;
    // The venue's fee changed since the page loaded: nothing was charged; the page reads the new one and the payer sees the new total.
    if (errorCode(error) === 'PRICE_CHANGED') void queryClient.invalidateQueries({ queryKey: payablePageQuery(slug, link?.token ?? null).queryKey });
    const byField: TPaymentErrors = {};
    for (const detail of Object.values(fieldErrors(error))) {
      const field = fieldOfPath(detail.path);
      if (field) byField[field] ??= detail.text;
    }
    setServerErrors(byField);
    setBanner(hasErrors(byField) ? null : errorSummary(error));
  };

  const submit = async (): Promise<boolean> => {
    setTried(true);
    setBanner(null);
    if (hasErrors(checked)) return false;
    const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    const body = paymentBody(values, terms, link?.token ?? null, language);
    const outcome = await payment.pay<TDelitePayResponse>(
      (card) => postPayment(slug, { ...body, ...(card ? { card } : {}) }, keyForPayment(sessionKeyStore, scope, body)),
      (response) => response.successPath,
    );
    if (outcome.kind === 'paid' || outcome.kind === 'processing') {
      sessionKeyStore.clear(scope);
      const state: TPaidState = { receiptTo: body.payer?.email ?? null };
      void navigate(outcome.response.successPath, { state });
      return true;
    }
    // Declined in the browser (Stripe): the server's payment still waits, so the key is kept for paying it with another card.
    if (outcome.kind === 'failed') refused(outcome.error);
    return false;
  };

  return { values, update, errors, figures, terms, payment, banner, problem, problemError, submit, busy: payment.busy };
}

export type TPaymentFormState = ReturnType<typeof usePaymentForm>;
