/** The visitor's answer to the cookie notice, remembered in this browser. */
export const COOKIE_CONSENT_KEY = 'md.cookieConsent';
export type TCookieConsent = 'accepted' | 'declined';

export function readCookieConsent(): TCookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function rememberCookieConsent(choice: TCookieConsent): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // storage blocked: the notice comes back next visit, which is the safe side
  }
}
