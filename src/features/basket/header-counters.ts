/**
 * Header counters without React: fills every `[data-counter]` element from the
 * persistent stores and keeps it in sync (other tabs included).
 */
import { $basketCount } from "./basket.store";
import { $wishlistCount } from "../wishlist/wishlist.store";

function bind(name: string, store: { subscribe(cb: (value: number) => void): () => void }): void {
  store.subscribe((value) => {
    for (const el of document.querySelectorAll<HTMLElement>(`[data-counter="${name}"]`)) {
      el.textContent = String(value);
      el.hidden = value === 0;
    }
  });
}

bind("basket", $basketCount);
bind("wishlist", $wishlistCount);
