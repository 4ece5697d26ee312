/**
 * How many pending lines the basket and delivery page shows before its island is live. The
 * basket lives in the browser, so the server cannot know; this inline script, written just
 * before the island's HTML (and hashed into the Content-Security-Policy, astro.config.mjs),
 * reads the stored list's length and marks the page (`data-basket-lines`) before the pending
 * lines are parsed. The server renders PENDING_ROWS_MAX pending lines in a container marked
 * `pending-rows--unknown` and CSS (lines.css) shows as many as the mark says (one without
 * it, or when the basket is empty), so the island, once it knows the lines, never moves what
 * is below them.
 *
 * Its storage key is the basket store's (basket.store.ts BASKET_KEY; a test checks it):
 * importing the store here would put nanostores into the site's config.
 */
export const PENDING_ROWS_MAX = 6;

export const BASKET_LINES_SCRIPT =
  `try{var b=JSON.parse(localStorage.getItem("basket:v1")||"null"),` +
  `n=b&&Array.isArray(b.list)?b.list.length:0;` +
  `document.documentElement.setAttribute("data-basket-lines",String(Math.min(n,${PENDING_ROWS_MAX})))` +
  `}catch(e){}`;

/**
 * The pending rows to render for `count` stored lines (at least one), or, while the stored
 * basket is not known yet (null), PENDING_ROWS_MAX of them in a container with the class
 * that lets CSS show only as many as the page's mark says.
 */
export function pendingRows(count: number | null): { rows: number; className: string } {
  return count === null
    ? { rows: PENDING_ROWS_MAX, className: "pending-rows--unknown" }
    : { rows: Math.max(1, count), className: "" };
}
