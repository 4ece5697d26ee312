/**
 * Texts the API answers with (`POST /api/public/order/quote`, `/code` and the
 * quote inside them): a promo code's title and message in the shopper's language.
 * They live in the i18n core because server code may only use keys from
 * catalogues under `src/i18n`; the delivery step picks `basket.promo.notValid`
 * from here too.
 */
import { defineMessages } from "../define";

export const apiMessages = defineMessages({
  "basket.promo.notValid": "Kod jest nieprawidłowy",
  "basket.promo.loginForPoints": "Zaloguj się, aby wykorzystać punkty lojalnościowe.",
  "basket.promo.tooMany": "Zbyt wiele błędnych kodów. Spróbuj ponownie za {minutes} min.",
  "basket.promo.minimumBasketValue": "Minimalna wartość koszyka: {amount}",
  "basket.promo.minimalPoints": "Minimalna liczba punktów: {points} pkt.",
  "basket.promo.minimumProducts":
    "Kod wymaga co najmniej {count, plural, one {# produktu} other {# produktów}}",
  "basket.promo.limit": "Osiągnięto limit rabatu: {amount}",
  "basket.promo.applied": "Rabat: {amount}",
  "basket.promo.codeTitle": "Kod {code}",
  "basket.promo.loyaltyTitle": "Punkty lojalnościowe: {points} pkt.",
})({
  en: {
    "basket.promo.notValid": "The code is not valid",
    "basket.promo.loginForPoints": "Log in to use your loyalty points.",
    "basket.promo.tooMany": "Too many wrong codes. Try again in {minutes} min.",
    "basket.promo.minimumBasketValue": "Minimum basket value: {amount}",
    "basket.promo.minimalPoints": "Minimal points: {points, plural, one {# pt.} other {# pts.}}",
    "basket.promo.minimumProducts":
      "The code needs at least {count, plural, one {# item} other {# items}}",
    "basket.promo.limit": "Discount limit reached: {amount}",
    "basket.promo.applied": "Discount: {amount}",
    "basket.promo.codeTitle": "Code {code}",
    "basket.promo.loyaltyTitle": "Loyalty points: {points, plural, one {# pt.} other {# pts.}}",
  },
  de: {
    "basket.promo.notValid": "Der Code ist ungültig",
    "basket.promo.loginForPoints": "Melden Sie sich an, um Ihre Treuepunkte einzulösen.",
    "basket.promo.tooMany": "Zu viele falsche Codes. Versuchen Sie es in {minutes} Min. erneut.",
    "basket.promo.minimumBasketValue": "Mindestwarenwert: {amount}",
    "basket.promo.minimalPoints": "Mindestpunktzahl: {points} Pkt.",
    "basket.promo.minimumProducts": "Der Code erfordert mindestens {count} Artikel",
    "basket.promo.limit": "Rabattgrenze erreicht: {amount}",
    "basket.promo.applied": "Rabatt: {amount}",
    "basket.promo.codeTitle": "Code {code}",
    "basket.promo.loyaltyTitle": "Treuepunkte: {points} Pkt.",
  },
});
