/** The demo data's languages, and a text in each of them. */

export const LANGS = ["pl", "en", "de"] as const;
export type SeedLang = (typeof LANGS)[number];
export type T3 = Readonly<Record<SeedLang, string>>;

export const t3 = (pl: string, en: string, de: string): T3 => ({ pl, en, de });
