import { useCallback, useState } from 'react';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import type { TOrderType } from '@menudelite/shared/orders/status';
import { defaultPaymentMethod, initialForm, withFittingPayment, type TCheckoutForm } from './checkout-form';
import { NO_PROBLEMS, type TProblems } from './messages';

/** Which problem paths a changed form field answers, so its message goes away as the diner fixes it. */
const PATHS_BY_FIELD: Partial<Record<keyof TCheckoutForm, string[]>> = {
  type: ['tableCode', 'pickupTime', 'delivery.address', 'delivery.locationId', 'roomNumber', 'paymentMethod'],
  tableCode: ['tableCode'],
  pickupTime: ['pickupTime'],
  address: ['delivery.address'],
  locationId: ['delivery.locationId'],
  roomNumber: ['roomNumber', 'paymentMethod'],
  asVisitor: ['roomNumber', 'paymentMethod', 'customer.name'],
  name: ['customer.name'],
  email: ['customer.email'],
  phone: ['customer.phone'],
  tip: ['tip'],
  paymentMethod: ['paymentMethod'],
};

/** The checkout form's state, and the problems shown on it (from the last attempt to order). */
export function useCheckoutForm(options: TCheckoutOptions, firstType: TOrderType) {
  const offered = options.paymentMethods;
  const [form, setForm] = useState<TCheckoutForm>(() => initialForm(firstType, defaultPaymentMethod(offered, { type: firstType, asVisitor: false })));
  const [problems, setProblems] = useState<TProblems>(NO_PROBLEMS);

  const update = useCallback(
    (patch: Partial<TCheckoutForm>) => {
      setForm((current) => withFittingPayment({ ...current, ...patch }, offered));
      const answered = Object.keys(patch).flatMap((field) => PATHS_BY_FIELD[field as keyof TCheckoutForm] ?? []);
      setProblems((current) => {
        if (!answered.some((path) => path in current.fields)) return current;
        const fields = Object.fromEntries(Object.entries(current.fields).filter(([path]) => !answered.includes(path)));
        return { ...current, fields, banner: Object.keys(fields).length ? current.banner : null };
      });
    },
    [offered],
  );

  /** The diner changed the card (its messages are the card form's own): the sentence about the last refusal goes once nothing else is marked. */
  const cardEdited = useCallback(
    () => setProblems((current) => (current.banner && Object.keys(current.fields).length === 0 ? { ...current, banner: null } : current)),
    [],
  );

  return { form, update, problems, setProblems, cardEdited };
}
