/**
 * The settings page's preview on change (issue 31): when a field changes, the form is sent
 * again through its "Show the preview" button (which posts it to /admin/settings/preview into
 * the framed shop), so the frame shows the unsaved settings a moment later. The frame keeps
 * the page it is on, and a change the server refused to preview is said beside the frame.
 * After a save the page says only that it saved; the first change after it hides that success
 * (it no longer holds) and shows the preview's note. Saving stops a preview still waiting, and
 * the refused note goes with it. Without JavaScript the button does the same by hand.
 */
const form = document.querySelector<HTMLFormElement>("[data-settings-form]");
const button = form?.querySelector<HTMLButtonElement>("[data-preview-button]");
const frame = document.querySelector<HTMLIFrameElement>("[data-preview-frame]");
const pathField = form?.querySelector<HTMLInputElement>("input[name=previewPath]");
const refused = document.querySelector<HTMLElement>("[data-preview-refused]");
const saved = document.querySelector<HTMLElement>("[data-saved-alert]");
const note = document.querySelector<HTMLElement>("[data-preview-note]");

/** The shop page the frame shows now (same origin), else the home page. */
function framePath(): string {
  try {
    const path = frame?.contentWindow?.location.pathname;
    return path && !path.startsWith("/admin") ? path : "/";
  } catch {
    return "/";
  }
}

frame?.addEventListener("load", () => {
  if (!refused) return;
  try {
    const query = frame.contentWindow?.location.search ?? "";
    refused.hidden = !new URLSearchParams(query).has("settingsDraftRefused");
  } catch {
    refused.hidden = true;
  }
});

if (form && button && pathField) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener("submit", (event) => {
    if (event.submitter === button) {
      pathField.value = framePath();
      return;
    }
    // Saving: no preview is sent after it, and its answer says what holds.
    clearTimeout(timer);
    if (refused) refused.hidden = true;
  });
  form.addEventListener("change", () => {
    if (saved) saved.hidden = true;
    if (note) note.hidden = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (form.checkValidity()) form.requestSubmit(button);
    }, 300);
  });
}
