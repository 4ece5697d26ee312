/**
 * The details step after its order was placed (issue 29): coming back to it
 * (the browser's back button) with the basket emptied by that order and the
 * order placed in this visit (`$order.summary`), the step goes to that
 * order's summary instead of an empty order with the delivery price. (An
 * order paid online keeps its basket until paid, issue 30: the step then
 * shows the basket with a link to the order's payment.) A page restored from
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
