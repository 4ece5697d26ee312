/** The account page's data (contracts/account.types.ts) from the user's row. */
import type { AccountView } from "../../contracts/account.types";
import type { AddressForm } from "../../domain/account/account-form";
import type { AddressJson, UserRow } from "../db/schema";
import { toPublicUser } from "../services/account/profile.service";

function address(a: AddressJson | null, fallbackName: string, country: string): AddressForm {
  return {
    name: a?.name ?? fallbackName,
    street: a?.street ?? "",
    number: a?.number ?? "",
    apartment: a?.apartment ?? "",
    postCode: a?.postCode ?? "",
    city: a?.city ?? "",
    country: a?.country ?? country,
  };
}

export function accountView(row: UserRow, loyaltyEnabled: boolean): AccountView {
  const user = toPublicUser(row);
  const country = row.country ?? "pl";
  const ship = address(user.address.ship, user.name, country);
  return {
    email: user.email,
    ghost: user.ghost,
    wholesale: user.wholesale,
    points: loyaltyEnabled ? user.loyaltyPoints : null,
    hasPassword: row.password_hash !== null && row.password_hash !== "",
    profile: {
      marketing: user.agrees.marketing,
      ship: { ...ship, phone: user.address.ship?.phone ?? row.phone ?? "" },
      company: user.company,
      companyName: user.companyDetails?.name ?? "",
      nip: user.companyDetails?.nip ?? "",
      differentInvoice: user.address.invoice !== null,
      invoice: address(user.address.invoice, "", country),
    },
  };
}
