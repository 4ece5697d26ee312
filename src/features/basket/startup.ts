/**
 * Runs once per page (spec 2 §4 startup): the persistent stores restore
 * wishlist, basket, order and products timestamp from localStorage; order
 * delivery data and summary are reset, an old referral is dropped, an
 * unvalidated promo code is cleared; a `code` or `ref` query parameter is
 * taken over; the integrity refresh runs; the basket starts syncing to the
 * server. Modals and alerts are in-memory atoms and so always start closed.
 *
 * On the checkout steps the integrity refresh is left to the step's quote,
 * which checks every line against stock and corrects the basket in the same
 * call that prices it (checkout-quote.store.ts): the steps mark the page with
 * the basket's line count before this runs (BrowserBasket.astro).
 */
import { $wishlist, replaceWishlistLines } from "../wishlist/wishlist.store";
import { $basket, replaceBasketLines } from "./basket.store";
import { startBasketSync } from "./basket-sync";
import { fetchIntegrity, integrityPlan } from "./integrity";
import { restoreOrderState } from "../checkout/order.store";
import { $productsTimestamp, setProductsTimestamp } from "./products-timestamp.store";

async function refreshIntegrity(): Promise<void> {
  const basket = $basket.get().list;
  const wishlist = $wishlist.get().list;
  const ids = [...new Set([...basket, ...wishlist].map((l) => l.product))];
  if (ids.length === 0) return;
  const answer = await fetchIntegrity(ids);
  if (!answer) return;
  const plan = integrityPlan(basket, wishlist, answer, $productsTimestamp.get());
  if (!plan) return;
  if (plan.basket) replaceBasketLines(plan.basket);
  if (plan.wishlist) replaceWishlistLines(plan.wishlist);
  setProductsTimestamp(plan.timestamp);
}

/** The page is a checkout step, whose quote checks the basket (see above). */
function quoteChecksBasket(): boolean {
  return document.documentElement.hasAttribute("data-basket-lines");
}

function start(): void {
  restoreOrderState(window.location.search);
  if (!quoteChecksBasket()) void refreshIntegrity();
  const lang = document.documentElement.lang || "pl";
  startBasketSync((cb) => $basket.subscribe((b) => cb(b.list)), lang);
}

start();
