import type { StoredLine } from "../domain/basket/basket-line";
import type { Product } from "../domain/catalogue/catalogue.types";
import type { VariantLabels } from "../domain/catalogue/variant-label";

/** What the wishlist page's server render shows: the cookie's lines, their products and labels. */
export interface WishlistInitial {
  lines: StoredLine[];
  /** The list's timestamp (0 without a list): the page's marker (domain/account/wishlist-cookie.ts). */
  timestamp: number;
  products: Product[];
  labels: VariantLabels | null;
}
