import { useEffect, useState } from 'react';

/** A seconds countdown (the 60-second SMS resend lock); `start` begins it, 0 means idle. */
export function useCountdown(seconds: number): { left: number; start: () => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(seconds) };
}
