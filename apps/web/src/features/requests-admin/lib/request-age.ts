import { OPEN_REQUEST_STATUSES, targetMinutesOf, type TGuestRequest } from '@menudelite/shared/hotel/contracts';

export type TRequestTiming = {
  /** Minutes since the request was made (a wake-up call: since it was due); null for a wake-up call still ahead. */
  ageMinutes: number | null;
  targetMinutes: number;
  /** Open and past its target time. */
  late: boolean;
  /** A wake-up call due now and not yet taken on. */
  due: boolean;
  escalated: boolean;
};

const isOpen = (request: Pick<TGuestRequest, 'status'>) => (OPEN_REQUEST_STATUSES as readonly string[]).includes(request.status);

/**
 * The age of a request against its target (issue 10: "the age of each request against a target
 * time"). The age runs from createdAt, for a wake-up call from dueAt; the server's targetAt says
 * when it should be done by, and an open request past it is late.
 */
export function requestTiming(request: TGuestRequest, now: number): TRequestTiming {
  const from = request.type === 'wakeUp' && request.dueAt ? Date.parse(request.dueAt) : Date.parse(request.createdAt);
  const ageMinutes = now < from ? null : Math.floor((now - from) / 60_000);
  const open = isOpen(request);
  return {
    ageMinutes,
    targetMinutes: targetMinutesOf(request.type, request.priority),
    late: open && now > Date.parse(request.targetAt),
    due: open && request.type === 'wakeUp' && request.raisedAt !== null && (request.status === 'new' || request.status === 'acknowledged'),
    escalated: open && request.escalatedAt !== null,
  };
}

/** "under a minute", "12 min", "1 h 05 min", as keys of the namespace with their values. */
export function ageText(minutes: number): { key: string; values?: Record<string, number | string> } {
  if (minutes < 1) return { key: 'age.seconds' };
  if (minutes < 60) return { key: 'age.minutes', values: { count: minutes } };
  return { key: 'age.hours', values: { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') } };
}

/** Late and escalated requests first (escalated wake-up calls at the very top), then newest first. */
export function sortForStaff(requests: readonly TGuestRequest[], now: number): TGuestRequest[] {
  const rank = (request: TGuestRequest) => {
    const timing = requestTiming(request, now);
    return timing.escalated ? 0 : timing.due ? 1 : timing.late ? 2 : 3;
  };
  return requests.toSorted((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt));
}
