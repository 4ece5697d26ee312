/**
 * Translation lookup. Catalogues are plain objects keyed by {@link MessageKey};
 * an unknown language falls back to the base catalogue (pl), never to a raw key.
 */
import { de } from "./messages/de";
import { en } from "./messages/en";
import { pl, type MessageKey } from "./messages/pl";

export type { MessageKey };
export type Messages = Record<MessageKey, string>;

const CATALOGUES: Record<string, Messages> = { pl, en, de };

export const SUPPORTED_UI_LANGS = Object.keys(CATALOGUES);

export function messagesFor(lang: string): Messages {
  return CATALOGUES[lang] ?? pl;
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
