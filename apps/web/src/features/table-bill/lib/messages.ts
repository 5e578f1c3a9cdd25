import type { TErrorKey } from '@menudelite/shared/errors';

/** A sentence for the diner: a key of the table-bill namespace, or 'errors:keys.<key>' of the shared one, with its values. */
export type TBillMessage = { key: string; values?: Record<string, string | number> };

/** An API error key as a message of the shared errors namespace (worded once for the whole app). */
export function errorMessage(key: TErrorKey, values?: Record<string, string | number>): TBillMessage {
  return values ? { key: `errors:keys.${key}`, values } : { key: `errors:keys.${key}` };
}
