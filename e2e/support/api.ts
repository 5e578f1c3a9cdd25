import { baseUrl } from './browser.ts';

/** A JSON call to the e2e server, for setting up what a spec needs; any non-2xx throws with the body. A 204 answers undefined. */
export async function api<T>(method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** Opening hours that accept orders at any time (00:00-00:00 every day), so specs never depend on the clock. */
export const ALWAYS_OPEN = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '00:00', closes: '00:00' }] }));
