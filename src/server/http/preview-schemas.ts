/**
 * What the owner's page may send to a preview (issue 13): draft sections
 * (checked by home-preview.service), category menu entries, the footer and
 * the product-list display flags among the additional settings. Every draft
 * is bounded, so a preview request cannot grow without limit.
 */
import { z } from "zod";
import type { MenuNode } from "../../contracts/menu.types";
import { StoredFooter } from "../../domain/content/content-drafts.schema";

/** Additional settings that change how product boxes look, applied to a preview only. */
export const PreviewFlags = z
  .object({
    addToBasketonList: z.boolean(),
    showSoldOutOnList: z.boolean(),
    showVariantsOnList: z.boolean(),
    showManufacturerOnList: z.boolean(),
    unifyImageSize: z.boolean(),
    unifyImagePortrait: z.boolean(),
  })
  .partial();

const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.string().max(64),
    name: z.string().max(200),
    url: z.string().max(500),
    children: z.array(menuNode).max(100),
  }),
);
export const PreviewMenu = z.array(menuNode).max(100);

export const PreviewBody = z.object({
  sections: z.unknown().optional(),
  menu: PreviewMenu.optional(),
  footer: StoredFooter.optional(),
  settings: z.object({ additionalFunctions: PreviewFlags.optional() }).optional(),
});
