/**
 * The details step after its order was placed (issue 29): coming back from
 * the provider's payment page (the browser's back button) finds the basket
 * empty and the order placed in this visit (`$order.summary`), so the step
 * goes to that order's summary, which shows it pending with "Zapłać teraz",
 * instead of an empty order with the delivery price. A page restored from
 * the back-forward cache is loaded again first, so it never shows the busy
 * button it was left with. The returned ref is set by the step when it
 * placed the order itself and is on its way to the next page.
 */
import { useEffect, useRef, type MutableRefObject } from "react";

export function usePlacedOrder(input: {
  live: boolean;
  storedCount: number;
  summary: string | null;
  summaryHref: string;
}): MutableRefObject<boolean> {
  const leaving = useRef(false);
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => e.persisted && window.location.reload();
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  const placed = input.live && input.storedCount === 0 ? input.summary : null;
  useEffect(() => {
    if (placed && !leaving.current)
      window.location.replace(`${input.summaryHref}/${encodeURIComponent(placed)}`);
  }, [placed, input.summaryHref]);
  return leaving;
}
