/**
 * Ticks the home countdowns (CountdownSection.astro) every second from the
 * shopper's clock, with the rules of domain/countdown.ts; hides a finished
 * countdown unless it is kept (owner preview or noHide), which shows zeros.
 */
import { countdownView } from "../../../domain/countdown";

for (const root of document.querySelectorAll<HTMLElement>("[data-countdown]")) {
  const target = Number(root.dataset["countdown"]);
  const keep = root.dataset["countdownKeep"] !== undefined;
  const units = new Map(
    [...root.querySelectorAll<HTMLElement>("[data-unit]")].map((el) => [el.dataset["unit"], el]),
  );
  const tick = () => {
    const view = countdownView(target, Date.now(), { noHide: keep });
    root.hidden = !view.visible;
    for (const [unit, el] of units) {
      const part = view.units.find((u) => u.unit === unit);
      el.hidden = !part;
      const value = el.querySelector(".countdown__value");
      if (part && value) value.textContent = String(part.value).padStart(2, "0");
    }
    return view.visible && Date.now() < target;
  };
  if (tick()) {
    const timer = window.setInterval(() => {
      if (!tick()) window.clearInterval(timer);
    }, 1000);
  }
}
