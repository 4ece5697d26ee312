/**
 * Sends the newsletter block's form as JSON (POST /api/public/newsletter/)
 * and answers with the spec's alerts (spec 2 §8): success 15 s, then the
 * marketing-consent notice; already subscribed: info 5 s; an incorrect
 * address: warning 5 s (checked here first with the shared validator).
 */
import { isValidEmail } from "../../domain/validators";
import { showAlert } from "../alerts/alerts.store";

const SUCCESS_MS = 15_000;

for (const form of document.querySelectorAll<HTMLFormElement>("[data-newsletter-form]")) {
  let busy = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    const texts = form.dataset;
    const input = form.elements.namedItem("email");
    const email = input instanceof HTMLInputElement ? input.value.trim() : "";
    if (!isValidEmail(email)) {
      showAlert({ type: "warning", msg: texts["invalid"] ?? "", delayMs: 5_000 });
      return;
    }
    busy = true;
    void fetch("/api/public/newsletter/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, lang: texts["lang"] }),
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as { result?: string };
        if (body.result === "success") {
          showAlert({ type: "success", msg: texts["success"] ?? "", delayMs: SUCCESS_MS });
          window.setTimeout(
            () => showAlert({ type: "info", msg: texts["marketingInfo"] ?? "", delayMs: 10_000 }),
            SUCCESS_MS,
          );
          form.reset();
        } else if (body.result === "exist") {
          showAlert({ type: "info", msg: texts["exist"] ?? "", delayMs: 5_000 });
        } else if (res.status === 400) {
          showAlert({ type: "warning", msg: texts["invalid"] ?? "", delayMs: 5_000 });
        } else {
          showAlert({ type: "warning", msg: texts["failed"] ?? "", delayMs: 5_000 });
        }
      })
      .catch(() => showAlert({ type: "warning", msg: texts["failed"] ?? "", delayMs: 5_000 }))
      .finally(() => (busy = false));
  });
}
