/**
 * The translation mechanism. `createTranslations(catalogues)` merges
 * registered catalogues (each defines the same keys in pl, en and de, see
 * `define.ts`) and returns the lookups typed by the union of their keys. This
 * module knows no catalogue: the i18n core registers the core and API
 * catalogues (`core.ts`, the only keys server code may use), and
 * `src/features/messages.ts` adds one catalogue per feature area for pages,
 * layouts, components and feature parts.
 *
 * A language configured by its country code reads its language's texts
 * (spec 1 §9: the language code gb maps to en, `langForCountry`). An unknown
 * language falls back to Polish, never to a raw key.
 */
import { langForCountry } from "../domain/pricing/vat";
import { UI_LANGS, type AreaMessages, type UiLang } from "./define";
import { format, type MessageParams } from "./format";

type KeyOf<A> = A extends AreaMessages<infer K> ? K : never;
/** The union of the keys of the given catalogues. */
export type KeysOf<C extends readonly AreaMessages<string>[]> = KeyOf<C[number]>;

export type Translate<K extends string> = (key: K, params?: MessageParams) => string;

export interface Translations<K extends string> {
  /** The interface languages (every catalogue defines all of them). */
  languages: readonly UiLang[];
  /** Every message of a language (Polish for an unknown language). */
  messagesFor(lang: string): Record<K, string>;
  /**
   * `t(key, params)` for a language: the message with its `{name}` placeholders
   * filled and its plural forms picked by that language's rules (see `format.ts`).
   */
  translator(lang: string): Translate<K>;
  /**
   * A subset of messages for an island's props, so islands never bundle catalogues. Frozen and
   * built once per language and list of keys (a module's constant list: the same object on
   * every render, whose JSON the kept islands keep too, src/integrations/kept-islands.ts).
   */
  pickMessages<P extends K>(lang: string, keys: readonly P[]): Readonly<Record<P, string>>;
}

export function createTranslations<const C extends readonly AreaMessages<string>[]>(
  catalogues: C,
): Translations<KeysOf<C>> {
  type K = KeysOf<C>;
  const owner = new Map<string, number>();
  catalogues.forEach((catalogue, index) => {
    for (const key of Object.keys(catalogue.pl)) {
      if (owner.has(key)) throw new Error(`message key "${key}" is registered twice`);
      owner.set(key, index);
    }
  });
  const byLang = new Map<string, Record<K, string>>(
    UI_LANGS.map((lang) => [
      lang,
      Object.freeze(Object.assign({}, ...catalogues.map((c) => c[lang]))) as Record<K, string>,
    ]),
  );
  const base = byLang.get("pl") as Record<K, string>;

  /** The interface language whose texts a language reads (its plural rules pick the forms). */
  const uiLang = (lang: string): UiLang => {
    for (const code of [lang, langForCountry(lang)]) {
      const found = UI_LANGS.find((l) => l === code);
      if (found) return found;
    }
    return "pl";
  };
  const messagesFor = (lang: string): Record<K, string> => byLang.get(uiLang(lang)) ?? base;
  const picked = new WeakMap<readonly string[], Map<UiLang, Readonly<Record<string, string>>>>();
  const pickMessages = <P extends K>(lang: string, keys: readonly P[]) => {
    const ui = uiLang(lang);
    let byKeys = picked.get(keys);
    if (!byKeys) {
      byKeys = new Map();
      picked.set(keys, byKeys);
    }
    const known = byKeys.get(ui) as Readonly<Record<P, string>> | undefined;
    if (known) return known;
    const messages = messagesFor(ui);
    const out = {} as Record<P, string>;
    for (const key of keys) out[key] = messages[key];
    byKeys.set(ui, Object.freeze(out));
    return out;
  };
  return {
    languages: UI_LANGS,
    messagesFor,
    translator(lang) {
      const ui = uiLang(lang);
      const messages = messagesFor(ui);
      return (key, params) => format(messages[key], params, ui);
    },
    pickMessages,
  };
}
