/**
 * The one normalisation of a shopper's search text, used by the search page,
 * the search API and the search service before anything reaches the
 * full-text index. Control characters (NUL, tabs, new lines, DEL, C1 codes)
 * cannot be typed into a search box and break the SQLite FTS5 query (NUL ends
 * the string early), so each becomes a space; runs of white space collapse to
 * one, the ends are trimmed and the text is cut to {@link SEARCH_MAX_LENGTH}
 * characters (never inside a surrogate pair).
 */
export const SEARCH_MAX_LENGTH = 200;

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export function normaliseSearchText(raw: string): string {
  const clean = raw.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  return Array.from(clean).slice(0, SEARCH_MAX_LENGTH).join("").trim();
}
