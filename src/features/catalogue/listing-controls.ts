/**
 * The listing's page jump and long dropdowns, loaded by listing.client.ts on the shopper's
 * first interaction (pointer, key, focus or wheel): the page-jump input navigates 1 s after
 * the shopper stops typing a valid page (text typed while this loaded counts), and a long
 * filter dropdown grows by 10 options each time it is scrolled to the end. Until then the
 * stylesheet shows a dropdown's first 20 options (FiltersPanel.astro); the sort and
 * per-page selects apply on change through the shell's delegated listener (currency-form.ts).
 */
import { PAGE_JUMP_DEBOUNCE_MS, pageJumpTarget } from "./page-jump";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-page-jump]")) {
  const input = form.querySelector<HTMLInputElement>('input[name="page"]');
  if (!input) continue;
  const current = Number(input.defaultValue);
  const last = Number(input.max);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const typed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (pageJumpTarget(input.value, current, last) !== null) form.requestSubmit();
    }, PAGE_JUMP_DEBOUNCE_MS);
  };
  input.addEventListener("input", typed);
  if (input.value !== input.defaultValue) typed();
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
  const grow = () => {
    if (list.scrollTop + list.clientHeight < list.scrollHeight - 8) return;
    shown += DROPDOWN_STEP;
    // From now on the items' own styles decide, not the stylesheet's first 20.
    list.dataset["grown"] = "";
    items.forEach((item, i) => (item.hidden = i >= shown));
  };
  list.addEventListener("scroll", grow);
  // A list the shopper scrolled to its end before this loaded.
  if (list.scrollTop > 0) grow();
}
