import { Suspense, lazy, useState } from 'react';
import { readCookieConsent } from './consent-storage';

const CookieConsentBanner = lazy(() => import('./cookie-consent-banner'));

/** Renders (and downloads) the notice only until the visitor has accepted or declined. */
export function CookieConsentSlot() {
  const [answered, setAnswered] = useState(() => readCookieConsent() !== null);
  if (answered) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner onAnswer={() => setAnswered(true)} />
    </Suspense>
  );
}
