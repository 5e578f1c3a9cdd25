import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRoom, TRoomCreate, TRoomRange, TRoomRangeResult, TRoomUpdate } from '@menudelite/shared/orders/rooms';
import { apiRequest } from '../../../lib/http/api-client';

const roomsKey = ['rooms-admin', 'rooms'] as const;

/** GET /api/rooms: every room of the hotel in natural order (101 before 1001); at most ROOMS_MAX. */
export function getRooms(): Promise<{ items: TRoom[] }> {
  return apiRequest<{ items: TRoom[] }>('/api/rooms');
}

export const roomsQuery = () => queryOptions({ queryKey: roomsKey, queryFn: getRooms });

export function useRooms() {
  return useQuery(roomsQuery());
}

type TSave = { id: null; body: TRoomCreate } | { id: string; body: TRoomUpdate };

export function saveRoom({ id, body }: TSave): Promise<TRoom> {
  return id === null
    ? apiRequest<TRoom>('/api/rooms', { method: 'POST', json: body })
    : apiRequest<TRoom>(`/api/rooms/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

/** POST /api/rooms/range: "101" to "120" at once; numbers that exist are skipped and reported. */
export function addRoomRange(body: TRoomRange): Promise<TRoomRangeResult> {
  return apiRequest<TRoomRangeResult>('/api/rooms/range', { method: 'POST', json: body });
}

export function deleteRoom(id: string): Promise<void> {
  return apiRequest<void>(`/api/rooms/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

function useRoomsMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsKey }) });
}

export const useSaveRoom = () => useRoomsMutation(saveRoom);
export const useAddRoomRange = () => useRoomsMutation(addRoomRange);
export const useDeleteRoom = () => useRoomsMutation(deleteRoom);
