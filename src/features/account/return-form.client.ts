/**
 * The return form's checks as the shopper types (ReturnForm.astro; spec 2 §2 return request
 * page "submit inactive until valid", §5 Return): a ticked product's count must be a whole
 * number from 1 to what remains of it. A count out of range is marked (aria-invalid) with its
 * message in the shop's language as soon as it is typed; the submit button stays inactive
 * (aria-disabled) until at least one product is ticked and every ticked count fits. Pressed
 * while inactive it says why: every wrong count is marked, "tick a product" shows when none is,
 * and the first field to fix takes the focus. A valid form posts as it does without script.
 */
import { countFits } from "../../domain/orders/returns";

interface Line {
  tick: HTMLInputElement;
  count: HTMLInputElement;
  error: HTMLElement;
  max: number;
}

function linesOf(form: HTMLFormElement): Line[] {
  return [...form.querySelectorAll<HTMLElement>("[data-return-line]")].flatMap((el) => {
    const tick = el.querySelector<HTMLInputElement>("[data-tick]");
    const count = el.querySelector<HTMLInputElement>("[data-count]");
    const error = count ? el.querySelector<HTMLElement>(`#${count.id}-error`) : null;
    return tick && count && error ? [{ tick, count, error, max: Number(count.max) }] : [];
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>("[data-return-form]")) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const alert = document.getElementById("return-error");
  const lines = linesOf(form);
  // A count the server refused stays marked until it is fixed.
  const touched = new Set(lines.filter((l) => l.count.ariaInvalid === "true").map((l) => l.count));
  /** Whether the shopper pressed the inactive button: every problem is shown from then on. */
  let pressed = false;
  const message = (max: number) =>
    max === 1
      ? (form.dataset["countOnly"] ?? "")
      : (form.dataset["countRange"] ?? "").replace("{max}", String(max));
  const wrong = (l: Line) => l.tick.checked && !countFits(l.count.value, l.max);

  const update = (): boolean => {
    const ticked = lines.filter((l) => l.tick.checked).length;
    for (const l of lines) {
      const show = wrong(l) && (pressed || touched.has(l.count));
      if (show) {
        l.count.setAttribute("aria-invalid", "true");
        l.count.setAttribute("aria-describedby", l.error.id);
      } else {
        l.count.removeAttribute("aria-invalid");
        l.count.removeAttribute("aria-describedby");
      }
      l.error.hidden = !show;
      l.error.textContent = show ? message(l.max) : "";
    }
    const valid = ticked > 0 && !lines.some(wrong);
    if (button) button.setAttribute("aria-disabled", String(!valid));
    if (alert && valid) alert.hidden = true;
    if (alert && pressed && ticked === 0) {
      alert.textContent = form.dataset["nothing"] ?? "";
      alert.hidden = false;
    }
    return valid;
  };

  form.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches("[data-count]"))
      touched.add(event.target);
    update();
  });
  form.addEventListener("change", () => update());
  form.addEventListener("submit", (event) => {
    if (button?.getAttribute("aria-busy") === "true") {
      event.preventDefault();
      return;
    }
    if (update()) {
      button?.setAttribute("aria-busy", "true");
      return;
    }
    event.preventDefault();
    pressed = true;
    update();
    const first = lines.find(wrong)?.count ?? lines[0]?.tick;
    first?.focus();
  });
  // Back from the next page (the browser's page cache), the button is pressable again.
  window.addEventListener("pageshow", () => button?.removeAttribute("aria-busy"));
  update();
}
