import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TAvailability,
  TBookRequest,
  TBookResponse,
  TGuestChangeRequest,
  THoldRequest,
  THoldResponse,
  TPublicReservation,
} from '@menudelite/shared/reservations/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { isHttpError } from '../../../lib/http/http-error';

const venuePath = (restaurantId: string) => `/api/public/restaurants/${encodeURIComponent(restaurantId)}/reservations`;
const reservationPath = (reservationId: string, token: string, tail = '') =>
  `/api/public/reservations/${encodeURIComponent(reservationId)}${tail}?token=${encodeURIComponent(token)}`;

/** A refusal (404, 403 not accepting) is an answer, not a hiccup: asked once. */
const retryHiccups = (count: number, error: unknown) => count < 2 && !(isHttpError(error) && error.status < 500);

/** Slots go quickly on a busy night: a minute-old list is refetched when the guest comes back to the tab. */
const SLOTS_STALE_MS = 30_000;

export function availabilityQuery(restaurantId: string, date: string, partySize: number) {
  return queryOptions({
    queryKey: ['public', 'reservations', restaurantId, 'availability', date, partySize],
    queryFn: () =>
      apiRequest<TAvailability>(`${venuePath(restaurantId)}/availability?date=${encodeURIComponent(date)}&partySize=${partySize}`, { anonymous: true }),
    staleTime: SLOTS_STALE_MS,
    retry: retryHiccups,
  });
}

/** GET …/reservations/availability?date=&partySize=; an empty date (the venue's today not known yet) asks for today. */
export function useAvailability(restaurantId: string, date: string, partySize: number, enabled = true) {
  return useQuery({ ...availabilityQuery(restaurantId, date, partySize), enabled: enabled && date !== '', placeholderData: keepPreviousData });
}

/** POST …/reservations/holds: the slot kept for this guest for 5 minutes; 409 with the fresh slots when it is gone. Never retried blindly. */
export function postHold(restaurantId: string, body: THoldRequest): Promise<THoldResponse> {
  return apiRequest<THoldResponse>(`${venuePath(restaurantId)}/holds`, { method: 'POST', json: body, anonymous: true, retry: false });
}

/**
 * POST …/reservations with its Idempotency-Key. The HTTP layer retries network errors and 5xx with
 * the same key, which is safe: the server answers the booking it already made.
 */
export function postBooking(restaurantId: string, body: TBookRequest, idempotencyKey: string): Promise<TBookResponse> {
  return apiRequest<TBookResponse>(venuePath(restaurantId), {
    method: 'POST',
    json: body,
    anonymous: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function reservationQuery(reservationId: string, token: string) {
  return queryOptions({
    queryKey: ['public', 'reservation', reservationId, token],
    queryFn: () => apiRequest<TPublicReservation>(reservationPath(reservationId, token), { anonymous: true }),
    retry: retryHiccups,
  });
}

export function useGuestReservation(reservationId: string, token: string) {
  return useQuery({ ...reservationQuery(reservationId, token), enabled: reservationId !== '' && token !== '' });
}

/** PATCH /api/public/reservations/:id?token=: a new party size and/or time (409 with fresh slots when the time was taken meanwhile). */
export function patchReservation(reservationId: string, token: string, body: TGuestChangeRequest): Promise<TPublicReservation> {
  return apiRequest<TPublicReservation>(reservationPath(reservationId, token), { method: 'PATCH', json: body, anonymous: true, retry: false });
}

export function postCancel(reservationId: string, token: string): Promise<TPublicReservation> {
  return apiRequest<TPublicReservation>(reservationPath(reservationId, token, '/cancel'), { method: 'POST', anonymous: true });
}

/** The reminder e-mail's "confirm" link: booked → confirmed (the same answer when it already is). */
export function postConfirm(reservationId: string, token: string): Promise<TPublicReservation> {
  return apiRequest<TPublicReservation>(reservationPath(reservationId, token, '/confirm'), { method: 'POST', anonymous: true });
}
