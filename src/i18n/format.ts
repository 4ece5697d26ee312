/**
 * The one placeholder formatter: fills `{name}` placeholders in a translated
 * text. The translators use it on the server, and islands use it on the texts
 * picked for their props. It imports no catalogue, so islands may bundle it.
 * Unknown (or undefined) placeholders are left visible, to be noticed.
 *
 * Plural forms: a message may choose its words by a number with the ICU
 * plural syntax, `{count, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}`.
 * The form is picked by `Intl.PluralRules` of the message's language (`=N`
 * exact forms first, then the language's category, else `other`); `#` stands
 * for the number and the chosen form may hold other placeholders. The
 * translators pass the message's language; an island that calls `format`
 * without one gets the page's language (`<html lang>`), since its picked
 * messages are in that language (Polish outside a browser). A plural whose
 * number is missing is left visible, like an unknown placeholder.
 */
export type MessageParams = Record<string, string | number>;

const PLURAL_START = /\{(\w+),\s*plural,/g;
const rulesByLang = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  let rules = rulesByLang.get(lang);
  if (!rules) {
    let locale = "pl";
    try {
      locale = Intl.PluralRules.supportedLocalesOf([lang])[0] ?? "pl";
    } catch {
      // not a language tag: keep the base language
    }
    rules = new Intl.PluralRules(locale);
    rulesByLang.set(lang, rules);
  }
  return rules;
}

function pageLang(): string {
  const doc = (globalThis as { document?: { documentElement?: { lang?: string } } }).document;
  return doc?.documentElement?.lang || "pl";
}

/** The forms of one plural block from `start` (just after `plural,`), and where the block ends. */
function readForms(
  text: string,
  start: number,
): { forms: Map<string, string>; end: number } | null {
  const forms = new Map<string, string>();
  let i = start;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] ?? "")) i++;
    if (text[i] === "}") return forms.size > 0 ? { forms, end: i + 1 } : null;
    const selector = /^(=\d+|[a-z]+)\s*\{/.exec(text.slice(i));
    if (!selector?.[1]) return null;
    let depth = 1;
    let j = i + selector[0].length;
    const bodyStart = j;
    for (; j < text.length && depth > 0; j++) {
      if (text[j] === "{") depth++;
      else if (text[j] === "}") depth--;
    }
    if (depth > 0) return null;
    forms.set(selector[1], text.slice(bodyStart, j - 1));
    i = j;
  }
}

function choosePlurals(template: string, params: MessageParams, lang: string): string {
  let out = "";
  let last = 0;
  PLURAL_START.lastIndex = 0;
  for (let match = PLURAL_START.exec(template); match; match = PLURAL_START.exec(template)) {
    const name = match[1] ?? "";
    const block = readForms(template, match.index + match[0].length);
    const raw = Object.hasOwn(params, name) ? params[name] : undefined;
    const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
    if (!block || typeof value !== "number" || !Number.isFinite(value)) continue;
    const form =
      block.forms.get(`=${value}`) ??
      block.forms.get(pluralRules(lang).select(value)) ??
      block.forms.get("other") ??
      "";
    out += template.slice(last, match.index) + form.replace(/#/g, String(raw));
    last = block.end;
    PLURAL_START.lastIndex = block.end;
  }
  return out + template.slice(last);
}

export function format(template: string, params?: MessageParams, lang?: string): string {
  if (!params) return template;
  const chosen = template.includes("plural,")
    ? choosePlurals(template, params, lang ?? pageLang())
    : template;
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
