/** The product carousels' arrows (ProductsSection.astro): one page of boxes back or forward. */
for (const root of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
  const strip = root.querySelector<HTMLElement>("[data-carousel-strip]");
  const prev = root.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");
  if (!strip || !prev || !next) continue;
  const update = () => {
    prev.disabled = strip.scrollLeft <= 1;
    next.disabled = strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1;
  };
  prev.addEventListener("click", () => strip.scrollBy({ left: -strip.clientWidth }));
  next.addEventListener("click", () => strip.scrollBy({ left: strip.clientWidth }));
  strip.addEventListener("scroll", update, { passive: true });
  // Reading the strip's sizes while the page's module scripts run forced a whole-page style and
  // layout pass (issue 33: most of the home page's blocking time): read them once the browser
  // is idle and the first layout is done; until then both arrows work as the server rendered them.
  (window.requestIdleCallback ?? setTimeout)(update);
}
