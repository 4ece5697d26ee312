import { BASKET_TABLE_KEYS } from "../basket/basket-table.keys";

/** Message keys of the wishlist page's table (one constant list: pickMessages keeps its pick). */
export const WISHLIST_KEYS = [
  ...BASKET_TABLE_KEYS,
  "wishlist.empty",
  "wishlist.emptyText",
  "wishlist.browse",
  "wishlist.addToBasket",
  "wishlist.inBasket",
  "wishlist.unavailable",
  "basket.addedToBasket",
  "basket.summary",
  "basket.goToDelivery",
] as const;
