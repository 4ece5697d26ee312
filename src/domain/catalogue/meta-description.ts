/**
 * A page's `<meta name="description">` from its HTML description: tags
 * dropped, white space collapsed, cut at a word boundary to at most `max`
 * characters (an ellipsis marks the cut). Empty when there is no text.
 */
export function metaDescription(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
