/** Messages of the basket, wishlist and delivery step. */
import { defineMessages } from "../../i18n/define";

export const basketMessages = defineMessages({
  "basket.addedToBasket": "Dodano do koszyka",
  "basket.productInBasket": "Produkt w koszyku",
})({
  en: { "basket.addedToBasket": "Added to basket", "basket.productInBasket": "Product in basket" },
  de: {
    "basket.addedToBasket": "In den Warenkorb gelegt",
    "basket.productInBasket": "Produkt im Warenkorb",
  },
});
