import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCheckIn, TCheckOutResult, THotelRoom, TStay } from '@menudelite/shared/hotel/contracts';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';

export const hotelRoomsKey = ['requests-admin', 'hotel-rooms'] as const;

/** GET /api/hotel/rooms: every room with its QR code and open stay, page by page (at most 100 a page). */
export async function getHotelRooms(): Promise<THotelRoom[]> {
  const rooms: THotelRoom[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const page: TPage<THotelRoom> = await apiRequest<TPage<THotelRoom>>(`/api/hotel/rooms?${query}`);
    rooms.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rooms;
}

export const hotelRoomsQuery = () => queryOptions({ queryKey: hotelRoomsKey, queryFn: getHotelRooms });

export function useHotelRooms() {
  return useQuery(hotelRoomsQuery());
}

/** POST /api/stays: check a guest in (409 stayAlreadyOpen when the room has one). */
export function checkIn(body: TCheckIn): Promise<TStay> {
  return apiRequest<TStay>('/api/stays', { method: 'POST', json: body, retry: false });
}

/** POST /api/stays/:id/check-out: the stay closes, its open requests are cancelled and its guest sessions end. */
export function checkOut(stayId: string): Promise<TCheckOutResult> {
  return apiRequest<TCheckOutResult>(`/api/stays/${encodeURIComponent(stayId)}/check-out`, { method: 'POST', retry: false });
}

/** GET /api/hotel/rooms/:id/qr.svg: one room's QR code (it needs the bearer token, so it is fetched, not linked to). */
export function getRoomQr(roomId: string): Promise<string> {
  return apiRequest<string>(`/api/hotel/rooms/${encodeURIComponent(roomId)}/qr.svg`);
}

/** GET /api/hotel/rooms/qr-sheet.svg: A4 pages, one code per active room. */
export async function getRoomQrSheet(): Promise<Blob> {
  const svg = await apiRequest<string>('/api/hotel/rooms/qr-sheet.svg');
  return new Blob([svg], { type: 'image/svg+xml' });
}

function useStaysMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hotelRoomsKey });
      void queryClient.invalidateQueries({ queryKey: ['requests-admin', 'requests'] });
    },
  });
}

export const useCheckIn = () => useStaysMutation(checkIn);
export const useCheckOut = () => useStaysMutation(checkOut);
