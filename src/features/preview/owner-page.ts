/**
 * The development owner page (`/dev/owner`, issue 13): the owner's side of
 * the preview protocol, driving the framed shop like a real admin panel
 * would. It answers toolbox presses (remove, move up, move down, edit) by
 * changing its draft and sending it back, and lets the owner retitle a
 * section, switch the language, hide a menu entry, toggle the footer's
 * bottom bar and an additional setting. Every message from the frame is
 * listed in the log.
 */
import { moveItem, parseShopMessage } from "./preview-protocol";
import type { OwnerMessage } from "./preview-protocol";

interface Draft {
  lang: string;
  sections: { _id: string; type: string; data: { title?: Record<string, string> } }[];
  menu: unknown[];
  footer: { hideBottomBar: boolean } & Record<string, unknown>;
}

const root = document.querySelector<HTMLElement>("[data-owner]");
const frame = document.querySelector<HTMLIFrameElement>("[data-owner-frame]");
const draft = JSON.parse(
  document.getElementById("owner-draft")?.textContent ?? "null",
) as Draft | null;

if (root && frame && draft) {
  const log = root.querySelector<HTMLOListElement>("[data-owner-log]");
  const list = root.querySelector<HTMLOListElement>("[data-owner-sections]");
  const send = (message: OwnerMessage) =>
    frame.contentWindow?.postMessage(message, window.location.origin);
  const note = (text: string) => {
    const item = document.createElement("li");
    item.textContent = text;
    log?.prepend(item);
  };
  const sendSections = () => send({ type: "setHomepage", sections: draft.sections });

  const render = () => {
    if (!list) return;
    list.replaceChildren(
      ...draft.sections.map((s, i) => {
        const item = document.createElement("li");
        item.className = "owner__section";
        const label = document.createElement("label");
        label.className = "form-field";
        const name = document.createElement("span");
        name.className = "form-field__label";
        name.textContent = `${i + 1}. ${s.type} #${s._id}`;
        const input = document.createElement("input");
        input.className = "field";
        input.value = s.data.title?.[draft.lang] ?? "";
        input.dataset["section"] = s._id;
        input.addEventListener("change", () => {
          s.data.title = { ...s.data.title, [draft.lang]: input.value };
          sendSections();
        });
        label.append(name, input);
        item.append(label);
        return item;
      }),
    );
  };

  window.addEventListener("message", (event) => {
    if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
    const message = parseShopMessage(event.data);
    if (!message) return;
    if (message.type === "ready")
      return note(`ready: ${message.lang}, ${message.sections.length} sections`);
    if (message.type !== "toolbox") return note(`${message.type}: ${message.what}`);
    note(`toolbox: ${message.action} ${message.target}${message.id ? ` #${message.id}` : ""}`);
    if (message.target !== "section" || !message.id) return;
    const id = message.id;
    if (message.action === "edit") {
      list?.querySelector<HTMLInputElement>(`input[data-section="${CSS.escape(id)}"]`)?.focus();
      return;
    }
    draft.sections =
      message.action === "remove"
        ? draft.sections.filter((s) => s._id !== id)
        : moveItem(draft.sections, id, message.action === "moveUp" ? -1 : 1);
    render();
    sendSections();
  });

  root.querySelector<HTMLSelectElement>("[data-owner-lang]")?.addEventListener("change", (e) => {
    const lang = (e.currentTarget as HTMLSelectElement).value;
    send({ type: "setLanguage", lang });
  });
  root.querySelector("[data-owner-menu]")?.addEventListener("click", () => {
    draft.menu = draft.menu.slice(0, -1);
    send({ type: "setMenu", menu: draft.menu });
  });
  root.querySelector<HTMLInputElement>("[data-owner-bar]")?.addEventListener("change", (e) => {
    draft.footer = {
      ...draft.footer,
      hideBottomBar: (e.currentTarget as HTMLInputElement).checked,
    };
    send({ type: "setFooter", footer: draft.footer });
  });
  root.querySelector<HTMLInputElement>("[data-owner-basket]")?.addEventListener("change", (e) => {
    const on = (e.currentTarget as HTMLInputElement).checked;
    send({ type: "setSettings", settings: { additionalFunctions: { addToBasketonList: on } } });
  });
  render();
}
