/**
 * Swipe direction of a gesture (spec 2 §9: minimum threshold 25 px or 15
 * percent of the screen). Decided: the smaller of the two thresholds counts,
 * and a gesture more vertical than horizontal is not a swipe.
 */
export const SWIPE_MIN_PX = 25;
export const SWIPE_MIN_SHARE = 0.15;

export function swipeDirection(dx: number, dy: number, width: number): "next" | "previous" | null {
  const threshold = Math.min(SWIPE_MIN_PX, Math.max(0, width) * SWIPE_MIN_SHARE || SWIPE_MIN_PX);
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}
