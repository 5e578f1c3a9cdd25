import { isErrorKey, type TErrorCode, type TErrorKey, type TErrorParams } from '@menudelite/shared/errors';
import { issueKeys, type TZodIssueLike } from '@menudelite/shared/errors/zod-issues';
import { isHttpError } from './http-error';

/**
 * The one way the web app turns an error into words: by code, key and params, never by the
 * English `message`. An TErrorText is a key of the `errors` namespace (src/i18n/errors/<lang>.json)
 * with its values; `useErrorText` (or `t` with ns 'errors') makes it a sentence.
 */
export type TErrorText = { key: `keys.${TErrorKey}`; values?: TErrorParams };

/** One field's problem: the path without its request part ('customer.email', 'modifiers.0.price'). */
export type TFieldError = { path: string; text: TErrorText; key: TErrorKey; params?: TErrorParams };

export const keyText = (key: TErrorKey, params?: TErrorParams): TErrorText => (params ? { key: `keys.${key}`, values: params } : { key: `keys.${key}` });

/** The status alone, when the answer carried no error of ours (a proxy's 502, say). */
function statusKey(status: number): TErrorKey | null {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return null;
}

const stripRoot = (path: string) => path.replace(/^(body|querystring|params|headers)\.?/, '');

/** Each keyed detail of a failed call, as field errors (details with an unknown key are skipped: an older or newer server). */
export function errorDetails(error: unknown): TFieldError[] {
  if (!isHttpError(error) || !error.apiError?.details) return [];
  return error.apiError.details.flatMap((detail) => {
    if (!isErrorKey(detail.key)) return [];
    const params = detail.params;
    return [{ path: stripRoot(detail.path), key: detail.key, ...(params ? { params } : {}), text: keyText(detail.key, params) }];
  });
}

/** Field errors by path, first problem per field. */
export function fieldErrors(error: unknown): Record<string, TFieldError> {
  const fields: Record<string, TFieldError> = {};
  for (const detail of errorDetails(error)) if (detail.path && !(detail.path in fields)) fields[detail.path] = detail;
  return fields;
}

/** The error's code, when the server sent one of ours. */
export function errorCode(error: unknown): TErrorCode | null {
  return isHttpError(error) ? (error.apiError?.code ?? null) : null;
}

/**
 * One sentence for the whole failure. A code whose only detail says more (CONFLICT with
 * 'alreadyExists', FORBIDDEN with 'builtInReadOnly') shows the detail; validation shows its code's
 * sentence (the fields carry the rest) unless its only detail is about the whole request
 * ('nothingToChange'). A network failure and an unknown answer have keys too.
 */
export function errorSummary(error: unknown): TErrorText {
  if (!isHttpError(error)) return keyText(error instanceof TypeError ? 'network' : 'INTERNAL');
  const api = error.apiError;
  if (!api || !isErrorKey(api.code)) {
    const byStatus = statusKey(error.status);
    return byStatus ? keyText(byStatus) : keyText('statusCodeIncorrect', { status: error.status });
  }
  const details = errorDetails(error);
  // One detail about the whole request (no field to mark) is the sentence itself, whatever the code.
  if (details.length === 1 && (api.code !== 'VALIDATION_FAILED' || details[0]!.path === '')) return details[0]!.text;
  return keyText(api.code);
}

/** Client-side checks run the API's own zod schemas; their issues get the same keys the server would send. */
export function issueErrors(issues: readonly TZodIssueLike[], input?: { root: unknown }): Record<string, TFieldError> {
  const fields: Record<string, TFieldError> = {};
  for (const issue of issues) {
    for (const { path, key, params } of issueKeys(issue, input)) {
      const dotted = path.map(String).join('.');
      if (!(dotted in fields)) fields[dotted] = { path: dotted, key, ...(params ? { params } : {}), text: keyText(key, params) };
    }
  }
  return fields;
}

/** Whether the refusal names this key (a 409 that means "name taken", not "limit reached"). */
export function hasErrorKey(error: unknown, key: TErrorKey): boolean {
  return errorDetails(error).some((detail) => detail.key === key);
}
