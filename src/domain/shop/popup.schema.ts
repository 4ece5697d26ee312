/**
 * A popup as stored in `popups.data` (spec 2 §3 Popup: value.type, html, options.delay): the
 * owner's HTML per language, shown once per browser after its delay in seconds. The shop reads
 * stored popups with this schema (server/services/popups.service.ts) and the back office
 * checks an owner's popup with it before saving.
 */
import { z } from "zod";
import { MAX_OWNER_HTML } from "./settings.schema";

export const MAX_POPUP_DELAY_S = 600;

export const PopupSchema = z.object({
  value: z.object({
    type: z.literal("html"),
    html: z.record(z.string().regex(/^[a-z]{2}$/), z.string().max(MAX_OWNER_HTML)),
  }),
  options: z.object({ delay: z.number().min(0).max(MAX_POPUP_DELAY_S).optional() }).optional(),
});
export type PopupData = z.infer<typeof PopupSchema>;

/** The back office's popup form (fields `html.<lang>`, `delay`, `active`) as a popup. */
export function popupFromForm(
  form: { get(name: string): unknown },
  langs: readonly string[],
): unknown {
  const html = Object.fromEntries(
    langs.flatMap((lang) => {
      const value = form.get(`html.${lang}`);
      return typeof value === "string" && value.trim() ? [[lang, value]] : [];
    }),
  );
  const delay = form.get("delay");
  return {
    value: { type: "html", html },
    options: { delay: typeof delay === "string" && delay.trim() ? Number(delay) : undefined },
  };
}
