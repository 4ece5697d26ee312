/**
 * Reads a nanostore in an island without a hydration mismatch (React error
 * #418): during server render and the first client render it returns
 * `serverValue`, and the store's value only after the island has mounted.
 * Persistent stores (localStorage) must always be read through this hook.
 */
import { useStore } from "@nanostores/react";
import type { ReadableAtom } from "nanostores";
import { useEffect, useState } from "react";

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useMounted() ? value : serverValue;
}
