/**
 * Listing enhancements without React (part of the pre-interaction JS budget):
 * sort and per-page selects apply on change, the page-jump input navigates
 * 1 s after the shopper stops typing a valid page, and long filter dropdowns
 * grow by 10 options on scroll.
 */
import { PAGE_JUMP_DEBOUNCE_MS, pageJumpTarget } from "./page-jump";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-autosubmit]")) {
  for (const button of form.querySelectorAll<HTMLElement>("[data-js-hide]")) button.remove();
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

// Spec 1 §9: a dropdown shows 20 options and 10 more each time it is scrolled to the end.
const DROPDOWN_FIRST = 20;
const DROPDOWN_STEP = 10;
for (const list of document.querySelectorAll<HTMLElement>("details.facet__dropdown ul")) {
  const items = [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
  if (items.length <= DROPDOWN_FIRST) continue;
  let shown = DROPDOWN_FIRST;
  const apply = () => items.forEach((item, i) => (item.style.display = i >= shown ? "none" : ""));
  apply();
  list.addEventListener("scroll", () => {
    if (shown >= items.length) return;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 8) {
      shown += DROPDOWN_STEP;
      apply();
    }
  });
}
