/**
 * Listing enhancements without React (part of the pre-interaction JS budget):
 * sort and per-page selects apply on change, and the page-jump input
 * navigates 1 s after the shopper stops typing a valid page.
 */
import { PAGE_JUMP_DEBOUNCE_MS, pageJumpTarget } from "./page-jump";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-autosubmit]")) {
  for (const button of form.querySelectorAll<HTMLElement>("[data-js-hide]")) button.hidden = true;
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLSelectElement) form.requestSubmit();
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-page-jump]")) {
  const input = form.querySelector<HTMLInputElement>('input[name="page"]');
  if (!input) continue;
  const current = Number(input.value);
  const last = Number(input.max);
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (pageJumpTarget(input.value, current, last) !== null) form.requestSubmit();
    }, PAGE_JUMP_DEBOUNCE_MS);
  });
  form.addEventListener("submit", (event) => {
    clearTimeout(timer);
    if (pageJumpTarget(input.value, current, last) === null) event.preventDefault();
  });
}
