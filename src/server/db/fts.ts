/**
 * Text folding for the SQLite FTS5 table `product_fts`.
 *
 * The tokenizer (`unicode61 remove_diacritics 2`) folds ą→a, ż→z, ó→o, ü→u and
 * so on, but not letters without a Unicode decomposition such as Polish ł or
 * German ß. Index and query text should both go through {@link foldSearchText}
 * so that "lodz" finds "Łódź".
 */
const EXTRA: Record<string, string> = {
  ł: "l",
  Ł: "l",
  ß: "ss",
  đ: "d",
  Đ: "d",
  ø: "o",
  Ø: "o",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
};

export function foldSearchText(text: string): string {
  return text.replace(/[łŁßđĐøØæÆœŒ]/g, (c) => EXTRA[c] ?? c);
}

/** Strips HTML tags for indexing. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
