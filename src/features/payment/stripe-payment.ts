/**
 * Paying with Stripe's own Payment Element on the order's payment page (issue 30): card data
 * goes from Stripe's fields to Stripe and never touches the shop. A plain module (no React:
 * the page stays light): it loads Stripe.js from the form's `data-script`, mounts the Payment
 * Element for the PaymentIntent's client secret, both in the page's language, and the form's button
 * confirms the payment. Stripe then takes the shopper to `data-return` (the payment page,
 * which asks the server for the outcome); a decline or a mistake comes back here as Stripe's
 * message, and the shopper can try again in the same form.
 * Flow: https://docs.stripe.com/payments/accept-a-payment?ui=elements (submit the payment;
 * error handling: show `error.message` for card and validation errors, a general text else).
 */
import { loadStripeJs, type StripeJsError } from "./stripe-js";

/** Stripe's words for what the shopper can fix; a general text for everything else. */
export function errorText(error: StripeJsError | undefined, failed: string): string {
  const own = error?.type === "card_error" || error?.type === "validation_error";
  return own && error.message ? error.message : failed;
}

/** Shows `text` as the form's error (announced at once), or clears it. */
function showError(box: HTMLElement, text: string | null): void {
  box.replaceChildren();
  if (!text) return;
  const alert = document.createElement("div");
  alert.className = "alert alert--error";
  alert.setAttribute("role", "alert");
  const inner = document.createElement("div");
  inner.textContent = text;
  alert.append(inner);
  box.append(alert);
}

export function mountStripePayment(form: HTMLFormElement): void {
  const data = form.dataset;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const target = form.querySelector<HTMLElement>("[data-stripe-element]");
  const errors = form.querySelector<HTMLElement>("[data-stripe-error]");
  if (!button || !target || !errors) return;
  const failed = data["failed"] ?? "";
  const label = button.textContent ?? "";
  loadStripeJs(data["script"] ?? "").then(
    (Stripe) => {
      // The page's language for both: the Stripe object words its methods' errors (a decline
      // from confirmPayment), Elements its form; either left out follows the browser instead.
      const locale = data["locale"] ?? "pl";
      const js = Stripe(data["key"] ?? "", { locale });
      const elements = js.elements({ clientSecret: data["secret"] ?? "", locale });
      elements.create("payment").mount(target);
      button.disabled = false;
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        if (button.disabled) return;
        button.disabled = true;
        button.setAttribute("aria-busy", "true");
        button.textContent = data["paying"] ?? label;
        showError(errors, null);
        const done = (text: string) => {
          showError(errors, text);
          button.disabled = false;
          button.removeAttribute("aria-busy");
          button.textContent = label;
        };
        js.confirmPayment({ elements, confirmParams: { return_url: data["return"] ?? "" } }).then(
          // Reached only when Stripe did not take the shopper on to the return URL.
          (result) => done(errorText(result.error, failed)),
          () => done(failed),
        );
      });
    },
    () => showError(errors, failed),
  );
}
