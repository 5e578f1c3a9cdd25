import {
  GUEST_TOKEN_HEADER,
  type TAmenity,
  type TGuestRequest,
  type TGuestRequestCreate,
  type TGuestSession,
  type TGuestSessionRequest,
  type TGuestStay,
} from '@menudelite/shared/hotel/contracts';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * The guest's calls (docs/api/hotel.md): no staff account, the guest session's token in
 * X-Guest-Token. A token that stopped working (check-out) answers 401.
 */
const asGuest = (token: string) => ({ anonymous: true, headers: { [GUEST_TOKEN_HEADER]: token } }) as const;

/** POST /api/public/hotels/:restaurantId/guest-sessions: the room's QR code, or room number plus last name. */
export function startGuestSession(restaurantId: string, body: TGuestSessionRequest): Promise<TGuestSession> {
  return apiRequest<TGuestSession>(`/api/public/hotels/${encodeURIComponent(restaurantId)}/guest-sessions`, {
    anonymous: true,
    method: 'POST',
    json: body,
    retry: false,
  });
}

/** GET /api/public/guest/session: the stay this token belongs to. */
export function getGuestStay(token: string): Promise<TGuestStay> {
  return apiRequest<TGuestStay>('/api/public/guest/session', asGuest(token));
}

/** GET /api/public/guest/amenities: the hotel's active amenities, in its order. */
export function getGuestAmenities(token: string): Promise<{ items: TAmenity[] }> {
  return apiRequest<{ items: TAmenity[] }>('/api/public/guest/amenities', asGuest(token));
}

/** GET /api/public/guest/requests: the stay's requests, newest first. */
export function getGuestRequests(token: string, cursor?: string): Promise<TPage<TGuestRequest>> {
  const query = new URLSearchParams({ limit: '50', ...(cursor ? { cursor } : {}) });
  return apiRequest<TPage<TGuestRequest>>(`/api/public/guest/requests?${query}`, asGuest(token));
}

/** POST /api/public/guest/requests: an amenity request, a wake-up call or a service request. Not retried blindly. */
export function createGuestRequest(token: string, body: TGuestRequestCreate): Promise<TGuestRequest> {
  return apiRequest<TGuestRequest>('/api/public/guest/requests', { ...asGuest(token), method: 'POST', json: body, retry: false });
}

/** POST /api/public/guest/requests/:id/cancel: the guest withdraws a request nobody has started on. */
export function cancelGuestRequest(token: string, requestId: string): Promise<TGuestRequest> {
  return apiRequest<TGuestRequest>(`/api/public/guest/requests/${encodeURIComponent(requestId)}/cancel`, { ...asGuest(token), method: 'POST' });
}

/** DELETE /api/public/guest/session: "not your room?" ends this phone's session. */
export function endGuestSession(token: string): Promise<void> {
  return apiRequest<void>('/api/public/guest/session', { ...asGuest(token), method: 'DELETE', retry: false });
}
