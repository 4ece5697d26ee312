/**
 * The phone checks the details step applies: by shape (`PHONE_SHAPE`) until
 * the shopper first interacts with the form, then libphonenumber's
 * (`PHONE_RULES`, loaded on demand), so the library is not part of the
 * step's JavaScript before interaction. The server always checks with the
 * library, and its answer names a refused phone like any field.
 */
import { atom } from "nanostores";
import type { PhoneRules } from "../../../domain/address/phone";
import { PHONE_SHAPE } from "../../../domain/checkout/checkout-form";

export const $phoneRules = atom<PhoneRules>(PHONE_SHAPE);

let loading: Promise<void> | null = null;

/** Loads the full phone rules once (a failed load keeps the shape check and may be retried). */
export function loadPhoneRules(): Promise<void> {
  loading ??= import("../../../domain/address/phone").then(
    (module) => $phoneRules.set(module.PHONE_RULES),
    () => {
      loading = null;
    },
  );
  return loading;
}
