/**
 * Stripe.js in the browser: the few parts of it the payment step uses, typed here (no
 * @stripe/stripe-js package), and a loader that adds its one script tag. Stripe.js is always
 * loaded from its URL, never bundled (https://docs.stripe.com/js/including); the URL comes
 * from the server (STRIPE_JS_URL: Stripe's own, or the local fake's in browser tests).
 * - https://docs.stripe.com/js/initializing, https://docs.stripe.com/js/elements_object/create
 * - https://docs.stripe.com/js/elements_object/create_payment_element
 * - https://docs.stripe.com/js/payment_intents/confirm_payment
 */

export interface StripePaymentElement {
  mount(target: string | HTMLElement): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: "payment"): StripePaymentElement;
}

/** Stripe's error result (https://docs.stripe.com/js/payment_intents/confirm_payment). */
export interface StripeJsError {
  type: string;
  code?: string | undefined;
  message?: string | undefined;
}

export interface StripeJs {
  elements(options: { clientSecret: string; locale: string }): StripeElements;
  /** Goes to `return_url` when the payment needs no more; resolves only with an error. */
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeJsError | undefined }>;
}

/**
 * `Stripe(publishableKey, { locale })`: the locale "localizes error strings for all Stripe.js
 * methods" (confirmPayment's decline message among them); without it Stripe.js takes the
 * browser's language (https://docs.stripe.com/js/initializing).
 */
type StripeConstructor = (publishableKey: string, options: { locale: string }) => StripeJs;

const loading = new Map<string, Promise<StripeConstructor>>();

function loaded(): StripeConstructor | null {
  const candidate = (window as Window & { Stripe?: unknown }).Stripe;
  return typeof candidate === "function" ? (candidate as StripeConstructor) : null;
}

/** Stripe's constructor, loading its script once per URL (again after a failed load). */
export function loadStripeJs(url: string): Promise<StripeConstructor> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<StripeConstructor>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.addEventListener("load", () => {
        const stripe = loaded();
        if (stripe) resolve(stripe);
        else reject(new Error("Stripe.js did not define Stripe"));
      });
      script.addEventListener("error", () => {
        loading.delete(url);
        script.remove();
        reject(new Error("Stripe.js could not be loaded"));
      });
      document.head.append(script);
    });
    loading.set(url, promise);
  }
  return promise;
}
