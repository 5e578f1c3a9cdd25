import { useState } from 'react';
import CookieConsentBanner from './cookie-consent-banner';
import { readCookieConsent } from './consent-storage';

/**
 * Shows the notice, once the routes are on screen, until the visitor has accepted or declined.
 * It is a few plain elements, so it ships with the entry: as a chunk of its own it cost a round
 * trip and painted after the page (on the diner's menu, as the last and largest thing to paint).
 */
export function CookieConsentSlot() {
  const [answered, setAnswered] = useState(() => readCookieConsent() !== null);
  if (answered) return null;
  return <CookieConsentBanner onAnswer={() => setAnswered(true)} />;
}
