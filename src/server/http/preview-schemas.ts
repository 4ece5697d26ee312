/**
 * What the owner's page may send to a preview (issue 13): draft sections
 * (checked by home-preview.service), category menu entries, the footer and
 * the product-list display flags among the additional settings. Every draft
 * is bounded, so a preview request cannot grow without limit.
 */
import { z } from "zod";
import type { MenuNode } from "../../contracts/menu.types";

const perLang = z.record(z.string().max(8), z.string().max(20_000));

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

const socialType = z.enum(["fb", "ig", "yb", "tw", "pi", "li", "ti"]);
export const PreviewFooter = z.object({
  columns: z
    .array(
      z.object({
        title: perLang,
        rows: z
          .array(
            z.object({
              type: z.enum(["link", "company", "social", "html"]),
              text: perLang.optional(),
              url: perLang.optional(),
              html: perLang.optional(),
              social: z
                .array(z.object({ type: socialType, url: z.string().max(500) }))
                .max(10)
                .optional(),
            }),
          )
          .max(30),
      }),
    )
    .max(8),
  hideBottomBar: z.boolean(),
  platformLink: z.string().max(500),
});

export const PreviewBody = z.object({
  sections: z.unknown().optional(),
  menu: PreviewMenu.optional(),
  footer: PreviewFooter.optional(),
  settings: z.object({ additionalFunctions: PreviewFlags.optional() }).optional(),
});
