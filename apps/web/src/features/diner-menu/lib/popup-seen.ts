/** The venue's popup shows once per visit (SPEC section 9's popup settings); a visit is a browser session. */
const key = (restaurantId: string) => `md.popupSeen.${restaurantId}`;

export function wasPopupSeen(restaurantId: string): boolean {
  try {
    return sessionStorage.getItem(key(restaurantId)) === '1';
  } catch {
    return false;
  }
}

export function rememberPopupSeen(restaurantId: string): void {
  try {
    sessionStorage.setItem(key(restaurantId), '1');
  } catch {
    // storage blocked: the popup may show again on the next page load, which is harmless
  }
}
