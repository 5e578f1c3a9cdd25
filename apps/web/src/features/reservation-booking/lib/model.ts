import type { TPublicRestaurant } from '@menudelite/shared/menu/public-menu';

/** What the booking page needs to know about the venue, from its public menu answer (cached from the menu page). */
export type TBookingVenue = Pick<TPublicRestaurant, 'id' | 'name' | 'logoUrl' | 'primaryColor' | 'timeZone' | 'isHotel' | 'acceptingReservations'>;

/** The confirmation page's address for a booking (the token is the guest's key to it). */
export function confirmationPath(restaurantId: string, reservationId: string, token: string): string {
  return `/restaurants/${encodeURIComponent(restaurantId)}/bookingConfirmation/${encodeURIComponent(reservationId)}?token=${encodeURIComponent(token)}`;
}

export function bookingPath(restaurantId: string): string {
  return `/restaurants/${encodeURIComponent(restaurantId)}/book`;
}

export function menuPath(restaurantId: string): string {
  return `/restaurants/${encodeURIComponent(restaurantId)}/menu`;
}
