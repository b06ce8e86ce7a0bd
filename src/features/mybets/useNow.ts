import { useEffect, useState } from 'react';

/** The runtime's clock, re-read every `everyMs` while `running` (a countdown's seconds). */
export function useNow(now: () => number, running: boolean, everyMs = 250): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!running) return undefined;
    setTime(now());
    const timer = setInterval(() => setTime(now()), everyMs);
    return () => clearInterval(timer);
  }, [now, running, everyMs]);
  return time;
}
