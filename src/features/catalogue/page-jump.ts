/** Spec 1 §5: the page-jump input takes a whole number from 1 to the last page, debounced 1 s. */
export const PAGE_JUMP_DEBOUNCE_MS = 1_000;

/** The page to jump to, or null when the input is not a page of this listing. */
export function pageJumpTarget(input: string, current: number, last: number): number | null {
  const text = input.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const page = Number(text);
  if (page < 1 || page > last || page === current) return null;
  return page;
}
