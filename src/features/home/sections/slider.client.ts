/**
 * The home slider's behaviour (SliderSection.astro): arrows and dots move
 * the scroll-snap strip; autoplay advances every `sliderTime` seconds and
 * stops at the last slide (no loop) or when the shopper takes over. Under
 * 600 px the first touch loads keen-slider, which then drags the slides
 * (rubber band at the ends, no loop): the first swipe moves the native strip
 * and keen-slider starts where it came to rest; wider screens keep the arrows.
 */
import type KeenSliderType from "keen-slider";
// The library's own ES module, served as a file and imported natively on the first touch:
// no bundler preload helper joins the page's first scripts.
import keenUrl from "keen-slider/keen-slider.es.js?url";

for (const root of document.querySelectorAll<HTMLElement>("[data-slider]")) {
  const track = root.querySelector<HTMLElement>("[data-slider-track]")!;
  const last = track.children.length - 1;
  const dots = root.querySelectorAll("[data-slider-dot]");
  let current = 0;
  let go = (i: number) => track.scrollTo({ left: i * track.clientWidth });
  const show = (i: number) => {
    current = Math.max(0, Math.min(last, i));
    root.dataset["current"] = String(current);
    dots.forEach((dot, k) => dot.setAttribute("aria-current", String(k === current)));
    for (const [selector, end] of [
      ["prev", 0],
      ["next", last],
    ] as const) {
      const arrow = root.querySelector<HTMLButtonElement>(`[data-slider-${selector}]`);
      if (arrow) arrow.disabled = current === end;
    }
  };
  const move = (i: number) => (go(i), show(i));
  // Until keen-slider takes over, the strip scrolls natively; `scrolled` is the last scroll's time.
  let keen = false;
  let scrolled = 0;
  track.addEventListener("scroll", () => {
    scrolled = performance.now();
    if (!keen) show(Math.round(track.scrollLeft / track.clientWidth));
  });
  const timer = setInterval(
    () => (current < last ? move(current + 1) : clearInterval(timer)),
    Number(root.dataset["sliderTime"]) * 1000,
  );
  root.addEventListener("pointerdown", () => clearInterval(timer));
  root.addEventListener("click", (e) => {
    const button = (e.target as Element).closest("button");
    if (!button) return;
    const dot = button.getAttribute("data-slider-dot");
    move(dot ? Number(dot) : current + (button.hasAttribute("data-slider-next") ? 1 : -1));
  });
  show(0);
  // The first touch loads keen-slider; meanwhile the native strip follows that first swipe and
  // snaps. keen-slider takes over only once the finger is lifted and the strip has come to rest,
  // at the slide the strip shows: taking over mid-swipe reset the strip and lost the swipe.
  let touching = false;
  root.addEventListener("touchend", () => (touching = false), { passive: true });
  root.addEventListener("touchcancel", () => (touching = false), { passive: true });
  root.addEventListener("touchstart", () => (touching = true), { passive: true });
  root.addEventListener(
    "touchstart",
    () => {
      if (!matchMedia("(max-width: 600px)").matches || last < 1) return;
      void (import(/* @vite-ignore */ keenUrl) as Promise<{ default: typeof KeenSliderType }>).then(
        ({ default: KeenSlider }) => {
          const takeOver = () => {
            if (touching || performance.now() - scrolled < 150)
              return void setTimeout(takeOver, 50);
            keen = true;
            show(Math.round(track.scrollLeft / track.clientWidth));
            track.scrollTo({ left: 0, behavior: "instant" });
            track.classList.add("keen-slider");
            for (const slide of track.children) slide.classList.add("keen-slider__slide");
            const slider = new KeenSlider(track, {
              initial: current,
              slideChanged: (s) => show(s.track.details.rel),
            });
            go = (i) => slider.moveToIdx(Math.max(0, Math.min(last, i)));
          };
          takeOver();
        },
      );
    },
    { once: true, passive: true },
  );
}
