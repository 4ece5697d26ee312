/**
 * A home section's stored data (spec 2 §2 Home page; `home_sections.data`) as the shop reads it:
 * the schema the home page, its preview and the owner's editor share. Reading is lenient (a
 * slide without an address or a product section without products still parses, and the shop
 * shows what it can); what the owner may save and publish is stricter (content-drafts.schema.ts).
 */
import { z } from "zod";
import { SLIDE_FOCUS } from "../catalogue/home.types";

const perLang = z.record(z.string(), z.string());
const ids = z.array(z.union([z.string(), z.number()]).transform(String));

const resource = z.object({
  url: z.string(),
  link: z.string().optional(),
  alt: z.string().optional(),
  title: z.string().max(120).optional(),
  text: z.string().max(300).optional(),
  cta: z.string().max(40).optional(),
  focus: z.enum(SLIDE_FOCUS).optional(),
  poster: z.string().max(500).optional(),
});

export const SectionData = z.object({
  title: perLang.optional(),
  text: perLang.optional(),
  products: ids.optional(),
  group: z
    .object({
      /** The group's or manufacturer's id, when the owner picked it from the list. */
      id: z.string().max(20).optional(),
      isManufacturer: z.boolean().default(false),
      url: perLang,
      products: ids.optional(),
    })
    .optional(),
  tmpl: z.enum(["top", "left", "right"]).optional(),
  code: perLang.optional(),
  timestamp: z.number().optional(),
  options: z.object({ noHide: z.boolean().optional() }).optional(),
  sliderTime: z.number().optional(),
  animation: z.string().optional(),
  resources: z.array(resource).optional(),
  mobileResources: z.array(resource).optional(),
  profileUrl: z.url().optional(),
  count: z.number().int().min(1).max(24).optional(),
});
