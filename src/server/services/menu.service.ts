/**
 * The header's menu (issue 31): the owner's published menu (`menus` 'main' of the language,
 * edited in the back office), or, for a language without one, the category menu built from
 * the catalogue. Entries hidden by the owner (`menuHidden`) and their children are left out;
 * entries of owner HTML (`type: "html"`) are kept in the menu's data but not shown in the
 * header, whose menu is links only. Kept in memory for 30 s; a publish clears it at once here,
 * and other processes' writes clear it through the change feed.
 */
import type { MenuNode } from "../../contracts/menu.types";
import { getDb } from "../db/client";
import { onDatabaseChange } from "../db/change-feed";
import { parseJson } from "../db/json";
import { menuRows } from "../repositories/admin/content.repository";
import { MenuDraft, type MenuEntry } from "../../domain/content/content-drafts.schema";
import { getCategoryMenu } from "./listing/category.service";
import { memo } from "./memo";
import { menuNodes } from "../../domain/shop/menu-links";

const published = memo(30_000, async (_: "all") => {
  const rows = await menuRows(await getDb());
  const menus = new Map<string, MenuEntry[]>();
  for (const row of rows) {
    const parsed = MenuDraft.safeParse({ [row.lang]: parseJson<unknown>(row.data, []) });
    const entries = parsed.success ? parsed.data[row.lang] : undefined;
    if (entries) menus.set(row.lang, entries);
  }
  return menus;
});

// Any write another process or instance made may be the owner's publish (or a restore of the
// database): reading two small rows again is cheaper than being wrong.
onDatabaseChange(() => published.clear());

/** Forgets the published menus (after a publish in this process). */
export function clearMenuCache(): void {
  published.clear();
}

/** The header's menu in `lang`. */
export async function headerMenu(lang: string): Promise<MenuNode[]> {
  const entries = (await published.get("all")).get(lang);
  return entries ? menuNodes(entries) : getCategoryMenu(lang);
}
