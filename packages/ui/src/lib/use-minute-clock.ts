import { useEffect, useState } from 'react';

/**
 * The present moment, refreshed every minute (appointment rows grey out as
 * their end passes; a new slot's From offers only later times) without reading
 * the clock during render; a fixed `now` (stories, tests) stays put.
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
