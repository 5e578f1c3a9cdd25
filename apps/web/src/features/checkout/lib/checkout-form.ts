import { isPayLaterOffered } from '@menudelite/shared/orders/checkout-options';
import type { TOrderType, TPaymentMethod } from '@menudelite/shared/orders/status';

/** The tip as the diner chose it: none, a preset or custom percentage, or an amount they typed. */
export type TTipChoice = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'custom'; text: string };

/** Everything the diner types or picks on the checkout screen, as typed (trimmed only when sent). */
export type TCheckoutForm = {
  type: TOrderType;
  /** Dine-in away from a QR code: the code printed on the table. */
  tableCode: string;
  /** Pickup: one of the venue's slots (ISO). */
  pickupTime: string;
  address: string;
  driverNotes: string;
  /** Delivery (or a hotel visitor): one of the venue's delivery locations, '' for none. */
  locationId: string;
  roomNumber: string;
  asVisitor: boolean;
  name: string;
  email: string;
  phone: string;
  /** The notes dialog: allergies or special requests. */
  notes: string;
  tip: TTipChoice;
  /** The card itself is the card-payment feature's (demo fields or Stripe's Payment Element). */
  paymentMethod: TPaymentMethod;
};

export function initialForm(type: TOrderType, paymentMethod: TPaymentMethod): TCheckoutForm {
  return {
    type,
    tableCode: '',
    pickupTime: '',
    address: '',
    driverNotes: '',
    locationId: '',
    roomNumber: '',
    asVisitor: false,
    name: '',
    email: '',
    phone: '',
    notes: '',
    tip: { kind: 'none' },
    paymentMethod,
  };
}

/** Only room service at a room (not a visitor) may be charged to the room. */
export function canChargeToRoom(form: Pick<TCheckoutForm, 'type' | 'asVisitor'>): boolean {
  return form.type === 'room' && !form.asVisitor;
}

/** Payment methods for this form, in the venue's order, among those the venue offers. */
export function paymentMethodsFor(offered: readonly TPaymentMethod[], form: Pick<TCheckoutForm, 'type' | 'asVisitor'>): TPaymentMethod[] {
  return offered.filter((method) => (method !== 'room' || canChargeToRoom(form)) && (method !== 'pay_later' || isPayLaterOffered(form.type)));
}

/**
 * The method chosen before the diner picks one: charging to the room for room service, else
 * paying later where allowed (a diner at a table usually settles at the end), else the card.
 */
export function defaultPaymentMethod(offered: readonly TPaymentMethod[], form: Pick<TCheckoutForm, 'type' | 'asVisitor'>): TPaymentMethod {
  const methods = paymentMethodsFor(offered, form);
  for (const preferred of ['room', 'pay_later', 'card'] as const) if (methods.includes(preferred)) return preferred;
  return methods[0] ?? 'card';
}

/** After the order type (or visitor choice) changes, a payment method that no longer fits falls back to the default. */
export function withFittingPayment(form: TCheckoutForm, offered: readonly TPaymentMethod[]): TCheckoutForm {
  return paymentMethodsFor(offered, form).includes(form.paymentMethod) ? form : { ...form, paymentMethod: defaultPaymentMethod(offered, form) };
}
