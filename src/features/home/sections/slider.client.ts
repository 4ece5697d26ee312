/**
 * The home slider's behaviour (SliderSection.astro): arrows and dots move
 * the scroll-snap strip; autoplay advances every `sliderTime` seconds and
 * stops at the last slide (no loop) or when the shopper takes over. Under
 * 600 px the first touch loads keen-slider, which then drags the slides
 * (rubber band at the ends, no loop); wider screens keep the arrows only.
 */
const PHONE = "(max-width: 600px)";

interface Mover {
  go(index: number): void;
}

for (const root of document.querySelectorAll<HTMLElement>("[data-slider]")) {
  const track = root.querySelector<HTMLElement>("[data-slider-track]");
  if (!track) continue;
  const count = track.children.length;
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-slider-dot]")];
  const prev = root.querySelector<HTMLButtonElement>("[data-slider-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-slider-next]");
  let current = 0;

  const show = (index: number) => {
    current = Math.max(0, Math.min(count - 1, index));
    root.dataset["current"] = String(current);
    dots.forEach((dot, i) =>
      i === current
        ? dot.setAttribute("aria-current", "true")
        : dot.removeAttribute("aria-current"),
    );
    if (prev) prev.disabled = current === 0;
    if (next) next.disabled = current === count - 1;
  };
  let mover: Mover = {
    go: (index) => track.scrollTo({ left: index * track.clientWidth }),
  };
  track.addEventListener(
    "scroll",
    () => {
      if (track.clientWidth > 0) show(Math.round(track.scrollLeft / track.clientWidth));
    },
    { passive: true },
  );

  const seconds = Number(root.dataset["sliderTime"] ?? "5") || 5;
  const timer = window.setInterval(() => {
    if (current >= count - 1) return window.clearInterval(timer);
    mover.go(current + 1);
    show(current + 1);
  }, seconds * 1000);
  const takeOver = () => window.clearInterval(timer);
  for (const type of ["pointerdown", "keydown", "wheel"]) root.addEventListener(type, takeOver);

  prev?.addEventListener("click", () => (mover.go(current - 1), show(current - 1)));
  next?.addEventListener("click", () => (mover.go(current + 1), show(current + 1)));
  dots.forEach((dot, i) => dot.addEventListener("click", () => (mover.go(i), show(i))));
  show(0);

  root.addEventListener(
    "touchstart",
    () => {
      if (!window.matchMedia(PHONE).matches || count < 2) return;
      void import("keen-slider").then(({ default: KeenSlider }) => {
        track.scrollLeft = 0;
        track.classList.add("keen-slider");
        for (const slide of track.children) slide.classList.add("keen-slider__slide");
        const keen = new KeenSlider(track, {
          initial: current,
          loop: false,
          rubberband: true,
          slideChanged: (s) => show(s.track.details.rel),
        });
        mover = { go: (index) => keen.moveToIdx(Math.max(0, Math.min(count - 1, index))) };
      });
    },
    { once: true, passive: true },
  );
}
