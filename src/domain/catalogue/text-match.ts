/**
 * Tolerant matching of a shopper's search text against short names (category
 * names, content page titles) for the search overlay and the results page:
 * case and Polish or German accents do not count ("lozka" finds "Łóżka",
 * "uber" finds "Über uns"), and a word that is misspelt or inflected at its
 * end still matches when its first 60 % (at least 3 letters) start a word of
 * the name ("kubek" finds "Kubki", "herbatka" finds "Herbata").
 */
const MIN_STEM = 3;

/** Lower case without diacritics (ł → l, ß → ss), words separated by single spaces. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, "l")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The start of a word that still has to match: its first 60 %, at least 3 letters. */
export function stemOf(word: string): string {
  return word.slice(0, Math.max(MIN_STEM, Math.ceil(word.length * 0.6)));
}

/**
 * Whether `name` matches the search `query`: the folded name contains the folded query, or
 * every query word of 3 letters or more has its stem at the start of one of the name's words.
 */
export function textMatches(name: string, query: string): boolean {
  const folded = foldText(name);
  const needle = foldText(query);
  if (needle.length < MIN_STEM) return false;
  if (folded.includes(needle)) return true;
  const words = folded.split(" ");
  const parts = needle.split(" ").filter((w) => w.length >= MIN_STEM);
  return parts.length > 0 && parts.every((p) => words.some((w) => w.startsWith(stemOf(p))));
}
