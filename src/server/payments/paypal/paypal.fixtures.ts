/**
 * Shared by the PayPal adapter's tests: the fake's credentials, a shop order and
 * the adapter against the local PayPal fake (tests/fakes/paypal/paypal-fake.ts).
 */
import { startPaypalFake, type PaypalFake } from "../../../../tests/fakes/paypal/paypal-fake";
import { startedAroundTests } from "../against-fake.fixtures";
import { paymentOrder } from "../payment-order.fixtures";
import type { PaymentOrder, PaymentProvider, ProviderNotification } from "../provider";
import { createPaypalProvider } from "./adapter";
import type { PaypalSettings } from "./settings";

export const CREDENTIALS = {
  clientId: "AeFakeClientId0001",
  clientSecret: "EFakeClientSecret0001",
  webhookId: "8PT597110X687430LKGECATA",
};

export function settingsFor(apiUrl: string): PaypalSettings {
  return { ...CREDENTIALS, apiUrl };
}

let sequence = 0;

/** Order VCP005 of the issue: 137.79 zł, paid with PayPal. */
export function shopOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  sequence += 1;
  return paymentOrder("paypal", {
    summaryId: `sum-${sequence}-9f2c4e`,
    no: `2026/11/26/VCP00${sequence}`,
    email: "jan@example.com",
    returnUrl: "https://shop.example/pl/zamowienie/platnosc?order=sum",
    ...overrides,
  });
}

/**
 * Starts the PayPal fake before the file's tests and closes it after them; the
 * answer's `fake` and `paypal` (the adapter on the fake) are there once it started.
 */
export function paypalAgainstFake() {
  const started = startedAroundTests(async () => {
    const fake = await startPaypalFake(CREDENTIALS);
    return { fake, paypal: createPaypalProvider(settingsFor(fake.url)), close: fake.close };
  });
  const ctx = {
    get fake(): PaypalFake {
      return started().fake;
    },
    get paypal(): PaymentProvider {
      return started().paypal;
    },
    /** The approval notification for an order the shopper approved at the fake. */
    async approved(order = shopOrder()): Promise<ProviderNotification> {
      const created = await ctx.paypal.create(order);
      const notification = await ctx.paypal.readNotification(ctx.fake.approve(created.providerRef));
      if (!notification) throw new Error("The approval notification was not read");
      return notification;
    },
  };
  return ctx;
}
