import { isHttpError } from '../../../lib/http/http-error';
import { newIdempotencyKey } from './idempotency-key';

/**
 * How the last send with a key ended, as far as the key goes: refused before anything was written
 * (a 4xx: the key is free again), spent (402: the server keeps the refusal under the key, so a new
 * try needs a new one) or unknown (no answer, a 5xx, 422 IDEMPOTENCY_MISMATCH: it may have been
 * written, so the key stays whatever is sent next and the server answers the first result, never a
 * second payment or refund).
 */
export type TKeyOutcome = 'refused' | 'spent' | 'unknown';

export function keyOutcomeOf(error: unknown): TKeyOutcome {
  if (!isHttpError(error)) return 'unknown';
  if (error.status === 402) return 'spent';
  if (error.status === 422 && error.apiError?.code === 'IDEMPOTENCY_MISMATCH') return 'unknown';
  return error.status >= 400 && error.status < 500 ? 'refused' : 'unknown';
}

export type TSubmissionKeys = {
  /** The key to send this body with: the last one for a retry of the same body, a new one for a new submission. */
  keyFor(body: unknown): string;
  /** Call with the failed send's error. */
  failed(error: unknown): void;
};

/** One per dialog (useRef): the Idempotency-Key of each submission staff make there. */
export function submissionKeys(newKey: () => string = newIdempotencyKey): TSubmissionKeys {
  let last: { body: string; key: string; outcome: TKeyOutcome | 'sent' } | null = null;
  return {
    keyFor(body) {
      const json = JSON.stringify(body);
      const reuse = last && last.outcome !== 'spent' && (last.body === json || last.outcome === 'unknown');
      last = reuse && last ? { ...last, outcome: 'sent' } : { body: json, key: newKey(), outcome: 'sent' };
      return last.key;
    },
    failed(error) {
      if (last) last = { ...last, outcome: keyOutcomeOf(error) };
    },
  };
}
