/**
 * Heights of the fixed menu (spec 2 §2 header pieces, spec 1 §9): per
 * template (1 to 4) a mobile and a desktop height, plus 39 px (49 px for
 * template 2) per informational stripe shown with it, plus the shop's
 * configured correction. The shell reserves exactly this much above anchored
 * content (`scroll-padding-top`) and below it for sticky toolbars, so nothing
 * lands under a fixed menu.
 */
import type { InformationalStripe, Template } from "../../domain/shop/settings.types";

export type TemplateNumber = 1 | 2 | 3 | 4;

const MOBILE: Record<TemplateNumber, number> = { 1: 190, 2: 142, 3: 161, 4: 184 };
const DESKTOP: Record<TemplateNumber, number> = { 1: 116, 2: 188, 3: 116, 4: 94 };

/** The template's number; anything unknown falls back to template 1. */
export function templateNumber(template: Template | string): TemplateNumber {
  const n = Number(/tmpl([1-4])$/.exec(template)?.[1] ?? 1);
  return n === 2 || n === 3 || n === 4 ? n : 1;
}

/** Height of one informational stripe in a template. */
export function stripeHeight(template: TemplateNumber): number {
  return template === 2 ? 49 : 39;
}

/** The stripes a language shows: 0, 1 or 2 (a stripe needs to be enabled and have text). */
export function shownStripes(stripe: InformationalStripe | undefined): number {
  if (!stripe) return 0;
  return (
    Number(stripe.enabled && stripe.html.trim() !== "") +
    Number(stripe.enabled2 && stripe.html2.trim() !== "")
  );
}

export interface MenuHeights {
  mobile: number;
  desktop: number;
}

/** The fixed menu's heights with `stripes` shown stripes and the configured correction. */
export function fixedMenuHeights(
  template: TemplateNumber,
  stripes: number,
  correction: MenuHeights,
): MenuHeights {
  const extra = stripes * stripeHeight(template);
  return {
    mobile: MOBILE[template] + extra + correction.mobile,
    desktop: DESKTOP[template] + extra + correction.desktop,
  };
}
