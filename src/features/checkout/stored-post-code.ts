/**
 * The post code typed on the delivery step, read from the checkout form's stored copy
 * (`checkout-form.store.ts`, key `checkout:v1`) without loading that store: the basket modal
 * asks for the delivery options the step would offer (use-delivery-options.ts), and some
 * methods serve only some post codes. Untrusted storage: anything but text gives "".
 */
export const CHECKOUT_KEY = "checkout:v1";

export function storedPostCode(): string {
  try {
    const stored = JSON.parse(localStorage.getItem(CHECKOUT_KEY) ?? "null") as {
      form?: { ship?: { postCode?: unknown } };
    } | null;
    const code = stored?.form?.ship?.postCode;
    return typeof code === "string" ? code.trim().slice(0, 16) : "";
  } catch {
    return "";
  }
}
