/**
 * The demo home page's category tiles (an owner-authored html section): one
 * link per top category with its picture and its name once. The picture has
 * no text of its own and an empty alt (the name beside it names the link), so
 * neither the eye nor a screen reader gets the name twice (the shop's CSS,
 * `.category-tiles`, gives it its box).
 */
import { categoryImageUrl } from "./images.ts";
import type { SeedLang, T3 } from "./words.ts";

export interface TileCategory {
  id: number;
  name: T3;
  url: T3;
}

function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function categoryTilesHtml(categories: readonly TileCategory[], lang: SeedLang): string {
  const tiles = categories.map(
    (c) =>
      `<a href="/c/${esc(c.url[lang])}"><img src="${categoryImageUrl(c.id)}" alt="" loading="lazy"><span>${esc(c.name[lang])}</span></a>`,
  );
  return `<div class="category-tiles">${tiles.join("")}</div>`;
}
