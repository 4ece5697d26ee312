/**
 * Paying with Stripe's own Payment Element on the shop's payment step (issue 30): card data
 * goes from Stripe's fields to Stripe and never touches the shop. The island loads Stripe.js
 * from `scriptUrl`, mounts the Payment Element for the PaymentIntent's `clientSecret` in the
 * page's language, and its button confirms the payment. Stripe then takes the shopper to
 * `returnUrl` (the payment page, which asks the server for the outcome); a decline or a
 * mistake comes back here as Stripe's message, and the shopper can try again.
 * Flow: https://docs.stripe.com/payments/accept-a-payment?ui=elements (submit the payment,
 * error handling: show `error.message` for card and validation errors, a general text else).
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { loadStripeJs, type StripeElements, type StripeJs, type StripeJsError } from "./stripe-js";

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** Absolute URL Stripe sends the shopper back to after paying. */
  returnUrl: string;
  /** Stripe.js (STRIPE_JS_URL). */
  scriptUrl: string;
  locale: "pl" | "en" | "de";
  labels: {
    /** The button. */
    pay: string;
    /** The button while Stripe confirms. */
    paying: string;
    /** Stripe.js did not load, or an error Stripe gives no shopper's text for. */
    failed: string;
  };
}

/** Stripe's words for what the shopper can fix; a general text for everything else. */
function errorText(error: StripeJsError | undefined, failed: string): string {
  const own = error?.type === "card_error" || error?.type === "validation_error";
  return own && error.message ? error.message : failed;
}

export function StripePayment({
  publishableKey,
  clientSecret,
  returnUrl,
  scriptUrl,
  locale,
  labels,
}: StripePaymentProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let destroy = () => {};
    loadStripeJs(scriptUrl).then(
      (Stripe) => {
        const target = mountRef.current;
        if (!live || !target) return;
        const js = Stripe(publishableKey);
        const elements = js.elements({ clientSecret, locale });
        const element = elements.create("payment");
        element.mount(target);
        destroy = () => element.destroy();
        setStripe({ js, elements });
      },
      () => {
        if (live) setError(labels.failed);
      },
    );
    return () => {
      live = false;
      destroy();
      setStripe(null);
    };
  }, [scriptUrl, publishableKey, clientSecret, locale, labels.failed]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || paying) return;
    setPaying(true);
    setError(null);
    try {
      const result = await stripe.js.confirmPayment({
        elements: stripe.elements,
        confirmParams: { return_url: returnUrl },
      });
      // Reached only when Stripe did not take the shopper on to returnUrl.
      setError(errorText(result.error, labels.failed));
    } catch {
      setError(labels.failed);
    }
    setPaying(false);
  }

  return (
    <form className="form-stack" onSubmit={(event) => void pay(event)}>
      <div ref={mountRef} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" block disabled={!stripe || paying} loading={paying}>
        {paying ? labels.paying : labels.pay}
      </Button>
    </form>
  );
}
