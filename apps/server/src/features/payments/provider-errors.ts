/**
 * The provider refused a request for good: its parameters or the venue's setup are wrong (Stripe's
 * invalid_request_error, a Connect account the platform cannot use, a key without access). Asking
 * again under the same key gets the same answer, so callers fail the attempt and answer a keyed 4xx
 * instead of 503 "try again". A network error, Stripe's 5xx and rate limits stay plain errors: those
 * pass, and the retry (or the reconciliation job) asks again.
 */
export class PaymentProviderRefused extends Error {
  readonly code: string | null;
  constructor(message: string, code: string | null) {
    super(message);
    this.name = 'PaymentProviderRefused';
    this.code = code;
  }
}
