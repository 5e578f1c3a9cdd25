import { OPEN_REQUEST_STATUSES, type TGuestRequest, type TGuestRequestStatus } from '@menudelite/shared/hotel/contracts';

/** Where a guest's request stands, in the order it moves (issue 10): new → acknowledged → in progress → done, or cancelled. */
export const REQUEST_STEPS = ['new', 'acknowledged', 'inProgress', 'done'] as const satisfies readonly TGuestRequestStatus[];

/** How many of the four steps are reached (a cancelled request shows none). */
export function stepsReached(status: TGuestRequestStatus): number {
  const index = (REQUEST_STEPS as readonly string[]).indexOf(status);
  return index < 0 ? 0 : index + 1;
}

export function isOpenRequest(request: Pick<TGuestRequest, 'status'>): boolean {
  return (OPEN_REQUEST_STATUSES as readonly string[]).includes(request.status);
}

/**
 * A request as it is now into the guest's list (newest first): a socket update replaces the one
 * with its id unless it is older than what is on screen (updatedAt), a new one goes on top.
 */
export function mergeRequest(list: readonly TGuestRequest[], incoming: TGuestRequest): TGuestRequest[] {
  const index = list.findIndex((request) => request.id === incoming.id);
  if (index < 0) return [incoming, ...list].toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (list[index]!.updatedAt > incoming.updatedAt) return [...list];
  return list.map((request, i) => (i === index ? incoming : request));
}
