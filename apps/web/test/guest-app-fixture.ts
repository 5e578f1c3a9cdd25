import type { TGuestRequest } from '@menudelite/shared/hotel/contracts';

/** A guest request as the server answers it (an amenity request for towels in room 101, new). */
export function requestOf(patch: Partial<TGuestRequest> = {}): TGuestRequest {
  return {
    id: 'req-1',
    stayId: 'stay-1',
    roomId: 'room-1',
    roomNumber: '101',
    guestName: 'Maria Garcia',
    type: 'amenity',
    status: 'new',
    category: null,
    priority: 'normal',
    note: null,
    items: [{ amenityId: 'a-1', name: 'Towels', quantity: 2, mode: 'free', unitPrice: 0 }],
    chargeTotal: 0,
    dueAt: null,
    raisedAt: null,
    escalatedAt: null,
    approvalExpiresAt: null,
    cancelReason: null,
    targetAt: '2026-07-01T10:20:00.000Z',
    acknowledgedAt: null,
    doneAt: null,
    createdAt: '2026-07-01T10:00:00.000Z',
    updatedAt: '2026-07-01T10:00:00.000Z',
    ...patch,
  };
}
