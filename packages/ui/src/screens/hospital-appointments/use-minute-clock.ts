import { useEffect, useState } from 'react';

/**
 * The present moment, refreshed every minute so rows grey out as their end
 * passes; a fixed `now` (stories, tests) stays put.
 */
export function useMinuteClock(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => {
      setNow(new Date());
    }, 60_000);
    return () => {
      clearInterval(timer);
    };
  }, [fixed]);
  return fixed ?? now;
}
