/**
 * The browser's half of asking first (ConfirmSubmit.tsx): where it runs, the confirmation
 * checkbox hides and the form's button opens the design system's dialog (`dialog.modal`, a
 * bottom sheet on phones) instead of submitting; the dialog's "yes" submits the form with
 * `confirm=yes`, its "no", Escape or a click on the backdrop close it and nothing is sent.
 * Without it the required checkbox asks, and the server requires it either way.
 */

/** Enhances one ConfirmSubmit box (`[data-confirm]`), once. */
export function enhanceConfirm(box: HTMLElement): void {
  const form = box.closest("form");
  const check = box.querySelector<HTMLElement>("[data-confirm-check]");
  const input = check?.querySelector("input");
  const dialog = box.querySelector("dialog");
  if (!form || !check || !input || !dialog || typeof dialog.showModal !== "function") return;
  if (box.dataset["confirmReady"] === "1") return;
  box.dataset["confirmReady"] = "1";
  check.hidden = true;
  input.required = false;
  input.checked = false;
  form.addEventListener("submit", (event) => {
    // The dialog's "yes" sends the form; anything else opens the dialog (the browser has
    // checked the form's fields already).
    if (event.submitter && dialog.contains(event.submitter)) return;
    event.preventDefault();
    dialog.showModal();
  });
  dialog.querySelector("[data-confirm-no]")?.addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (event) => {
    // A click on the backdrop lands on the dialog element itself.
    if (event.target === dialog) dialog.close();
  });
}

/** Enhances every ConfirmSubmit box of a server-rendered page. */
export function enhanceConfirms(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>("[data-confirm]")) enhanceConfirm(box);
}
