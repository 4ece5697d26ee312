/**
 * The contact form's behaviour (ContactForm.astro, spec 2 §4, §5, §8): the
 * send button is disabled until name, e-mail and message are valid; a field
 * is marked invalid once touched; sending blocks repeats; a success or
 * duplicate answer shows the thank-you state; any other answer shows the
 * warning alert with the reload action for 60 s, hidden on click.
 */
import { invalidContactFields, type ContactField } from "../../domain/account/contact-form";
import { showAlert } from "../alerts/alerts.store";
import { send } from "../shared/api-core";

for (const form of document.querySelectorAll<HTMLFormElement>("[data-contact]")) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const sent = form.parentElement?.querySelector<HTMLElement>("[data-contact-sent]");
  const touched = new Set<string>();
  let loading = false;
  const value = (name: string) => {
    const el = form.elements.namedItem(name);
    return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : "";
  };
  const input = () => ({
    name: value("name"),
    email: value("email"),
    msg: value("msg"),
    number: value("number"),
  });
  const update = () => {
    const bad = invalidContactFields(input());
    for (const name of ["name", "email", "msg"] as ContactField[]) {
      const el = form.elements.namedItem(name);
      const error = form.querySelector<HTMLElement>(`#contact-${name}-error`);
      const show = touched.has(name) && bad.includes(name);
      if (el instanceof HTMLElement) el.toggleAttribute("aria-invalid", show);
      if (el instanceof HTMLElement && error) {
        if (show) el.setAttribute("aria-describedby", error.id);
        else el.removeAttribute("aria-describedby");
      }
      if (error) {
        error.hidden = !show;
        error.textContent = show ? (form.dataset["invalid"] ?? "") : "";
      }
    }
    if (button) button.disabled = bad.length > 0 || loading;
  };
  form.addEventListener("input", update);
  form.addEventListener("focusout", (e) => {
    const name = (e.target as HTMLInputElement).name;
    if (name) touched.add(name);
    update();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (loading || invalidContactFields(input()).length > 0) return;
    loading = true;
    if (button) button.setAttribute("aria-busy", "true");
    update();
    void send("/api/public/contact-form", { method: "POST" }, JSON.stringify(input()))
      .then(async (res) => {
        const body = (await res?.json().catch(() => ({}))) as { result?: string } | undefined;
        if (res?.ok && (body?.result === "success" || body?.result === "duplicate")) {
          // Sent: the form goes away (emptied, so nothing typed lingers) and the thanks shows.
          form.reset();
          touched.clear();
          form.hidden = true;
          if (sent) {
            sent.hidden = false;
            sent.focus();
          }
          return;
        }
        throw new Error(String(res?.status));
      })
      .catch(() =>
        showAlert({
          type: "warning",
          msg: form.dataset["failed"] ?? "",
          reload: form.dataset["reload"],
          delayMs: 60_000,
          hideOnClick: true,
        }),
      )
      .finally(() => {
        loading = false;
        button?.removeAttribute("aria-busy");
        update();
      });
  });
  update();
}
