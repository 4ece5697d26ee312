import { useEffect, useState } from "react";

/**
 * The value once it has stopped changing for `ms`: gift card lookups wait for typing to
 * pause, so a card typed a character at a time is not looked up at every character
 * (each miss counts against the shopper's lookup limit).
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
