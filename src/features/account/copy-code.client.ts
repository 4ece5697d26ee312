/**
 * The copy buttons of CopyCode.astro: shown once this script runs; a press puts the code on the
 * clipboard and announces it with the shop's success alert (spec 2 §8 copiedToClipboard, 3 s,
 * a polite status); when the clipboard refuses, a warning says to copy the code by hand and the
 * code is selected for it.
 */
import { showAlert } from "../alerts/alerts.store";

for (const box of document.querySelectorAll<HTMLElement>("[data-copy-code]")) {
  const button = box.querySelector<HTMLButtonElement>("[data-copy]");
  const field = box.querySelector<HTMLInputElement>("input");
  if (!button || !field) continue;
  button.hidden = false;
  button.addEventListener("click", () => {
    navigator.clipboard
      .writeText(field.value)
      .then(() => {
        showAlert({ type: "success", msg: button.dataset["copied"] ?? "", delayMs: 3_000 });
      })
      .catch(() => {
        field.select();
        showAlert({ type: "warning", msg: button.dataset["failed"] ?? "" });
      });
  });
}
