/**
 * Header counters without React: fills every `[data-counter]` element from the
 * persistent stores and keeps it in sync (other tabs included). A counter
 * marked `data-counter-gated` stays hidden: when prices are for logged-in users
 * only, a guest's basket shows no items (spec 1 §6). Also makes the header's
 * basket link open the basket modal.
 */
import { $basketCount, $basketOpen, openBasket } from "./basket.store";
import { $wishlistCount } from "../wishlist/wishlist.store";
import { openLoginModal } from "../account/account-boot";
import { hasSession } from "../account/session-key";

function bind(name: string, store: { subscribe(cb: (value: number) => void): () => void }): void {
  store.subscribe((value) => {
    for (const el of document.querySelectorAll<HTMLElement>(`[data-counter="${name}"]`)) {
      const gated = "counterGated" in el.dataset;
      el.textContent = gated ? "0" : String(value);
      el.hidden = gated || value === 0;
    }
  });
}

bind("basket", $basketCount);

// An add asked for the basket modal (showBasket): hydrate its island if it is not live yet
// (`shop:hydrate`, see src/integrations/interaction-directive.client.mjs).
$basketOpen.subscribe((open) => {
  if (open)
    document
      .querySelector('astro-island[component-url*="BasketModal"]')
      ?.dispatchEvent(new Event("shop:hydrate"));
});
bind("wishlist", $wishlistCount);

// The header's basket link opens the modal (without JavaScript it leads to the delivery step).
// With prices for logged-in users only, a guest is asked to log in instead (spec 1 §6).
document.querySelector("[data-basket-link]")?.addEventListener("click", (e) => {
  e.preventDefault();
  if (document.querySelector("[data-counter-gated]") && !hasSession()) openLoginModal();
  else openBasket();
});
