/**
 * Opens each popup (PopupHost.astro) once per browser, one after another, after its delay;
 * never on top of the cookie bar: while the bar waits for an answer a due popup waits too, and
 * opens as soon as the shopper answers (accepts, refuses or saves the settings). None opens in
 * the owner's preview frames: the preview page renders none, and a page the frame was led to
 * by a link opens none.
 */
import { bar, CONSENT_EVENT, framed } from "../consent/consent.client";

const KEY = "popups:v1";
const seen = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "[]") as string[];
  } catch {
    return [];
  }
};
const queue = [...document.querySelectorAll<HTMLDialogElement>("dialog[data-popup]")].filter(
  (d) => !seen().includes(d.dataset["popup"] ?? ""),
);
const next = (): void => {
  const dialog = queue.shift();
  if (dialog)
    setTimeout(
      function open() {
        if (bar && !bar.hidden) return addEventListener(CONSENT_EVENT, open, { once: true });
        localStorage.setItem(KEY, JSON.stringify([...seen(), dialog.dataset["popup"]]));
        dialog.showModal();
        dialog.addEventListener("close", next, { once: true });
      },
      Number(dialog.dataset["delay"]) * 1000,
    );
};
if (!framed) next();
