/**
 * Renders `$alerts` into the layout's alert area without React. Messages are
 * set as text, never HTML. The area's data attributes carry the translated
 * labels of the close button and the reload button's design-system classes
 * (`buttonClass`, put there by the server so the shell ships no class logic).
 */
import { $alerts, dismissAlert, showAlert, type Alert } from "./alerts.store";

function render(area: HTMLElement, alerts: readonly Alert[]): void {
  const closeLabel = area.dataset["closeLabel"] ?? "×";
  area.replaceChildren(
    ...alerts.map((alert) => {
      const box = document.createElement("div");
      box.className = `toast toast--${alert.type}`;
      box.setAttribute("role", alert.type === "warning" ? "alert" : "status");
      const text = document.createElement("p");
      text.textContent = alert.msg;
      box.append(text);
      if (alert.reload) {
        const reload = document.createElement("button");
        reload.type = "button";
        reload.className = area.dataset["reloadClass"] ?? "";
        reload.textContent = alert.reload;
        reload.addEventListener("click", () => location.reload());
        box.append(reload);
      }
      const close = document.createElement("button");
      close.type = "button";
      close.className = "toast__close";
      close.setAttribute("aria-label", closeLabel);
      close.textContent = "×";
      close.addEventListener("click", () => dismissAlert(alert.id));
      box.append(close);
      if (alert.hideOnClick) box.addEventListener("click", () => dismissAlert(alert.id));
      return box;
    }),
  );
}

const area = document.querySelector<HTMLElement>("[data-alerts]");
if (area) {
  $alerts.subscribe((alerts) => render(area, alerts));
  // An island's script chunk failed to load: announced by the client:interaction
  // directive (src/integrations/chunk-load.mjs), or an import Astro's other
  // directives left unhandled.
  const chunkFailed = () =>
    showAlert({
      type: "warning",
      msg: area.dataset["chunkError"] ?? "",
      reload: area.dataset["reloadLabel"],
      delayMs: 30_000,
      hideOnClick: false,
    });
  addEventListener("shop:chunk-error", chunkFailed);
  addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    if (/dynamically imported module|Importing a module script failed/i.test(message))
      chunkFailed();
  });
}
