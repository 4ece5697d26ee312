/**
 * Runs on every page (shell): keeps the wishlist's cookie mirror in step with
 * the `$wishlist` store (other tabs included), so the server can render the
 * wishlist page's rows (domain/account/wishlist-cookie.ts). On the wishlist page,
 * when the rows were rendered from another list than this browser's (one too
 * long for the cookie, a cookie not written yet), the table's island
 * hydrates at once (`shop:hydrate`) and renders the browser's list.
 */
import { wishlistCookie, wishlistMarker } from "../../domain/account/wishlist-cookie";
import { $wishlist } from "./wishlist.store";

$wishlist.subscribe((wishlist) => {
  document.cookie = wishlistCookie(wishlist, location.protocol === "https:");
});

const rendered = document.querySelector<HTMLElement>("[data-wishlist-rendered]");
if (rendered && rendered.dataset["wishlistRendered"] !== wishlistMarker($wishlist.get()))
  rendered.querySelector("astro-island")?.dispatchEvent(new Event("shop:hydrate"));
