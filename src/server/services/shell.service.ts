/**
 * What every page's shell (BaseLayout) shows besides the settings: the header's menu (menu.service.ts), the
 * privacy page's address and the active popups. The middleware reads it before a page starts
 * to stream (`locals.shell`), so when the database fails here the page is a clean 503 with
 * Retry-After instead of a 200 cut off after its first bytes. Each part is kept in memory for
 * 30–60 s by its service, so this costs nothing per page.
 */
import type { MenuNode } from "../../contracts/menu.types";
import { headerMenu } from "./menu.service";
import { contentPageUrl } from "./content.service";
import { activePopups, type PopupRef } from "./popups.service";

export interface Shell {
  menu: MenuNode[];
  privacyUrl: string | null;
  popups: readonly PopupRef[];
}

export async function loadShell(lang: string): Promise<Shell> {
  const [menu, privacyUrl, popups] = await Promise.all([
    headerMenu(lang),
    contentPageUrl("privacy", lang),
    activePopups(lang),
  ]);
  return { menu, privacyUrl, popups };
}
