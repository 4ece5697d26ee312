/**
 * The body of POST /api/public/me (spec 2 §7) from the account form: the
 * shipping address (the apartment left out when empty), a different invoice
 * address only when chosen for a company, and the company's name and NIP
 * only for a company.
 */
import type { AddressForm, ProfileForm } from "../../domain/account/account-form";

function clean(a: AddressForm) {
  const trimmed = Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.trim()]));
  const { apartment, ...rest } = trimmed as unknown as AddressForm;
  return apartment ? { ...rest, apartment } : rest;
}

export function profilePayload(form: ProfileForm) {
  return {
    name: form.ship.name.trim(),
    marketing: form.marketing,
    address: {
      ship: { ...clean(form.ship), phone: form.ship.phone.trim() },
      invoice:
        form.company && form.differentInvoice
          ? { ...clean(form.invoice), name: form.companyName.trim() }
          : null,
    },
    company: form.company,
    companyDetails: form.company ? { name: form.companyName.trim(), nip: form.nip.trim() } : null,
  };
}
