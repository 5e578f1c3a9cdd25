/**
 * What guards need to know about a session record, independent of TanStack Query: still loading,
 * failed, or loaded (null = there is none). Data already on screen wins over a failed background
 * refetch, so a network blip does not throw a working user out.
 */
export type TLoadState<T> = { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: T | null };

export function toLoadState<T>(query: { data: T | null | undefined; error: unknown; status: string }): TLoadState<T> {
  if (query.data !== undefined) return { status: 'success', data: query.data };
  if (query.status === 'error') return { status: 'error', error: query.error };
  return { status: 'pending' };
}
