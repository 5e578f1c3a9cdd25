import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@menudelite/shared/i18n/languages';
import type { TPublicRestaurant } from '@menudelite/shared/menu/public-menu';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import type { TQuote } from '@menudelite/shared/orders/checkout';
import { formatMoney } from '@menudelite/shared/money/format';
import { useCardPayment, type TCardMessage } from '../../card-payment/public';
import { priceCart, useCart, type TMenuLookup } from '../../cart/public';
import { checkoutOptionsQuery } from '../api/get-checkout-options';
import { quoteQuery, useQuote } from '../api/get-quote';
import {
  NO_BENEFITS_CHOSEN,
  benefitRefusal,
  benefitsRequest,
  isBenefitRace,
  withoutPart,
  withoutRefused,
  type TBenefitChoice,
  type TBenefitPart,
} from './benefits';
import { orderBody, quoteBody, type TCheckoutPlace } from './build-request';
import { paymentMethodsFor } from './checkout-form';
import { NO_PROBLEMS, formProblems, requestMessage, serverProblems, type TMessage, type TProblems } from './messages';
import { isolated } from './isolated';
import { defaultOrderType, orderTypeOptions } from './order-types';
import { tipRequest } from './tip';
import { useCheckoutForm } from './use-checkout-form';
import { usePlaceOrder, type TPlaceInput, type TPriceChange } from './use-place-order';
import { useSettledValue } from './use-settled-value';

/** A custom tip is priced once the diner stops typing for this long. */
const QUOTE_SETTLE_MS = 350;

/** The card form's message, repeated beside "Place order" (on a phone the card form may be far up the page). */
const cardBanner = (message: TCardMessage): TMessage => ({ ...message, key: message.key.includes(':') ? message.key : `card-payment:${message.key}` });

export type TCheckoutInput = {
  restaurant: TPublicRestaurant;
  lookup: TMenuLookup;
  options: TCheckoutOptions;
  place: TCheckoutPlace;
  menuPath: string;
  /** The signed-in customer's id: the quote and the order carry their token (members-only offers, points; recorded on their account). */
  customerId: string | null;
  /** The venue requires an account and nobody (or no customer) is signed in. */
  needsSignIn: boolean;
};

