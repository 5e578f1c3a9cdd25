import { REQUEST_ID_HEADER } from '@menudelite/shared/auth/session';
import { DEVICE_ID_HEADER } from '@menudelite/shared/team/permissions';
import { deviceId } from './device-id';
import { HttpError, apiErrorFromBody } from './http-error';
import { newRequestId } from './request-id';
import { isRetryableStatus, retryDelayMs } from './retry-delay';

export type TSendOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (a file upload), with its own Content-Type. */
  raw?: Blob;
  accessToken?: string | null;
  /** Extra request headers (e.g. an order's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Off for calls that must not be repeated blindly (a refresh token is single-use). */
  retry?: boolean;
  signal?: AbortSignal;
};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function buildInit(options: TSendOptions, requestId: string): RequestInit {
  const headers = new Headers({ ...options.headers, Accept: 'application/json', [REQUEST_ID_HEADER]: requestId });
  if (options.accessToken) {
    headers.set('Authorization', `Bearer ${options.accessToken}`);
    // Staff requests name their device (issue 8): PIN attempts are limited per device and audited with it.
    headers.set(DEVICE_ID_HEADER, deviceId());
  }
  let body: BodyInit | undefined;
  if (options.raw) {
    body = options.raw;
    headers.set('Content-Type', options.raw.type || 'application/octet-stream');
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set('Content-Type', 'application/json');
  }
  return { method: options.method ?? 'GET', headers, body, credentials: 'same-origin', signal: options.signal };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One API call without any session logic: mdRequestId, JSON, retries of network errors and 5xx,
 * and HttpError for any other non-2xx answer. Retries of one call share its request id so the
 * server log shows them as one request.
 */
export async function sendRequest<T>(path: string, options: TSendOptions = {}): Promise<T> {
  const requestId = newRequestId();
  const canRetry = options.retry !== false;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(path, buildInit(options, requestId));
    } catch (error) {
      const delay = canRetry && !options.signal?.aborted ? retryDelayMs(attempt) : null;
      if (delay === null) throw error;
      await sleep(delay);
      continue;
    }
    if (response.ok) return (await readBody(response)) as T;
    const delay = canRetry && isRetryableStatus(response.status) ? retryDelayMs(attempt) : null;
    if (delay === null) {
      const body = await readBody(response);
      throw new HttpError(response.status, apiErrorFromBody(body), body);
    }
    await sleep(delay);
  }
}
