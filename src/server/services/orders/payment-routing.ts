/**
 * Which provider takes an order's payment (issue 30): the registry's first
 * configured provider that handles the method's spec type and subtype
 * (payments/registry.ts). A method paid online with no such provider is not
 * offered (the quote leaves it out, so an order cannot choose it either);
 * offline methods (bank transfer, cash on delivery, gift card) need none.
 */
import { isOnlinePayment } from "../../../domain/checkout/payment-options";
import { providerFor } from "../../payments/registry";

export function payableMethods<M extends { type: string; subType: string | null }>(
  methods: readonly M[],
): M[] {
  return methods.filter((m) => !isOnlinePayment(m.type) || providerFor(m.type, m.subType) !== null);
}
