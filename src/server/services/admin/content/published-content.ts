/**
 * What shoppers see now, as the editor's drafts hold it (issue 31, item 2): every home section
 * of every language (inactive ones too), the header's menu per language (the stored one, else
 * the category menu the header falls back to) and the settings' footer. A stored part that no
 * longer passes its schema is left out and logged rather than breaking the editor.
 */
import type { Executor } from "../../../db/transaction";
import { parseJson } from "../../../db/json";
import { allHomeSections, menuRows } from "../../../repositories/admin/content.repository";
import { loggerFor } from "../../../log/logger.mjs";
import type { MenuNode } from "../../../../contracts/menu.types";
import { getCategoryMenu } from "../../listing/category.service";
import {
  MenuDraft,
  StoredFooter,
  StoredHomeSection,
  type ContentDrafts,
  type MenuEntry,
} from "../../../../domain/content/content-drafts.schema";

const log = loggerFor("admin");

const entriesOf = (nodes: readonly MenuNode[]): MenuEntry[] =>
  nodes.map((n) => ({
    text: n.name,
    url: n.url,
    ...(n.children.length > 0 ? { children: entriesOf(n.children) } : {}),
  }));

export async function publishedHome(db: Executor): Promise<ContentDrafts["home"]> {
  const sections = (await allHomeSections(db)).flatMap((row) => {
    const parsed = StoredHomeSection.safeParse({
      _id: String(row.id),
      type: row.type,
      lang: row.lang,
      active: row.active === 1,
      data: parseJson<unknown>(row.data, {}),
    });
    if (parsed.success) return [parsed.data];
    log.warn({ section: row.id }, "stored home section left out of the editor: invalid");
    return [];
  });
  return { sections };
}

/** The category menu of each language, as the header shows it without a stored menu. */
export async function categoryMenus(langs: readonly string[]): Promise<ContentDrafts["menu"]> {
  const menus: ContentDrafts["menu"] = {};
  for (const lang of langs) menus[lang] = entriesOf(await getCategoryMenu(lang));
  return menus;
}

/**
 * The header's menu per language: the stored one, else `fallback`'s (the category menu; read
 * it before a transaction, as it is read outside it).
 */
export async function publishedMenu(
  db: Executor,
  langs: readonly string[],
  fallback?: ContentDrafts["menu"],
): Promise<ContentDrafts["menu"]> {
  const stored = new Map((await menuRows(db)).map((r) => [r.lang, r.data]));
  const menu: ContentDrafts["menu"] = {};
  for (const lang of langs) {
    const text = stored.get(lang);
    const parsed = text ? MenuDraft.safeParse({ [lang]: parseJson<unknown>(text, []) }) : null;
    const entries = parsed?.success ? parsed.data[lang] : undefined;
    menu[lang] = entries ?? fallback?.[lang] ?? (await categoryMenus([lang]))[lang] ?? [];
  }
  return menu;
}

export function publishedFooter(settingsText: string | undefined): ContentDrafts["footer"] {
  const settings = parseJson<{ footer?: unknown }>(settingsText, {});
  const parsed = StoredFooter.safeParse(settings.footer);
  return parsed.success ? parsed.data : { columns: [], hideBottomBar: false, platformLink: "" };
}
