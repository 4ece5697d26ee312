/**
 * Defines one area's messages: the Polish texts fix the keys, and English and
 * German must define exactly the same keys (a type error otherwise).
 *
 *   export const basketMessages = defineMessages({ "basket.title": "Koszyk" })({
 *     en: { "basket.title": "Basket" },
 *     de: { "basket.title": "Warenkorb" },
 *   });
 */
export type AreaMessages<K extends string> = {
  pl: Record<K, string>;
  en: Record<K, string>;
  de: Record<K, string>;
};

export function defineMessages<const P extends Record<string, string>>(pl: P) {
  return (others: { en: Record<keyof P & string, string>; de: Record<keyof P & string, string> }) =>
    ({ pl, ...others }) as AreaMessages<keyof P & string>;
}
