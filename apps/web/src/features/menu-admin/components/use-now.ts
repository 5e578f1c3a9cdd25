import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so "sold out until 18:00" ends on screen at 18:00. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