/** The checkout screen's state and actions: the form, the server's quote, problems, ordering. */
export function useCheckout(input: TCheckoutInput) {
  const { restaurant, lookup, options, place } = input;
  const queryClient = useQueryClient();
  const [lines, updateCart] = useCart(restaurant.id);
  const cart = useMemo(() => priceCart(lines, lookup), [lines, lookup]);
  const orderable = useMemo(() => cart.lines.filter((line) => line.orderable).map((line) => line.line), [cart]);
  const typeOptions = orderTypeOptions(restaurant, options.availability, place.tableCode !== null);
  const { form, update, problems, setProblems, cardEdited } = useCheckoutForm(options, defaultOrderType(typeOptions));
  const [priceChange, setPriceChange] = useState<TPriceChange | null>(null);
  const [benefits, setBenefits] = useState<TBenefitChoice>(NO_BENEFITS_CHOSEN);
  /** Set when "Place order" dropped a benefit (lib/benefits.ts): which one, said in the benefits section. */
  const [droppedBenefit, setDroppedBenefit] = useState<TBenefitPart | null>(null);
  const { customerId } = input;

  // The diner's language goes with the order, so texts about it (the ready SMS) are written in it.
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  const benefitsBody = useMemo(() => benefitsRequest(benefits), [benefits]);
  const body = useMemo(
    () => orderBody(form, orderable, place, options.currency, language, benefitsBody),
    [form, orderable, place, options.currency, language, benefitsBody],
  );
  const wantedQuote = useMemo(() => quoteBody(body), [body]);
  const settledQuote = useSettledValue(wantedQuote, QUOTE_SETTLE_MS);
  const quote = useQuote(restaurant.id, settledQuote, customerId);
  // The card pays only what points and a gift card leave (amountDue); nothing left, no card at all.
  const amountDue = quote.data ? quote.data.amountDue : null;
  // Nothing left for the card: the order goes as paid by its benefits under a way to pay that needs no card details
  // (the server checks card fields whenever the method is card); a venue offering no other way keeps the card form.
  const coveredMethod =
    amountDue === 0 ? paymentMethodsFor(options.paymentMethods, form).find((method) => method === 'pay_later' || method === 'cash') : undefined;
  const cardNeeded = form.paymentMethod === 'card' && !coveredMethod;
  const cardPayment = useCardPayment({ gateway: options.cardGateway, amount: amountDue ?? 0, currency: options.currency, onEdit: cardEdited });
  const placing = usePlaceOrder(restaurant.id, input.menuPath, customerId !== null, cardPayment);
  const settled = JSON.stringify(settledQuote) === JSON.stringify(wantedQuote);
  const quoteIsCurrent = quote.isSuccess && !quote.isPlaceholderData && settled;
  // A refused quote (sold out, not taking pickup now ...) says why on the lines and above the button.
  // A chosen benefit the quote refuses now (the cart changed under a minimum spend ...): said at the benefit, with "Remove".
  const benefitProblem = quote.isError && !quote.isFetching ? benefitRefusal(quote.error, benefits) : null;
  const quoteProblems: TProblems =
    quote.isError && !quote.isFetching ? { ...serverProblems(quote.error), ...(benefitProblem ? { banner: benefitProblem.message } : {}) } : NO_PROBLEMS;
  const chosenType = typeOptions.find((option) => option.type === form.type);
  // A type the venue does not offer here at all is refused like a closed venue.
  const refusal = chosenType ? chosenType.refusal : 'NOT_ACCEPTING_ORDERS';
  const belowMinimum = form.type === 'delivery' && quote.data !== undefined && quote.data.belowMinimumBy > 0;

  const blocked = refusal !== null || orderable.length === 0 || cart.hasUnorderable || belowMinimum || input.needsSignIn || !quoteIsCurrent || placing.sending;
  // Why "Place order" cannot be pressed, said beside it (on a phone the reason may be far up the page).
  const blockReason: TMessage | null = refusal
    ? { key: `availability.${refusal}` }
    : input.needsSignIn
      ? { key: 'errors.signInRequired' }
      : cart.hasUnorderable
        ? { key: 'errors.removeUnavailable' }
        : belowMinimum && quote.data
          ? { key: 'minimum.more', values: { amount: isolated(formatMoney(quote.data.belowMinimumBy, quote.data.currency)) } }
          : null;

  async function send(placeInput: TPlaceInput) {
    const outcome = await placing.place(placeInput);
    if (outcome.kind === 'priceChanged') {
      queryClient.setQueryData(quoteQuery(restaurant.id, wantedQuote, customerId).queryKey, outcome.quote);
      setPriceChange({ quote: outcome.quote, input: placeInput });
    } else if (outcome.kind === 'cardNotPaid') {
      setProblems({ ...NO_PROBLEMS, banner: cardBanner(outcome.message) });
    } else if (outcome.kind === 'refused' && benefitRefusal(outcome.error, benefits)) {
      // A benefit lost a race (the last use of an offer, the points or the gift card's balance went to
      // another order meanwhile) or no longer applies: nothing was charged or written. It is dropped,
      // the bill is priced again without it, and the diner is told why before ordering again.
      const refused = benefitRefusal(outcome.error, benefits)!;
      setBenefits((current) => withoutRefused(current, refused));
      setDroppedBenefit(refused.part);
      setProblems({ ...NO_PROBLEMS, banner: refused.message });
      if (isBenefitRace(outcome.error)) void queryClient.invalidateQueries({ queryKey: ['customer'] });
    } else if (outcome.kind === 'refused') {
      // A refusal about the card (declined, a bad number) is marked on the card form too.
      cardPayment.showError(outcome.error);
      setProblems(serverProblems(outcome.error));
      // A refusal for availability means the screen's picture of the venue is out of date.
      void queryClient.invalidateQueries({ queryKey: checkoutOptionsQuery(restaurant.id).queryKey });
    } else if (outcome.kind === 'uncertain') {
      setProblems({ ...NO_PROBLEMS, banner: { key: 'errors.uncertain' } });
    }
  }

  /** The card form's check: the demo card (sent with the order), or Stripe's elements.submit() (nothing sent). */
  const prepareCard = () => (cardNeeded ? cardPayment.prepare() : Promise.resolve({ ok: true as const, card: null }));

  /**
   * The benefits dialogs' "Apply": the bill is priced with the new choice first; if the server refuses
   * it (a code that is not valid, points below the minimum ...) the dialog says why by key and the
   * choice stays as it was. A refusal about something else (the order's own fields) does not stop it:
   * the screen shows that one. `as`: the customer just signed in from the login dialog.
   */
  async function applyBenefits(next: TBenefitChoice, as: string | null = customerId): Promise<TMessage | null> {
    const nextBody = quoteBody({ ...body, benefits: benefitsRequest(next) });
    if (nextBody.lines.length > 0) {
      try {
        const fresh = await queryClient.fetchQuery(quoteQuery(restaurant.id, nextBody, as));
        queryClient.setQueryData(quoteQuery(restaurant.id, nextBody, as).queryKey, fresh);
      } catch (error) {
        const refused = benefitRefusal(error, next);
        if (refused) return refused.message;
      }
    }
    setBenefits(next);
    setDroppedBenefit(null);
    setProblems(NO_PROBLEMS);
    return null;
  }

  /** Checks the form as the server will, then orders at the total the diner was shown. */
  async function submit(): Promise<void> {
    const local = formProblems(body, options, tipRequest(form.tip, options.currency) === 'invalid');
    if (blocked && !local.banner) return;
    const card = await prepareCard();
    if (local.banner || !card.ok) return setProblems(local.banner ? local : { ...NO_PROBLEMS, banner: { key: 'errors.checkForm' } });
    if (!quote.data) return;
    setProblems(NO_PROBLEMS);
    // The card's part as shown goes along: a different one (a gift card spent meanwhile) is 409 PRICE_CHANGED, never a surprise charge.
    const sent = {
      ...body,
      expectedAmountDue: quote.data.amountDue,
      ...(form.paymentMethod === 'card' && coveredMethod ? { paymentMethod: coveredMethod } : {}),
    };
    await send({ body: sent, expectedTotal: quote.data.total, card: card.card });
  }

  async function confirmPriceChange(fresh: TQuote) {
    if (!priceChange) return;
    setPriceChange(null);
    // Stripe's form is checked again right before its payment is created.
    const card = await prepareCard();
    if (!card.ok) return setProblems({ ...NO_PROBLEMS, banner: { key: 'errors.checkForm' } });
    await send({ body: { ...priceChange.input.body, expectedAmountDue: fresh.amountDue }, card: card.card, expectedTotal: fresh.total });
  }

  async function resume() {
    const outcome = await placing.resume();
    // Not placed; a refusal with a sentence of its own (the card service refusing the venue) says why.
    if (outcome.kind === 'refused') setProblems({ ...NO_PROBLEMS, banner: requestMessage(outcome.error) ?? { key: 'pending.notPlaced' } });
    if (outcome.kind === 'uncertain') setProblems({ ...NO_PROBLEMS, banner: { key: 'errors.uncertain' } });
  }

  return {
    cart,
    updateCart,
    typeOptions,
    form,
    update,
    body,
    cardPayment,
    // A quote refused for the tip (above the cap) says so beside the tip field.
    problems: {
      // ... and one refused for the payment method (points or a gift card with cash that leave a rest) beside the methods.
      fields: {
        ...(quoteProblems.fields.tip ? { tip: quoteProblems.fields.tip } : {}),
        ...(quoteProblems.fields.paymentMethod ? { paymentMethod: quoteProblems.fields.paymentMethod } : {}),
        ...problems.fields,
      } as Record<string, TMessage>,
      lines: { ...quoteProblems.lines, ...problems.lines },
      banner: problems.banner ?? quoteProblems.banner,
    },
    quote: quote.data ?? null,
    benefits,
    benefitProblem,
    applyBenefits,
    droppedBenefit,
    removeBenefit: (part: TBenefitPart) => {
      setBenefits((current) => withoutPart(current, part));
      setDroppedBenefit(null);
      setProblems(NO_PROBLEMS);
    },
    setBenefits,
    cardNeeded,
    customerId,
    quoteIsCurrent,
    quoteLoading: quote.isFetching || !settled,
    refusal,
    belowMinimum,
    blocked,
    blockReason,
    sending: placing.sending,
    placed: placing.placed,
    hasPending: placing.hasPending,
    priceChange,
    dismissPriceChange: () => setPriceChange(null),
    confirmPriceChange,
    submit,
    resume,
  };
}

export type TCheckoutState = ReturnType<typeof useCheckout>;
