import { errorDetails, hasErrorKey, keyText, type TErrorText } from '../../../lib/http/error-text';
import { isHttpError } from '../../../lib/http/http-error';

/**
 * Why the page cannot take a payment, by the error's key (never its English): a link already paid,
 * expired or cancelled (410), a link in a currency the venue no longer uses (409), DelitePay
 * switched off at the venue (403), the venue's card setup refused by Stripe for good (409 on
 * paying: pressing "Pay" again cannot help), no such venue or link (404), or no answer at all (try again).
 */
export type TPageProblem =
  | 'paymentLinkUsed'
  | 'paymentLinkExpired'
  | 'paymentLinkCancelled'
  | 'paymentLinkCurrencyChanged'
  | 'delitePayOff'
  | 'cardGatewayRefused'
  | 'notFound'
  | 'loadError';

const KEYED = ['paymentLinkUsed', 'paymentLinkExpired', 'paymentLinkCancelled', 'paymentLinkCurrencyChanged', 'delitePayOff', 'cardGatewayRefused'] as const;
type TKeyedProblem = (typeof KEYED)[number];

const isKeyed = (problem: TPageProblem): problem is TKeyedProblem => (KEYED as readonly string[]).includes(problem);

/** The page-wide state for a refusal, or null when the refusal is about something the form can fix. */
export function pageProblemOf(error: unknown): TPageProblem | null {
  const keyed = KEYED.find((key) => hasErrorKey(error, key));
  if (keyed) return keyed;
  if (isHttpError(error) && error.status === 404) return 'notFound';
  return null;
}

/** For loading the page: any other failure is a load error with a retry. */
export const loadProblemOf = (error: unknown): TPageProblem => pageProblemOf(error) ?? 'loadError';

/** The sentence for a keyed problem, with the refusal's own params (the link's currency); null for the page's own wording. */
export function problemTextOf(problem: TPageProblem, error: unknown): TErrorText | null {
  if (!isKeyed(problem)) return null;
  return errorDetails(error).find((detail) => detail.key === problem)?.text ?? keyText(problem);
}
