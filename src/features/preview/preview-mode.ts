/**
 * The shop's side of the owner's preview (issue 13; protocol in
 * preview-protocol.ts). Loaded only on `?preview=true` pages: puts a toolbox
 * (edit, remove, move up, move down) on every home section, the menu and the
 * footer, tells the owner's window about presses, and swaps in the owner's
 * drafts rendered by the server (`/preview/*` fragments) without a reload.
 * Messages are sent to, and accepted from, the trusted owner origins only.
 */
import { send } from "../shared/api-core";
import { parseOwnerMessage, PREVIEW_SOURCE, TOOLBOX_ACTIONS } from "./preview-protocol";
import type { PreviewTarget, ShopMessage, ToolboxAction } from "./preview-protocol";

interface PreviewConfig {
  origins: string[];
  lang: string;
  fragments: { sections: string; menu: string; footer: string };
  langHrefs: Record<string, string>;
  /** The toolbox buttons' classes (the design system's `buttonClass`). */
  toolClass: string;
  labels: Record<ToolboxAction | "section" | "menu" | "footer", string>;
}

type Outgoing = ShopMessage extends infer M
  ? M extends unknown
    ? Omit<M, "source">
    : never
  : never;

const config = JSON.parse(
  document.getElementById("preview-config")?.textContent ?? "null",
) as PreviewConfig | null;

function parentOrigin(origins: string[]): string | null {
  if (window.parent === window) return null;
  const ancestors = window.location.ancestorOrigins;
  const candidate =
    ancestors && ancestors.length > 0
      ? ancestors[0]
      : document.referrer
        ? new URL(document.referrer).origin
        : null;
  return candidate && origins.includes(candidate) ? candidate : null;
}

if (config) {
  const target = parentOrigin(config.origins);
  const post = (message: Outgoing) => {
    if (target) window.parent.postMessage({ source: PREVIEW_SOURCE, ...message }, target);
  };
  let settings: Record<string, unknown> | undefined;
  // The page's own sections (index.astro embeds them in preview), until the owner sends drafts.
  let sections = JSON.parse(document.getElementById("preview-sections")?.textContent ?? "null") as
    unknown[] | null;

  const toolbox = (el: HTMLElement, what: PreviewTarget, label: string, id?: string) => {
    if (el.querySelector(":scope > .preview-toolbox")) return;
    const bar = document.createElement("div");
    bar.className = "preview-toolbox";
    bar.setAttribute("role", "toolbar");
    bar.setAttribute("aria-label", label);
    for (const action of TOOLBOX_ACTIONS) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = config.toolClass;
      button.textContent = config.labels[action];
      button.addEventListener("click", () => post({ type: "toolbox", action, target: what, id }));
      bar.append(button);
    }
    el.classList.add("preview-target");
    el.prepend(bar);
  };

  const decorate = () => {
    for (const el of document.querySelectorAll<HTMLElement>("[data-home-section]")) {
      const type = el.dataset["sectionType"] ?? "";
      toolbox(
        el,
        "section",
        config.labels.section.replace("{type}", type),
        el.dataset["homeSection"],
      );
    }
    const menu = document.querySelector<HTMLElement>("[data-preview='menu']");
    if (menu) toolbox(menu, "menu", config.labels.menu);
    const footer = document.querySelector<HTMLElement>("[data-preview='footer']");
    if (footer) toolbox(footer, "footer", config.labels.footer);
  };

  const swap = async (
    what: string,
    url: string,
    body: object,
    el: Element | null,
    outer: boolean,
  ) => {
    const res = el ? await send(url, { method: "POST" }, JSON.stringify(body)) : null;
    if (!el || !res?.ok) return post({ type: "error", what });
    const html = await res.text();
    if (outer) el.outerHTML = html;
    else el.innerHTML = html;
    decorate();
    post({ type: "rendered", what });
  };
  const renderSections = () =>
    swap(
      "homepage",
      config.fragments.sections,
      { sections, settings: settings ?? {} },
      document.querySelector("[data-home-sections]"),
      false,
    );

  window.addEventListener("message", (event) => {
    // Only the framing owner's window counts: never the page itself, other frames or origins.
    if (window.parent === window || event.source !== window.parent) return;
    if (!config.origins.includes(event.origin)) return;
    const message = parseOwnerMessage(event.data);
    if (!message) return;
    if (message.type === "setLanguage") {
      const href = config.langHrefs[message.lang];
      if (href && message.lang !== config.lang) window.location.assign(href);
    } else if (message.type === "setHomepage") {
      sections = message.sections;
      void renderSections();
    } else if (message.type === "setSettings") {
      settings = message.settings;
      if (sections) void renderSections();
      else post({ type: "rendered", what: "settings" });
    } else if (message.type === "setMenu") {
      const menu = document.querySelector("[data-preview='menu']");
      void swap("menu", config.fragments.menu, { menu: message.menu }, menu, true);
    } else {
      const footer = document.querySelector("[data-preview='footer']");
      void swap("footer", config.fragments.footer, { footer: message.footer }, footer, true);
    }
  });

  decorate();
  const ids = [...document.querySelectorAll<HTMLElement>("[data-home-section]")].map(
    (el) => el.dataset["homeSection"] ?? "",
  );
  post({ type: "ready", lang: config.lang, sections: ids });
}
