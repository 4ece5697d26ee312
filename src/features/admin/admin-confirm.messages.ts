/**
 * Texts of the back office's confirmations (issue 44 item 15, ConfirmSubmit.tsx): cancelling an
 * order and discarding the content draft ask first.
 */
import { defineMessages } from "../../i18n/define";

export const adminConfirmMessages = defineMessages({
  "adminConfirm.no": "Nie, wróć",
  "adminConfirm.cancel.check": "Tak, chcę anulować to zamówienie",
  "adminConfirm.cancel.question": "Anulować zamówienie {no}?",
  "adminConfirm.cancel.text":
    "Klient dostanie e-mail z powodem. Produkty, wartość karty podarunkowej i punkty wrócą, a pieniądze zapłacone online zwróci operator płatności. Tego nie da się cofnąć.",
  "adminConfirm.cancel.yes": "Tak, anuluj zamówienie",
  "adminConfirm.cancel.missing": "Zaznacz, że chcesz anulować to zamówienie.",
  "adminConfirm.discard.check": "Tak, chcę odrzucić szkic",
  "adminConfirm.discard.question": "Odrzucić szkic?",
  "adminConfirm.discard.text":
    "Nieopublikowane zmiany strony głównej, menu i stopki przepadną. Tego nie da się cofnąć.",
  "adminConfirm.discard.yes": "Tak, odrzuć szkic",
  "adminConfirm.discard.missing": "Szkic został zachowany: zaznacz, że chcesz go odrzucić.",
})({
  en: {
    "adminConfirm.no": "No, go back",
    "adminConfirm.cancel.check": "Yes, I want to cancel this order",
    "adminConfirm.cancel.question": "Cancel order {no}?",
    "adminConfirm.cancel.text":
      "The customer gets an e-mail with the reason. The products, the gift card's value and the points come back, and money paid online is refunded by the payment provider. This cannot be undone.",
    "adminConfirm.cancel.yes": "Yes, cancel the order",
    "adminConfirm.cancel.missing": "Tick that you want to cancel this order.",
    "adminConfirm.discard.check": "Yes, I want to discard the draft",
    "adminConfirm.discard.question": "Discard the draft?",
    "adminConfirm.discard.text":
      "The unpublished changes to the home page, menu and footer will be lost. This cannot be undone.",
    "adminConfirm.discard.yes": "Yes, discard the draft",
    "adminConfirm.discard.missing": "The draft was kept: tick that you want to discard it.",
  },
  de: {
    "adminConfirm.no": "Nein, zurück",
    "adminConfirm.cancel.check": "Ja, ich möchte diese Bestellung stornieren",
    "adminConfirm.cancel.question": "Bestellung {no} stornieren?",
    "adminConfirm.cancel.text":
      "Der Kunde erhält eine E-Mail mit dem Grund. Produkte, Geschenkkartenwert und Punkte kommen zurück, online Bezahltes erstattet der Zahlungsanbieter. Das lässt sich nicht rückgängig machen.",
    "adminConfirm.cancel.yes": "Ja, Bestellung stornieren",
    "adminConfirm.cancel.missing": "Bestätigen Sie, dass Sie diese Bestellung stornieren möchten.",
    "adminConfirm.discard.check": "Ja, ich möchte den Entwurf verwerfen",
    "adminConfirm.discard.question": "Entwurf verwerfen?",
    "adminConfirm.discard.text":
      "Die nicht veröffentlichten Änderungen an Startseite, Menü und Fußzeile gehen verloren. Das lässt sich nicht rückgängig machen.",
    "adminConfirm.discard.yes": "Ja, Entwurf verwerfen",
    "adminConfirm.discard.missing":
      "Der Entwurf wurde behalten: Bestätigen Sie, dass Sie ihn verwerfen möchten.",
  },
});
