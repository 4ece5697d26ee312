/**
 * The currency dropdowns (CurrencyPicker.astro, in the header and the burger) submit their
 * GET form as soon as the shopper picks a currency. One delegated listener in the shell's
 * boot module rather than a script beside each form: an inline script inside the header is
 * a point where Chromium may stop parsing and paint a half-built header, whose columns then
 * widen as the rest arrives (a layout shift on wide screens).
 */
document.addEventListener("change", (event) => {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement)) return;
  const form = select.form;
  if (form?.hasAttribute("data-currency-form")) form.requestSubmit();
});
