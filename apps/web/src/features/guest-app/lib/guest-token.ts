/**
 * The guest's session token, one per hotel on this phone (localStorage), sent as X-Guest-Token.
 * It ends with the stay: the server refuses it after check-out and the page forgets it then.
 */
const keyOf = (restaurantId: string) => `md.guestToken.${restaurantId}`;

export function readGuestToken(restaurantId: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(restaurantId));
  } catch {
    return null;
  }
}

export function saveGuestToken(restaurantId: string, token: string): void {
  try {
    window.localStorage.setItem(keyOf(restaurantId), token);
  } catch {
    // Private browsing without storage: the session lasts as long as the page.
  }
}

export function forgetGuestToken(restaurantId: string): void {
  try {
    window.localStorage.removeItem(keyOf(restaurantId));
  } catch {
    // Nothing stored.
  }
}
