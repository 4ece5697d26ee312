/**
 * Owner-supplied HTML (home html sections, footer rows, content pages,
 * popups, stripes) is sanitised with an allowlist before it is rendered:
 * ordinary formatting, headings, lists, tables, links and images stay;
 * scripts, event handlers, styles that can hide or overlay the page, forms
 * and frames go. Links keep http(s), mailto and tel; images http(s) and
 * site-relative paths. Server-rendered parts only: never import it into an
 * island (the sanitiser is large).
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "picture",
    "source",
    "figure",
    "figcaption",
    "span",
    "del",
    "ins",
    "s",
    "u",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading"],
    source: ["srcset", "media", "type", "sizes"],
    "*": ["class", "id", "lang", "dir", "aria-label", "aria-hidden", "role"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], source: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs["target"] === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** Owner HTML changes rarely and renders on every page: results are kept for the last 500 inputs. */
const memo = new Map<string, string>();
const MEMO_SIZE = 500;

export function sanitizeOwnerHtml(html: string): string {
  if (!html) return "";
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value ?? "");
  memo.set(html, clean);
  return clean;
}
