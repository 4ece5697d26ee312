/**
 * Texts of a cancelled order (issue 44 item 3): the e-mail the customer gets in the order's
 * language, and the same lines on the order's pages: why it was cancelled (the owner's list and
 * the payment deadline, domain/orders/cancellation.ts), the owner's note, and what comes back.
 * They live in the i18n core because the server sends them; `givenBackText` words one thing
 * that comes back for both.
 */
import type { GivenBackItem } from "../../domain/orders/cancellation";
import { defineMessages } from "../define";
import type { Translate } from "../translate";

export const cancelMailMessages = defineMessages({
  "cancelMail.subject": "Zamówienie {no} zostało anulowane",
  "cancelMail.intro": "Dzień dobry,\n\nzamówienie {no} zostało anulowane.",
  "cancelMail.cancelledOn": "Anulowano {date}",
  "cancelMail.reason": "Powód: {reason}",
  "cancelMail.note": "Wiadomość od sklepu: {note}",
  "cancelMail.given": "Co Ci zwracamy:",
  "cancelMail.card": "{amount} na kartę podarunkową {code}",
  "cancelMail.points": "{points} pkt. na Twoje konto w sklepie",
  "cancelMail.refunded": "{amount} zwróciliśmy tą samą drogą, którą zapłacono",
  "cancelMail.refundPending": "{amount} zwrócimy tą samą drogą, którą zapłacono",
  "cancelMail.transfer": "{amount} przelejemy na Twoje konto bankowe",
  "cancelMail.nothingPaid": "Za to zamówienie nic nie pobraliśmy.",
  "cancelMail.follow": "Zamówienie sprawdzisz tutaj:",
  "cancelReason.cannotFulfil": "nie możemy zrealizować zamówienia",
  "cancelReason.outOfStock": "zamówionego produktu zabrakło w magazynie",
  "cancelReason.customerRequest": "na Twoją prośbę",
  "cancelReason.paymentMissing": "nie otrzymaliśmy płatności",
  "cancelReason.cannotDeliver": "nie możemy dostarczyć przesyłki pod podany adres",
  "cancelReason.paymentExpired": "zamówienie nie zostało opłacone w wyznaczonym czasie",
})({
  en: {
    "cancelMail.subject": "Order {no} has been cancelled",
    "cancelMail.intro": "Hello,\n\norder {no} has been cancelled.",
    "cancelMail.cancelledOn": "Cancelled on {date}",
    "cancelMail.reason": "Reason: {reason}",
    "cancelMail.note": "A message from the shop: {note}",
    "cancelMail.given": "What we give back:",
    "cancelMail.card": "{amount} onto gift card {code}",
    "cancelMail.points": "{points} points onto your shop account",
    "cancelMail.refunded": "{amount} refunded the way it was paid",
    "cancelMail.refundPending": "{amount} to be refunded the way it was paid",
    "cancelMail.transfer": "{amount} to be transferred to your bank account",
    "cancelMail.nothingPaid": "Nothing was charged for this order.",
    "cancelMail.follow": "See the order here:",
    "cancelReason.cannotFulfil": "we cannot fulfil the order",
    "cancelReason.outOfStock": "an ordered product ran out of stock",
    "cancelReason.customerRequest": "at your request",
    "cancelReason.paymentMissing": "we did not receive the payment",
    "cancelReason.cannotDeliver": "we cannot deliver to the address given",
    "cancelReason.paymentExpired": "the order was not paid in time",
  },
  de: {
    "cancelMail.subject": "Bestellung {no} wurde storniert",
    "cancelMail.intro": "Guten Tag,\n\ndie Bestellung {no} wurde storniert.",
    "cancelMail.cancelledOn": "Storniert am {date}",
    "cancelMail.reason": "Grund: {reason}",
    "cancelMail.note": "Nachricht des Shops: {note}",
    "cancelMail.given": "Was wir zurückgeben:",
    "cancelMail.card": "{amount} auf die Geschenkkarte {code}",
    "cancelMail.points": "{points} Punkte auf Ihr Kundenkonto",
    "cancelMail.refunded": "{amount} auf dem Weg erstattet, auf dem bezahlt wurde",
    "cancelMail.refundPending": "{amount} erstatten wir auf dem Weg, auf dem bezahlt wurde",
    "cancelMail.transfer": "{amount} überweisen wir auf Ihr Bankkonto",
    "cancelMail.nothingPaid": "Für diese Bestellung wurde nichts berechnet.",
    "cancelMail.follow": "Die Bestellung sehen Sie hier:",
    "cancelReason.cannotFulfil": "wir können die Bestellung nicht ausführen",
    "cancelReason.outOfStock": "ein bestellter Artikel ist nicht mehr vorrätig",
    "cancelReason.customerRequest": "auf Ihren Wunsch",
    "cancelReason.paymentMissing": "wir haben keine Zahlung erhalten",
    "cancelReason.cannotDeliver": "wir können an die angegebene Adresse nicht liefern",
    "cancelReason.paymentExpired": "die Bestellung wurde nicht rechtzeitig bezahlt",
  },
});

export type CancelMailKey = keyof typeof cancelMailMessages.pl;

/** One thing a cancelled order gives back, in the customer's words (the e-mail and the pages). */
export function givenBackText(
  item: GivenBackItem,
  money: (n: number) => string,
  t: Translate<CancelMailKey>,
): string {
  switch (item.kind) {
    case "card":
      return t("cancelMail.card", { amount: money(item.amount), code: item.code });
    case "points":
      return t("cancelMail.points", { points: item.points });
    default:
      return t(`cancelMail.${item.kind}`, { amount: money(item.amount) });
  }
}
