/**
 * Ticks the home countdowns (CountdownSection.astro) every second from the
 * shopper's clock, with the rules of features/home/sections/countdown.ts; hides a finished
 * countdown unless it is kept (owner preview or noHide), which shows zeros.
 */
import { countdownView } from "./countdown";

for (const root of document.querySelectorAll<HTMLElement>("[data-countdown]")) {
  const tick = () => {
    const view = countdownView(Number(root.dataset["countdown"]), Date.now(), {
      noHide: root.hasAttribute("data-countdown-keep"),
    });
    root.hidden = !view.visible;
    for (const el of root.querySelectorAll<HTMLElement>("[data-unit]")) {
      const part = view.units.find((u) => u.unit === el.dataset["unit"]);
      el.hidden = !part;
      el.firstElementChild!.textContent = String(part?.value ?? 0).padStart(2, "0");
    }
  };
  tick();
  setInterval(tick, 1000);
}
