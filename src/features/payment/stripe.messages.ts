/** Texts of Stripe's payment form on the payment step (StripeStep.astro, stripe-payment.ts). */
import { defineMessages } from "../../i18n/define";

export const stripeMessages = defineMessages({
  "stripe.pay": "Zapłać",
  "stripe.paying": "Trwa płatność…",
  "stripe.failed": "Nie udało się połączyć ze Stripe. Odśwież stronę i spróbuj ponownie.",
  "stripe.noScript":
    "Płatność kartą w tym formularzu wymaga włączonego JavaScriptu. Możesz wybrać inną metodę poniżej.",
})({
  en: {
    "stripe.pay": "Pay",
    "stripe.paying": "Paying…",
    "stripe.failed": "We could not reach Stripe. Refresh the page and try again.",
    "stripe.noScript":
      "Paying by card in this form needs JavaScript. You can choose another method below.",
  },
  de: {
    "stripe.pay": "Bezahlen",
    "stripe.paying": "Zahlung läuft…",
    "stripe.failed":
      "Stripe ist nicht erreichbar. Laden Sie die Seite neu und versuchen Sie es erneut.",
    "stripe.noScript":
      "Die Kartenzahlung in diesem Formular braucht JavaScript. Sie können unten eine andere Methode wählen.",
  },
});
