/** URL slugs for the seed (lower-case ASCII, dash separated). */
import { foldSearchText } from "../fts.ts";

export function slugify(text: string): string {
  return foldSearchText(text)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
