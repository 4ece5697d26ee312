/**
 * Which provider takes an order's payment (issue 30): the registry's first
 * configured provider that handles the method's spec type and subtype
 * (payments/registry.ts). A method paid online with no such provider is not
 * offered (the quote leaves it out, so an order cannot choose it either);
 * offline methods (bank transfer, cash on delivery, gift card) need none.
 * The embedded test gateway takes a method only while the shop is not live
 * (issue 44), and such a method is named to the shopper as a test payment.
 */
import { isOnlinePayment } from "../../../domain/checkout/payment-options";
import type { Settings } from "../../../domain/shop/settings.types";
import { providerFor } from "../../payments/registry";
import { testProvider } from "../../payments/test-gateway/test-provider";

type Method = { type: string; subType: string | null };

export function payableMethods<M extends Method>(
  methods: readonly M[],
  settings: Pick<Settings, "payments">,
): M[] {
  return methods.filter(
    (m) => !isOnlinePayment(m.type) || providerFor(m.type, m.subType, settings) !== null,
  );
}

/** Whether the embedded test gateway takes this method: a test payment that takes no money. */
export function isTestPayment(method: Method, settings: Pick<Settings, "payments">): boolean {
  return (
    isOnlinePayment(method.type) &&
    providerFor(method.type, method.subType, settings)?.id === testProvider.id
  );
}
