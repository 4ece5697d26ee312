/**
 * Translation lookup. The core catalogue (`messages/pl.ts`, `en.ts`, `de.ts`)
 * and one catalogue per feature area (`src/features/<area>/<area>.messages.ts`)
 * are merged per language. An unknown language falls back to Polish, never to
 * a raw key.
 */
import { basketMessages } from "../features/basket/basket.messages";
import { catalogueMessages } from "../features/catalogue/catalogue.messages";
import { productMessages } from "../features/product/product.messages";
import { de } from "./messages/de";
import { en } from "./messages/en";
import { pl, type MessageKey as CoreKey } from "./messages/pl";

const AREAS = [catalogueMessages, productMessages, basketMessages] as const;

export type MessageKey =
  | CoreKey
  | keyof typeof catalogueMessages.pl
  | keyof typeof productMessages.pl
  | keyof typeof basketMessages.pl;
export type Messages = Record<MessageKey, string>;

function merge(lang: "pl" | "en" | "de", core: Record<CoreKey, string>): Messages {
  return Object.assign({}, core, ...AREAS.map((area) => area[lang])) as Messages;
}

const CATALOGUES: Record<string, Messages> = {
  pl: merge("pl", pl),
  en: merge("en", en),
  de: merge("de", de),
};

export const SUPPORTED_UI_LANGS = Object.keys(CATALOGUES);

export function messagesFor(lang: string): Messages {
  return CATALOGUES[lang] ?? (CATALOGUES["pl"] as Messages);
}

/** Fills `{name}` placeholders; unknown placeholders are left visible to be noticed. */
export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(lang: string): Translate {
  const messages = messagesFor(lang);
  return (key, params) => format(messages[key], params);
}

/** A subset of messages for an island's props, so islands never bundle catalogues. */
export function pickMessages<K extends MessageKey>(
  lang: string,
  keys: readonly K[],
): Record<K, string> {
  const messages = messagesFor(lang);
  const out = {} as Record<K, string>;
  for (const key of keys) out[key] = messages[key];
  return out;
}
