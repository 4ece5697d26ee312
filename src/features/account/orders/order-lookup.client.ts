/**
 * The guest order lookup's buttons (`/login/order`; spec 2 §5 Order lookup: "next disabled while
 * e-mail or order number empty, or code empty"): a step's button is inactive (aria-disabled)
 * while one of its required fields is empty. Pressed while inactive it says why, as the server
 * does without script: each empty field is marked with its message (the input's `data-empty`)
 * and the first takes the focus; a field typed into again loses its mark. A step whose fields
 * are filled posts as it does without script.
 */

/** The field's error line (Field.astro's `{id}-error`), made when the server sent none. */
function errorOf(input: HTMLInputElement): HTMLElement {
  const existing = document.getElementById(`${input.id}-error`);
  if (existing) return existing;
  const error = document.createElement("p");
  error.id = `${input.id}-error`;
  error.className = "form-field__error";
  input.closest(".form-field")?.append(error);
  return error;
}

function mark(input: HTMLInputElement, text: string): void {
  const error = errorOf(input);
  error.textContent = text;
  error.hidden = false;
  input.setAttribute("aria-invalid", "true");
  const ids = new Set((input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean));
  input.setAttribute("aria-describedby", [...ids, error.id].join(" "));
}

/** A field typed into again is no longer marked (the server checks it again when posted). */
function unmark(input: HTMLInputElement): void {
  const error = document.getElementById(`${input.id}-error`);
  if (!error || input.getAttribute("aria-invalid") !== "true") return;
  error.hidden = true;
  input.removeAttribute("aria-invalid");
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ");
  const rest = ids.filter((id) => id && id !== error.id).join(" ");
  if (rest) input.setAttribute("aria-describedby", rest);
  else input.removeAttribute("aria-describedby");
}

for (const form of document.querySelectorAll<HTMLFormElement>("[data-lookup-form]")) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const fields = [...form.querySelectorAll<HTMLInputElement>("input[required]")];
  const empty = () => fields.filter((f) => f.value.trim() === "");
  const update = () => button?.setAttribute("aria-disabled", String(empty().length > 0));

  form.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement) unmark(event.target);
    update();
  });
  form.addEventListener("submit", (event) => {
    const missing = empty();
    if (missing.length === 0) return;
    event.preventDefault();
    for (const input of missing) mark(input, input.dataset["empty"] ?? "");
    missing[0]?.focus();
  });
  update();
}
