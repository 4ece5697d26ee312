/** The PayU test POS, a shop order and the adapter against the PayU fake, shared by the PayU adapter's tests. */
import { startPayuFake, type PayuFake } from "../../../../tests/fakes/payu/payu-fake";
import { startedAroundTests } from "../against-fake.fixtures";
import { paymentOrder } from "../payment-order.fixtures";
import type { PaymentOrder, PaymentProvider } from "../provider";
import { createPayuProvider } from "./payu-provider";
import type { PayuSettings } from "./payu-settings";

export const KEYS = {
  posId: "300746",
  clientId: "300746",
  clientSecret: "2ee86a66e5d97e3f",
  secondKey: "b6ca15b0d1020e80",
};

export function order(summaryId: string, amount = "137.79"): PaymentOrder {
  return paymentOrder("payu", { summaryId, amount, customerIp: "203.0.113.7" });
}

/**
 * Starts the PayU fake before the file's tests and closes it after them; the
 * answer's `fake`, `settings` and `payu` (the adapter on them) are there once it started.
 */
export function payuAgainstFake() {
  const started = startedAroundTests(async () => {
    const fake = await startPayuFake(KEYS);
    const settings: PayuSettings = { ...KEYS, apiUrl: fake.url };
    return { fake, settings, payu: createPayuProvider(settings), close: fake.close };
  });
  const ctx = {
    get fake(): PayuFake {
      return started().fake;
    },
    get settings(): PayuSettings {
      return started().settings;
    },
    get payu(): PaymentProvider {
      return started().payu;
    },
    /** Creates the order at PayU and has PayU show it COMPLETED; answers its orderId. */
    async paidOrder(summaryId: string, amount = "137.79") {
      const created = await ctx.payu.create(order(summaryId, amount));
      ctx.fake.setStatus(created.providerRef, "COMPLETED");
      return created.providerRef;
    },
  };
  return ctx;
}
