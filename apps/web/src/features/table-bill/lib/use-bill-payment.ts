import { useMemo, useRef, useState } from 'react';
import type { TBill, TBillPayment, TBillQuoteRequest } from '@menudelite/shared/bills/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import { useCardPayment } from '../../card-payment/public';
import { useBillQuote } from '../api/quote-bill';
import { postBillPayment } from '../api/pay-bill';
import { keyKeeper } from './idempotency-key';
import type { TBillMessage } from './messages';
import { DEFAULT_CHOICES, shareFor, type TPayChoice, type TPayMode } from './pay-choice';
import { refusalOf } from './pay-outcome';
import { tipFor, type TTipChoice } from './tip';
import { useSettledValue } from './use-settled-value';

/** Typing settles this long before the server is asked for a quote. */
const TYPING_SETTLE_MS = 400;

export type TPaidResult = { payment: TBillPayment; processing: boolean; email: string | null };

type TOptions = {
  bill: TBill;
  tableCode: string;
  gateway: TCardGateway | null | undefined;
  language: TLanguage;
  /** Puts a bill the server answered with on screen (the payment's, or a 409's refreshed one). */
  show: (bill: TBill) => void;
  /** Stripe's return address for redirect-based methods: this page, with the payment's id. */
  returnUrl: (paymentId: string) => string;
};

function defaultTip(bill: TBill): TTipChoice {
  return bill.tips.defaultPercent === null ? { kind: 'none' } : { kind: 'percent', percent: bill.tips.defaultPercent };
}

/**
 * The diner's payment on the bill: the way to pay and its share, the tip on that share, the
 * server's quote (fees shown before paying), the card, and "Pay". Every figure on screen before
 * paying is the server's quote; the local checks only say early what the server would refuse.
 */
