/**
 * Defines one area's messages: the Polish texts fix the keys, and English and
 * German must define exactly the same keys (a type error otherwise).
 *
 *   export const basketMessages = defineMessages({ "basket.title": "Koszyk" })({
 *     en: { "basket.title": "Basket" },
 *     de: { "basket.title": "Warenkorb" },
 *   });
 *
 * A catalogue takes effect once registered with `createTranslations` (see
 * `translate.ts`): the core and API catalogues in `core.ts`, the feature areas
 * in `src/features/messages.ts`.
 */

/** The interface languages every catalogue defines; Polish is the base and the fallback. */
export const UI_LANGS = ["pl", "en", "de"] as const;
export type UiLang = (typeof UI_LANGS)[number];

export type AreaMessages<K extends string> = Record<UiLang, Record<K, string>>;

export function defineMessages<const P extends Record<string, string>>(pl: P) {
  return (others: { en: Record<keyof P & string, string>; de: Record<keyof P & string, string> }) =>
    ({ pl, ...others }) as AreaMessages<keyof P & string>;
}
