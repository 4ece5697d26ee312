/**
 * Runs once per page (spec 2 §4 startup): the persistent stores restore
 * wishlist, basket, order and products timestamp from localStorage; order
 * delivery data and summary are reset, an old referral is dropped, an
 * unvalidated promo code is cleared; a `code` or `ref` query parameter is
 * taken over; the integrity refresh runs; the basket starts syncing to the
 * server. Modals and alerts are in-memory atoms and so always start closed.
 */
import { $wishlist, replaceWishlistLines } from "../wishlist/wishlist.store";
import { $basket, replaceBasketLines } from "./basket.store";
import { startBasketSync } from "./basket-sync";
import { dropMissing, fetchIntegrity } from "./integrity";
import { restoreOrderState, setReferral, typePromoCode } from "./order.store";
import { $productsTimestamp, setProductsTimestamp } from "./products-timestamp.store";

async function refreshIntegrity(): Promise<void> {
  const basket = $basket.get().list;
  const wishlist = $wishlist.get().list;
  const ids = [...new Set([...basket, ...wishlist].map((l) => l.product))];
  const malformed = ids.filter((id) => !/^\d{1,15}$/.test(id));
  if (ids.length === 0) return;
  const answer = await fetchIntegrity(ids);
  if (!answer) return;
  if (answer.timestamp === $productsTimestamp.get() && malformed.length === 0) return;
  const missing = [...answer.missing, ...malformed];
  if (missing.length > 0) {
    const nextBasket = dropMissing(basket, missing);
    if (nextBasket.length !== basket.length) replaceBasketLines(nextBasket);
    const nextWishlist = dropMissing(wishlist, missing);
    if (nextWishlist.length !== wishlist.length) replaceWishlistLines(nextWishlist);
  }
  setProductsTimestamp(answer.timestamp);
}

function start(): void {
  restoreOrderState();
  const params = new URLSearchParams(window.location.search);
  const code = params.get("code");
  if (code) typePromoCode(code.trim().toUpperCase());
  const ref = params.get("ref");
  if (ref) setReferral(ref);
  void refreshIntegrity();
  const lang = document.documentElement.lang || "pl";
  startBasketSync((cb) => $basket.subscribe((b) => cb(b.list)), lang);
}

start();
