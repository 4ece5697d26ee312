/**
 * Runs once per page (spec 2 §4 startup): the persistent stores restore
 * wishlist, basket, order and products timestamp from localStorage; order
 * delivery data and summary are reset, an old referral is dropped, an
 * unvalidated promo code is cleared; a `code` or `ref` query parameter is
 * taken over; the integrity refresh runs; the basket starts syncing to the
 * server. Modals and alerts are in-memory atoms and so always start closed.
 *
 * The integrity refresh (integrity.ts) and the server sync (basket-sync.ts) load as their own
 * chunks (`?lazy`, src/integrations/lazy-chunk.mjs), so a first visit's scripts carry neither:
 * the refresh when the basket or the wishlist has lines, the sync on the basket's first change.
 * A change whose page closed before the sync's chunk arrived (an add that goes straight to the
 * checkout) leaves a mark in localStorage, and the next page sends it.
 *
 * On the checkout steps the integrity refresh is left to the step's quote,
 * which checks every line against stock and corrects the basket in the same
 * call that prices it (checkout-quote.store.ts): the steps mark the page with
 * the basket's line count before this runs (BrowserBasket.astro).
 */
import { $wishlist } from "../wishlist/wishlist.store";
import { $basket } from "./basket.store";
import { restoreOrderState } from "../checkout/order.store";
import integrityUrl from "./integrity?lazy";
import syncUrl from "./basket-sync?lazy";
import type * as Integrity from "./integrity";
import type * as Sync from "./basket-sync";

/** A basket change waits for the sync's chunk (see above). */
const SYNC_PENDING_KEY = "basketSyncPending:v1";

/** Whether a change waits for the sync; `to` first sets or clears the mark. */
function syncPending(to?: boolean): boolean {
  try {
    if (to) localStorage.setItem(SYNC_PENDING_KEY, "1");
    else if (to === false) localStorage.removeItem(SYNC_PENDING_KEY);
    return localStorage.getItem(SYNC_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** The page is a checkout step, whose quote checks the basket (see above). */
function quoteChecksBasket(): boolean {
  return document.documentElement.hasAttribute("data-basket-lines");
}

function start(): void {
  restoreOrderState(window.location.search);
  if (!quoteChecksBasket() && ($basket.get().list.length || $wishlist.get().list.length))
    // Background work the shopper did not ask for: a chunk that fails to arrive is no alert.
    import(/* @vite-ignore */ integrityUrl).then(
      (m: typeof Integrity) => m.refreshIntegrity(),
      () => undefined,
    );
  const lang = document.documentElement.lang || "pl";
  const sync = () => {
    stop();
    syncPending(true);
    // A chunk that fails to arrive leaves the mark: the next page sends the change.
    import(/* @vite-ignore */ syncUrl).then(
      (m: typeof Sync) => {
        m.startBasketSync((cb) => $basket.listen((b) => cb(b.list)), lang, $basket.get().list);
        syncPending(false);
      },
      () => undefined,
    );
  };
  const stop = $basket.listen(sync);
  if (syncPending()) sync();
}

start();
