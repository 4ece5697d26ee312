/**
 * The currency dropdowns (CurrencyPicker.astro, in the header and the burger) and a listing's
 * sort and per-page selects (SortForm.astro, `data-autosubmit`) submit their GET form as soon
 * as the shopper picks an option. One delegated listener in the shell's
 * boot module rather than a script beside each form: an inline script inside the header is
 * a point where Chromium may stop parsing and paint a half-built header, whose columns then
 * widen as the rest arrives (a layout shift on wide screens).
 */
document.addEventListener("change", (event) => {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement)) return;
  const form = select.form;
  if (form?.matches("[data-currency-form],[data-autosubmit]")) form.requestSubmit();
});
