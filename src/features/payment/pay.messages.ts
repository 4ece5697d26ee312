/**
 * Messages of the order's payment page `/order/pay/{id}` (issue 30) and of the embedded test
 * gateway's page `/dev/pay/{id}` (issue 44: the demo shop's shoppers see it in their language).
 */
import { defineMessages } from "../../i18n/define";

export const payMessages = defineMessages({
  "pay.title": "Płatność za zamówienie",
  "pay.order": "Zamówienie {no}",
  "pay.amount": "Do zapłaty",
  "pay.deadline":
    "Produkty czekają na Ciebie do {time}. Jeśli zamówienie nie zostanie do tego czasu opłacone, anulujemy je.",
  "pay.failed": "Płatność nie powiodła się. Nic nie zostało pobrane.",
  "pay.reason": "Powód podany przez operatora płatności: {reason}",
  "pay.cancelled": "Płatność została przerwana lub odrzucona. Nic nie zostało pobrane.",
  "pay.waiting":
    "Nie mamy jeszcze potwierdzenia tej płatności. Jeśli już zapłaciłeś, odśwież stronę za chwilę; jeśli nie, zapłać poniżej.",
  "pay.again": "Możesz zapłacić ponownie tą samą albo inną metodą.",
  "pay.embedded": "Zapłać tutaj",
  "pay.other": "Albo wybierz inną metodę",
  "pay.method": "Metoda płatności",
  "pay.submit": "Zapłać {amount}",
  "pay.refresh": "Odśwież",
  "pay.error.providerUnavailable":
    "Operator płatności nie odpowiada. Spróbuj za chwilę albo wybierz inną metodę.",
  "pay.error.method": "Tą metodą nie można opłacić tego zamówienia. Wybierz inną.",
  "pay.error.tooManyAttempts":
    "To zamówienie miało już zbyt wiele prób płatności. Skontaktuj się z nami, pomożemy.",
  "pay.error.tooManyRequests": "Zbyt wiele prób płatności. Spróbuj ponownie za kilka minut.",
  "pay.test":
    "To sklep demonstracyjny: płatność testowa, nie pobieramy pieniędzy. Na następnej stronie wybierzesz, jak ma się zakończyć.",
  "gateway.title": "Bramka płatności testowych",
  "gateway.note":
    "Płatność testowa: nie pobieramy pieniędzy. Wybierz, jak ma się zakończyć, tak jak u prawdziwego operatora płatności.",
  "gateway.order": "Zamówienie {no} · {method}",
  "gateway.pay": "Zapłać",
  "gateway.verify": "Zapłać, weryfikacja później",
  "gateway.fail": "Odmów płatności",
  "gateway.abandon": "Zrezygnuj",
  "gateway.waiting": "Płatność czeka na weryfikację.",
  "gateway.confirm": "Potwierdź płatność",
  "gateway.reject": "Odrzuć płatność",
  "gateway.back": "Wróć do sklepu",
  "gateway.refused": "Sklep nie przyjął powiadomienia o płatności ({status}).",
})({
  en: {
    "pay.title": "Payment for your order",
    "pay.order": "Order {no}",
    "pay.amount": "To pay",
    "pay.deadline":
      "Your products are kept for you until {time}. If the order is not paid by then, we cancel it.",
    "pay.failed": "The payment did not go through. Nothing was charged.",
    "pay.reason": "The payment provider's reason: {reason}",
    "pay.cancelled": "The payment was cancelled or declined. Nothing was charged.",
    "pay.waiting":
      "We have no confirmation of this payment yet. If you have paid, refresh this page in a moment; if not, pay below.",
    "pay.again": "You can pay again with the same or another method.",
    "pay.embedded": "Pay here",
    "pay.other": "Or choose another method",
    "pay.method": "Payment method",
    "pay.submit": "Pay {amount}",
    "pay.refresh": "Refresh",
    "pay.error.providerUnavailable":
      "The payment provider does not answer. Try again in a moment or choose another method.",
    "pay.error.method": "This order cannot be paid with that method. Choose another.",
    "pay.error.tooManyAttempts":
      "This order has had too many payment attempts. Contact us and we will help.",
    "pay.error.tooManyRequests": "Too many payment attempts. Try again in a few minutes.",
    "pay.test":
      "This is a demo shop: a test payment, no money is taken. On the next page you choose how it ends.",
    "gateway.title": "Test payment gateway",
    "gateway.note":
      "Test payment: no money is taken. Choose how it ends, as you would at a real payment provider.",
    "gateway.order": "Order {no} · {method}",
    "gateway.pay": "Pay",
    "gateway.verify": "Pay, verify later",
    "gateway.fail": "Fail the payment",
    "gateway.abandon": "Abandon",
    "gateway.waiting": "The payment is waiting for verification.",
    "gateway.confirm": "Confirm the payment",
    "gateway.reject": "Reject the payment",
    "gateway.back": "Back to the shop",
    "gateway.refused": "The shop did not accept the payment notification ({status}).",
  },
  de: {
    "pay.title": "Zahlung für Ihre Bestellung",
    "pay.order": "Bestellung {no}",
    "pay.amount": "Zu zahlen",
    "pay.deadline":
      "Die Produkte sind bis {time} für Sie reserviert. Ist die Bestellung bis dahin nicht bezahlt, stornieren wir sie.",
    "pay.failed": "Die Zahlung ist fehlgeschlagen. Es wurde nichts abgebucht.",
    "pay.reason": "Grund laut Zahlungsanbieter: {reason}",
    "pay.cancelled": "Die Zahlung wurde abgebrochen oder abgelehnt. Es wurde nichts abgebucht.",
    "pay.waiting":
      "Wir haben noch keine Bestätigung dieser Zahlung. Wenn Sie bezahlt haben, laden Sie die Seite gleich neu; sonst zahlen Sie unten.",
    "pay.again": "Sie können erneut mit derselben oder einer anderen Methode bezahlen.",
    "pay.embedded": "Hier bezahlen",
    "pay.other": "Oder wählen Sie eine andere Methode",
    "pay.method": "Zahlungsmethode",
    "pay.submit": "{amount} bezahlen",
    "pay.refresh": "Neu laden",
    "pay.error.providerUnavailable":
      "Der Zahlungsanbieter antwortet nicht. Versuchen Sie es gleich noch einmal oder wählen Sie eine andere Methode.",
    "pay.error.method":
      "Diese Bestellung kann mit dieser Methode nicht bezahlt werden. Wählen Sie eine andere.",
    "pay.error.tooManyAttempts":
      "Für diese Bestellung gab es zu viele Zahlungsversuche. Kontaktieren Sie uns, wir helfen Ihnen.",
    "pay.error.tooManyRequests":
      "Zu viele Zahlungsversuche. Versuchen Sie es in einigen Minuten erneut.",
    "pay.test":
      "Dies ist ein Demo-Shop: eine Testzahlung, es wird kein Geld abgebucht. Auf der nächsten Seite wählen Sie, wie sie endet.",
    "gateway.title": "Testzahlungsseite",
    "gateway.note":
      "Testzahlung: Es wird kein Geld abgebucht. Wählen Sie, wie sie endet, wie bei einem echten Zahlungsanbieter.",
    "gateway.order": "Bestellung {no} · {method}",
    "gateway.pay": "Bezahlen",
    "gateway.verify": "Bezahlen, später prüfen",
    "gateway.fail": "Zahlung ablehnen",
    "gateway.abandon": "Abbrechen",
    "gateway.waiting": "Die Zahlung wartet auf die Prüfung.",
    "gateway.confirm": "Zahlung bestätigen",
    "gateway.reject": "Zahlung zurückweisen",
    "gateway.back": "Zurück zum Shop",
    "gateway.refused": "Der Shop hat die Zahlungsbenachrichtigung nicht angenommen ({status}).",
  },
});