export function useBillPayment({ bill, tableCode, gateway, language, show, returnUrl }: TOptions) {
  const [choice, setChoice] = useState<TPayChoice>(DEFAULT_CHOICES.whole);
  const [tipChoice, setTipChoice] = useState<TTipChoice>(() => defaultTip(bill));
  const [payer, setPayer] = useState({ name: '', email: '' });
  const [banner, setBanner] = useState<TBillMessage | null>(null);
  const [changed, setChanged] = useState(false);
  const [paid, setPaid] = useState<TPaidResult | null>(null);
  const [sending, setSending] = useState(false);
  const [giftCode, setGiftCode] = useState('');
  const keys = useRef(keyKeeper()).current;

  const share = shareFor(bill, choice);
  const tip = tipFor(tipChoice, share.ok ? share.share : 0, bill.currency);
  const body: TBillQuoteRequest | null = share.ok && tip.ok ? { selection: share.selection, tip: tip.tip } : null;
  const settledBody = useSettledValue(body, TYPING_SETTLE_MS);
  const settled = JSON.stringify(settledBody) === JSON.stringify(body);
  const quote = useBillQuote(bill.token, tableCode, settledBody, bill.version, settled);
  const quoteIsCurrent = quote.data !== undefined && !quote.isPlaceholderData && settled && !quote.isFetching;
  const quoteRefusal = quote.error && body ? refusalOf(quote.error, bill.currency) : null;

  const card = useCardPayment({
    gateway,
    amount: quote.data?.total ?? (share.ok ? share.share + (tip.ok ? tip.amount : 0) : 0),
    currency: bill.currency,
    onEdit: () => setBanner(null),
  });

  const choose = (next: TPayChoice) => {
    setChoice(next);
    setBanner(null);
    setChanged(false);
  };

  async function pay(): Promise<void> {
    if (sending) return;
    setBanner(null);
    if (!body || !quoteIsCurrent || !quote.data) {
      setBanner(share.ok ? (tip.ok ? null : tip.message) : (share.message ?? { key: 'submit.checkChoice' }));
      return;
    }
    const request = {
      ...body,
      expectedTotal: quote.data.total,
      language,
      ...(payer.name.trim() ? { payerName: payer.name.trim() } : {}),
      ...(payer.email.trim() ? { email: payer.email.trim() } : {}),
    };
    const key = keys.keyFor(JSON.stringify(request));
    setSending(true);
    try {
      const outcome = await card.pay(
        (typed) => postBillPayment(bill.token, tableCode, { ...request, ...(typed ? { card: typed } : {}) }, key),
        (response) => returnUrl(response.billPayment.id),
      );
      if (outcome.kind === 'incomplete' || outcome.kind === 'declined') return;
      if (outcome.kind === 'failed') {
        const refusal = refusalOf(outcome.error, bill.currency);
        if (refusal.bill) show(refusal.bill);
        // A refusal about the card is shown in the card form; the same request may go again with another card.
        if (refusal.conflict || !card.showError(outcome.error)) setBanner(refusal.message);
        if (refusal.conflict) {
          keys.forget();
          setChanged(true);
        }
        return;
      }
      keys.forget();
      show(outcome.response.bill);
      setPaid({ payment: outcome.response.billPayment, processing: outcome.kind === 'processing', email: request.email ?? null });
      setChoice(DEFAULT_CHOICES.whole);
      setTipChoice(defaultTip(bill));
    } finally {
      setSending(false);
    }
  }

  /** What the share costs from a gift card: the items and the tip, no card processing fee. */
  const giftTotal = quote.data ? quote.data.amount + quote.data.tip : null;

  /**
   * The share paid from a gift card instead of a card: the same request with `giftCardCode` and no card,
   * its total without the processing fee; the server spends the card in the payment's own transaction.
   */
  async function payWithGiftCard(): Promise<void> {
    if (sending) return;
    setBanner(null);
    if (!body || !quoteIsCurrent || !quote.data || giftTotal === null || !giftCode.trim()) {
      setBanner(share.ok ? (tip.ok ? null : tip.message) : (share.message ?? { key: 'submit.checkChoice' }));
      return;
    }
    const request = {
      ...body,
      giftCardCode: giftCode.trim(),
      expectedTotal: giftTotal,
      language,
      ...(payer.name.trim() ? { payerName: payer.name.trim() } : {}),
      ...(payer.email.trim() ? { email: payer.email.trim() } : {}),
    };
    const key = keys.keyFor(JSON.stringify(request));
    setSending(true);
    try {
      const response = await postBillPayment(bill.token, tableCode, request, key);
      keys.forget();
      show(response.bill);
      setPaid({ payment: response.billPayment, processing: false, email: request.email ?? null });
      setChoice(DEFAULT_CHOICES.whole);
      setTipChoice(defaultTip(bill));
      setGiftCode('');
    } catch (error) {
      const refusal = refusalOf(error, bill.currency);
      if (refusal.bill) show(refusal.bill);
      setBanner(refusal.message);
      if (refusal.conflict) {
        keys.forget();
        setChanged(true);
      }
    } finally {
      setSending(false);
    }
  }

  return {
    giftCode,
    setGiftCode: (code: string) => {
      setGiftCode(code);
      setBanner(null);
    },
    giftTotal,
    payWithGiftCard,
    choice,
    choose,
    chooseMode: (mode: TPayMode) => choose(choice.mode === mode ? choice : DEFAULT_CHOICES[mode]),
    share,
    tipChoice,
    setTipChoice: (next: TTipChoice) => {
      setTipChoice(next);
      setBanner(null);
    },
    tip,
    quote: { data: quote.data ?? null, loading: quote.isFetching || !quoteIsCurrent, refusal: quoteRefusal },
    card,
    payer,
    setPayer,
    banner,
    changed,
    dismissChanged: () => setChanged(false),
    paid,
    clearPaid: () => setPaid(null),
    sending: sending || card.busy,
    canPay: body !== null && quoteIsCurrent && !quote.error,
    pay,
  };
}

export type TBillPaymentState = ReturnType<typeof useBillPayment>;

/** For the screen that shows the diner's own payment once the page reloads after Stripe's redirect. */
export function usePaymentFromReturn(bill: TBill, paymentId: string | null): TBillPayment | null {
  return useMemo(() => (paymentId ? (bill.payments.find((payment) => payment.id === paymentId) ?? null) : null), [bill.payments, paymentId]);
}
