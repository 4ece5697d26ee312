/**
 * The back office's side of the preview protocol (issue 31, item 2; the protocol is in
 * features/preview/preview-protocol.ts): drives the framed storefront (`?preview=true`) with
 * the editor's drafts. When the frame is ready (on load and after each language switch) it is
 * sent the home sections, menu and footer of its language; each later change of a draft is
 * sent shortly after; the toolbox's presses in the frame open, remove or move what they name.
 * Messages are taken only from the frame's window and the shop's own origin.
 */
import { atom } from "nanostores";
import type { ContentDraftsJson } from "../../../contracts/content-drafts.types";
import { parseShopMessage, type OwnerMessage } from "../../preview/preview-protocol";
import { $drafts, $lang, $open, moveSection, removeSection } from "./content-editor.store";
import { menuNodes } from "../../../domain/shop/menu-links";
import { sectionsForLang } from "./section-fields";

/** What the frame last said: loading, showing the drafts, or refusing one (with what). */
export const $frame = atom<{ state: "loading" | "ready" | "error"; what?: string }>({
  state: "loading",
});

const SEND_AFTER_MS = 250;

export function connectFrame(frame: HTMLIFrameElement): () => void {
  const origin = window.location.origin;
  let frameLang: string | null = null;
  let sent: ContentDraftsJson | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const post = (message: OwnerMessage) => frame.contentWindow?.postMessage(message, origin);

  const sendDrafts = (all: boolean) => {
    const drafts = $drafts.get();
    if (!drafts || !frameLang) return;
    const lang = frameLang;
    if (all || sent?.home !== drafts.home)
      post({ type: "setHomepage", sections: sectionsForLang(drafts.home.sections, lang) });
    if (all || sent?.menu !== drafts.menu)
      post({ type: "setMenu", menu: menuNodes(drafts.menu[lang] ?? []) });
    if (all || sent?.footer !== drafts.footer)
      post({ type: "setFooter", footer: { ...drafts.footer } });
    sent = drafts;
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const message = parseShopMessage(event.data);
    if (!message) return;
    if (message.type === "ready") {
      frameLang = message.lang;
      $frame.set({ state: "ready" });
      if (message.lang !== $lang.get()) post({ type: "setLanguage", lang: $lang.get() });
      else sendDrafts(true);
    } else if (message.type === "error") {
      $frame.set({ state: "error", what: message.what });
    } else if (message.type !== "toolbox") {
      $frame.set({ state: "ready" });
    } else if (message.target !== "section") {
      if (message.action === "edit") $open.set({ what: message.target });
    } else if (message.id) {
      if (message.action === "edit") $open.set({ what: "section", id: message.id });
      else if (message.action === "remove") removeSection(message.id);
      else moveSection(message.id, message.action === "moveUp" ? -1 : 1);
    }
  };

  window.addEventListener("message", onMessage);
  const stopDrafts = $drafts.listen(() => {
    clearTimeout(timer);
    timer = setTimeout(() => sendDrafts(false), SEND_AFTER_MS);
  });
  const stopLang = $lang.listen((lang) => {
    if (lang === frameLang) return;
    $frame.set({ state: "loading" });
    post({ type: "setLanguage", lang });
  });
  return () => {
    window.removeEventListener("message", onMessage);
    stopDrafts();
    stopLang();
    clearTimeout(timer);
  };
}
