/**
 * SPEC section 5's checkout messages, worded exactly as the SPEC words them, plus the few the SPEC
 * lacks (marked). Each name is an error key (errors/messages.ts spreads them in): the server answers
 * VALIDATION_FAILED details { path, key, message } and clients translate by the key alone.
 */
export const CHECKOUT_MESSAGES = {
  tableCodeRequired: 'please enter your table code',
  pickupTimeRequired: 'please select your pickup time',
  roomOrVisitorRequired: 'please enter room number or checkout as visitor',
  roomNumberIncorrect: 'incorrect room number',
  nameRequired: 'please fill in your name',
  nameIncorrect: 'incorrect name format',
  emailRequired: 'please enter your email',
  emailIncorrect: 'incorrect email format',
  phoneIncorrect: 'incorrect phone number format',
  addressIncorrect: 'incorrect address format',
  fieldsRequired: 'please fill in all fields',
  customisationsRequired: 'please select the required customisations for an item',
  // Not in the SPEC:
  tableCodeIncorrect: 'incorrect table code',
  pickupTimeUnavailable: 'this pickup time is not available',
  tooManyCustomisations: 'too many customisations selected for an item',
  itemNotFound: 'this item is not on the menu',
  customisationNotFound: 'this customisation is not offered for the item',
  deliveryLocationUnavailable: 'this delivery location is not available',
  paymentMethodUnavailable: 'this payment method is not available',
  cardDetailsRequired: 'please enter your card details',
  roomChargeNeedsRoom: 'charging to a room needs a room number',
  tipTooLarge: 'the tip cannot be more than the order subtotal',
} as const;

export type TCheckoutMessageKey = keyof typeof CHECKOUT_MESSAGES;

/** SPEC section 8, shown to diners; the error codes NOT_ACCEPTING_ORDERS / _PICKUP / _DELIVERY carry them. */
export const AVAILABILITY_MESSAGES = {
  NOT_ACCEPTING_ORDERS: 'the restaurant is not accepting orders',
  NOT_ACCEPTING_PICKUP: 'the restaurant is not accepting pickup orders',
  NOT_ACCEPTING_DELIVERY: 'the restaurant is not accepting delivery orders',
} as const;
