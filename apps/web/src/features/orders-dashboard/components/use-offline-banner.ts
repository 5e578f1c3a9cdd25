import { useEffect, useState } from 'react';

/** How long a dashboard that has never connected waits before saying it is offline. */
const FIRST_CONNECT_GRACE_MS = 5000;

/**
 * Whether to show the offline banner. The socket reports a lost connection when the server's
 * ping (every 5 s, 5 s timeout) stops, so within 10 s; the browser's own offline event is sooner.
 */
export function useOfflineBanner(connected: boolean): boolean {
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [everConnected, setEverConnected] = useState(connected);
  const [graceOver, setGraceOver] = useState(false);
  // Adjusted during render (React's pattern for state that follows a prop), not in an effect.
  if (connected && !everConnected) setEverConnected(true);

  useEffect(() => {
    const update = () => setBrowserOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), FIRST_CONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);

  return !browserOnline || (!connected && (everConnected || graceOver));
}
