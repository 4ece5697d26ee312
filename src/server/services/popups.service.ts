/**
 * Popups (spec 2 §3, §4, §7 popup/{id}; issue 13): the owner's HTML shown
 * once per browser after a delay (5 s by default). Pages carry the active
 * popups of their language, hidden (shared and cacheable: nothing personal),
 * so showing one needs no request; GET popup/{id} gives the same popup to
 * other clients.
 */
import { PopupSchema } from "../../domain/shop/popup.schema";
import { sanitizeOwnerHtml } from "../../domain/shop/owner-html";
import { getDb } from "../db/client";
import { parseJson } from "../db/json";
import { activePopupRows } from "../repositories/shop/popups.repository";
import { memo } from "./memo";

export const DEFAULT_POPUP_DELAY_S = 5;

export interface PopupRef {
  id: string;
  delay: number;
  /** The owner's HTML in the language, sanitised. */
  html: string;
}

export interface Popup {
  value: { type: "html"; html: string };
  options: { delay: number };
}

const active = memo(60_000, async (_: "all") => {
  const rows = await activePopupRows(await getDb());
  return rows.flatMap((row) => {
    const parsed = PopupSchema.safeParse(parseJson<unknown>(row.data, null));
    return parsed.success ? [{ id: String(row.id), data: parsed.data }] : [];
  });
});

/** Forgets the active popups: the back office changed one. */
export function clearPopupsCache(): void {
  active.clear();
}

/**
 * Each language's popup list, built once per active list and frozen: every uncached page
 * carries the popups of its language (issue 33). The sanitiser keeps its own results
 * (owner-html.ts), so what this saves is the list's building, not a parse. A refreshed or
 * cleared list is a new object, so nothing older is ever served.
 */
const sanitised = new WeakMap<object, Map<string, readonly PopupRef[]>>();

/** The active popups that have HTML in a language, with their delays in seconds (frozen). */
export async function activePopups(lang: string): Promise<readonly PopupRef[]> {
  const all = await active.get("all");
  let byLang = sanitised.get(all);
  if (!byLang) {
    byLang = new Map();
    sanitised.set(all, byLang);
  }
  let refs = byLang.get(lang);
  if (!refs) {
    refs = Object.freeze(
      all.flatMap((p) => {
        const html = sanitizeOwnerHtml(p.data.value.html[lang] ?? "");
        const delay = p.data.options?.delay ?? DEFAULT_POPUP_DELAY_S;
        return html ? [Object.freeze({ id: p.id, delay, html })] : [];
      }),
    );
    byLang.set(lang, refs);
  }
  return refs;
}

export async function getPopup(id: string, lang: string): Promise<Popup | null> {
  const found = (await activePopups(lang)).find((p) => p.id === id);
  if (!found) return null;
  return { value: { type: "html", html: found.html }, options: { delay: found.delay } };
}
