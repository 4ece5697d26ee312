/**
 * The burger menu's keyboard and navigation behaviour (the menu itself opens
 * and closes without JavaScript: Burger.astro): Escape closes it and returns
 * focus to the burger, Tab and Shift+Tab stay inside the burger and its
 * panel while it is open, following a link closes it (so the page comes back
 * closed from the back/forward cache), and the phone search button focuses
 * the search field it opens.
 */
const burger = document.querySelector<HTMLDetailsElement>("[data-burger]");
if (burger) {
  const close = () => {
    burger.open = false;
    burger.querySelector("summary")?.focus();
  };
  addEventListener("keydown", (e) => {
    if (!burger.open) return;
    if (e.key === "Escape") close();
    if (e.key !== "Tab") return;
    const items = [
      ...burger.querySelectorAll<HTMLElement>("summary,a[href],select,button,input"),
    ].filter((el) => el.getClientRects().length > 0);
    const edge = e.shiftKey ? items[0] : items[items.length - 1];
    if (!burger.contains(document.activeElement) || document.activeElement === edge) {
      e.preventDefault();
      (e.shiftKey ? items[items.length - 1] : items[0])?.focus();
    }
  });
  burger.addEventListener("click", (e) => {
    if ((e.target as Element).closest("a")) burger.open = false;
  });
}
const search = document.querySelector<HTMLInputElement>("[data-search-toggle]");
search?.addEventListener("change", () => {
  if (search.checked) document.querySelector<HTMLInputElement>("#header-search")?.focus();
});
