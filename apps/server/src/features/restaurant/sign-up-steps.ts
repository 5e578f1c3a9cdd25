import type { Updateable } from 'kysely';
import { SIGN_UP_COMPLETE_STEP } from '@menudelite/shared/auth/session';
import { maxOrderFee, maxOrderFeeMajor, type TSignUpStepRequest } from '@menudelite/shared/restaurant/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { RestaurantsTable } from '../../db/schema.ts';
import { invalidField, keyedError } from '../../lib/app-error.ts';

/**
 * SPEC section 4: signUpStep counts the steps done (1 = the account). The next step is
 * signUpStep + 1; any earlier step may be sent again to edit it; later ones would skip a step.
 * Finishing (step 6) therefore needs steps 2 to 5 done.
 */
export function checkStepOrder(signUpStep: number, step: number): void {
  if (step > signUpStep + 1) {
    throw keyedError('BAD_REQUEST', 'signUpStepOrder', {
      path: 'body.step',
      params: { step: signUpStep + 1 },
      message: `Complete sign-up step ${signUpStep + 1} before step ${step}.`,
    });
  }
}

export function nextSignUpStep(signUpStep: number, step: number): number {
  return Math.min(SIGN_UP_COMPLETE_STEP, Math.max(signUpStep, step));
}

/** The order-fee cap depends on the venue's currency, which the request does not carry, so it is checked here. */
export function checkOrderFee(request: TSignUpStepRequest, currency: TCurrency): void {
  if (request.step === 5 && request.orderFee > maxOrderFee(currency)) {
    throw invalidField('body.orderFee', 'orderFeeTooHigh', { max: maxOrderFeeMajor(currency) });
  }
}

/** The columns each step writes. */
export function stepChanges(request: TSignUpStepRequest): Updateable<RestaurantsTable> {
  switch (request.step) {
    case 2:
      return {
        is_hotel: request.isHotel,
        name: request.name,
        address: request.address,
        currency: request.currency,
        default_language: request.defaultLanguage,
        time_zone: request.timeZone,
      };
    case 3:
      return {
        primary_color: request.primaryColor.toLowerCase(),
        secondary_color: request.secondaryColor.toLowerCase(),
        background_color: request.backgroundColor.toLowerCase(),
      };
    case 4:
      return { opening_hours: JSON.stringify(request.openingHours.toSorted((a, b) => a.weekday - b.weekday)) };
    case 5:
      return {
        allows_dine_in: request.allowsDineIn,
        allows_pick_up: request.allowsPickUp,
        allows_delivery: request.allowsDelivery,
        allows_guest_checkout: request.allowsGuestCheckout,
        allows_pay_later: request.allowsPayLater,
        allows_offline_payments: request.allowsOfflinePayments,
        order_fee: request.orderFee,
      };
    case 6:
      return {};
  }
}
