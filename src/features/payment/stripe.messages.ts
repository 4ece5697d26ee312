/** Texts of Stripe's payment form on the payment step (StripePayment.tsx). */
import { defineMessages } from "../../i18n/define";

export const stripeMessages = defineMessages({
  "stripe.pay": "Zapłać",
  "stripe.paying": "Trwa płatność…",
  "stripe.failed": "Nie udało się połączyć ze Stripe. Odśwież stronę i spróbuj ponownie.",
})({
  en: {
    "stripe.pay": "Pay",
    "stripe.paying": "Paying…",
    "stripe.failed": "We could not reach Stripe. Refresh the page and try again.",
  },
  de: {
    "stripe.pay": "Bezahlen",
    "stripe.paying": "Zahlung läuft…",
    "stripe.failed":
      "Stripe ist nicht erreichbar. Laden Sie die Seite neu und versuchen Sie es erneut.",
  },
});
