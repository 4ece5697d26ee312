/** Messages of the product page area. */
import { defineMessages } from "../../i18n/define";

export const productMessages = defineMessages({
  "productPage.quantity": "Ilość",
})({
  en: { "productPage.quantity": "Quantity" },
  de: { "productPage.quantity": "Menge" },
});
