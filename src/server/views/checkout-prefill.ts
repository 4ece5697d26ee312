/** The order details form prefilled from a logged-in shopper's profile (spec 2 §2: "Prefilled"). */
import type { CheckoutForm } from "../../domain/checkout/checkout-form";
import type { UserRow } from "../db/schema";
import { accountView } from "./account-view";

export function checkoutPrefill(row: UserRow | null): Partial<CheckoutForm> | null {
  if (!row) return null;
  const { profile, email } = accountView(row, false);
  const { ship, invoice } = profile;
  return {
    ship: {
      name: ship.name,
      street: ship.street,
      number: ship.number,
      apartment: ship.apartment,
      postCode: ship.postCode,
      city: ship.city,
      region: "",
      phone: ship.phone,
    },
    email,
    retypedEmail: email,
    company: profile.company,
    nip: profile.nip,
    showInvoice: profile.company && profile.differentInvoice,
    invoice: { ...invoice, name: profile.companyName },
  };
}
