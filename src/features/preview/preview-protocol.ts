/**
 * The messages between the shop's framed preview and the owner's page
 * (issue 13 "Owner preview and edit mode"), shared by both sides.
 *
 * Out (shop -> owner, `source: "storefront-preview"`):
 *   `{ type: "ready", lang, sections: ids }` once the preview is live;
 *   `{ type: "toolbox", action: "edit" | "remove" | "moveUp" | "moveDown",
 *      target: "section" | "menu" | "footer", id? }` from a toolbox button;
 *   `{ type: "rendered", what }` after a change was swapped in, or
 *   `{ type: "error", what }` when the shop refused it.
 * In (owner -> shop), accepted only from the owner origins:
 *   `{ type: "setLanguage", lang }` loads the preview in that language;
 *   `{ type: "setHomepage", sections }`, `{ type: "setMenu", menu }`,
 *   `{ type: "setFooter", footer }` and `{ type: "setSettings", settings:
 *   { additionalFunctions } }` re-render that part in place, without a
 *   reload. The server checks every draft again (preview-schemas.ts).
 *
 * Unsaved shop settings (issue 31, /admin/settings) travel in the address, not in a message:
 * the back office posts the form to `/admin/settings/preview`, which keeps the checked change
 * for an hour under a random token and sends the frame to
 * `<page>?preview=true&settingsDraft=<token>`; that request, and only it, renders with the
 * stored settings plus the draft (middleware.ts, services/admin/preview-drafts.service.ts).
 * `settingsDraft` without `preview=true` changes nothing; saving deletes the owner's drafts.
 */

export const PREVIEW_SOURCE = "storefront-preview";

export const TOOLBOX_ACTIONS = ["edit", "remove", "moveUp", "moveDown"] as const;
export type ToolboxAction = (typeof TOOLBOX_ACTIONS)[number];
export type PreviewTarget = "section" | "menu" | "footer";

export type ShopMessage =
  | { source: typeof PREVIEW_SOURCE; type: "ready"; lang: string; sections: string[] }
  | {
      source: typeof PREVIEW_SOURCE;
      type: "toolbox";
      action: ToolboxAction;
      target: PreviewTarget;
      id?: string | undefined;
    }
  | { source: typeof PREVIEW_SOURCE; type: "rendered" | "error"; what: string };

export type OwnerMessage =
  | { type: "setLanguage"; lang: string }
  | { type: "setHomepage"; sections: unknown[] }
  | { type: "setMenu"; menu: unknown[] }
  | { type: "setFooter"; footer: Record<string, unknown> }
  | { type: "setSettings"; settings: Record<string, unknown> };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The owner's message, or null for anything else (other senders, other shapes). */
export function parseOwnerMessage(data: unknown): OwnerMessage | null {
  if (!isRecord(data)) return null;
  switch (data["type"]) {
    case "setLanguage":
      return typeof data["lang"] === "string" && /^[a-z]{2}$/.test(data["lang"])
        ? { type: "setLanguage", lang: data["lang"] }
        : null;
    case "setHomepage":
      return Array.isArray(data["sections"])
        ? { type: "setHomepage", sections: data["sections"] }
        : null;
    case "setMenu":
      return Array.isArray(data["menu"]) ? { type: "setMenu", menu: data["menu"] } : null;
    case "setFooter":
      return isRecord(data["footer"]) ? { type: "setFooter", footer: data["footer"] } : null;
    case "setSettings":
      return isRecord(data["settings"])
        ? { type: "setSettings", settings: data["settings"] }
        : null;
    default:
      return null;
  }
}

/** The shop's message, or null (the owner's page reads only these). */
export function parseShopMessage(data: unknown): ShopMessage | null {
  if (!isRecord(data) || data["source"] !== PREVIEW_SOURCE) return null;
  const type = data["type"];
  if (type === "toolbox") {
    const action = TOOLBOX_ACTIONS.find((a) => a === data["action"]);
    const target = (["section", "menu", "footer"] as const).find((t) => t === data["target"]);
    if (!action || !target) return null;
    const id = typeof data["id"] === "string" ? data["id"] : undefined;
    return { source: PREVIEW_SOURCE, type, action, target, id };
  }
  if (type === "ready" && typeof data["lang"] === "string" && Array.isArray(data["sections"]))
    return {
      source: PREVIEW_SOURCE,
      type,
      lang: data["lang"],
      sections: data["sections"].filter((s): s is string => typeof s === "string"),
    };
  if ((type === "rendered" || type === "error") && typeof data["what"] === "string")
    return { source: PREVIEW_SOURCE, type, what: data["what"] };
  return null;
}
