/** One root for everything on the book, so a change refreshes every list, the day and the history at once. */
export const reservationKeys = {
  all: () => ['reservations'] as const,
  list: (scope: string, date: string, period: string | null) => ['reservations', 'list', scope, date, period ?? 'all'] as const,
  day: (date: string) => ['reservations', 'day', date] as const,
  history: (guest: { email: string | null; phone: string | null }) => ['reservations', 'history', guest.email ?? '', guest.phone ?? ''] as const,
  settings: () => ['reservation-settings'] as const,
  closedDates: () => ['reservation-settings', 'closed-dates'] as const,
  combinations: () => ['reservation-settings', 'combinations'] as const,
  availability: (date: string, partySize: number) => ['reservations', 'availability', date, partySize] as const,
};
