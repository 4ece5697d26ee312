import { describe, expect, it } from "vitest";
import { categoryTilesHtml } from "./home-tiles.ts";
import {
  categoryImageSvg,
  categoryPoolImage,
  productImagePool,
  productImageSvg,
  type PoolImage,
} from "./images.ts";

describe("generated demo images", () => {
  it("a shared product pool image carries no text, so it never names another product", () => {
    const pool = productImagePool();
    // Image 2 of the pool was printed "Produkt 2" and showed on "Garnek Nordic H760" (id 3).
    for (const [i, image] of pool.entries()) {
      const svg = productImageSvg(i, image);
      expect(svg).not.toContain("<text");
      expect(svg).not.toMatch(/Produkt \d/);
    }
  });

  it("a product picture is a studio render: a light backdrop, a floor shadow and its category's silhouette", () => {
    const pool = productImagePool();
    expect(pool).toHaveLength(40);
    expect(pool.filter((p) => p.r < 1)).toHaveLength(10);
    expect(pool[0]?.url).toBe("/images/products/mug-1.jpg");
    expect(pool[7]?.url).toBe("/images/products/tshirt-4.jpg");
    const svg = productImageSvg(0, pool[0] as PoolImage);
    expect(svg).toMatch(/^<svg[^>]*width="800" height="800"/);
    expect(svg).toContain('<radialGradient id="s">');
    expect(svg).toContain('<path d="M74 44h5');
  });

  it("a product keeps the size of the picture it drew, shown with its own category's silhouette", () => {
    const pool = productImagePool();
    const drawn = pool[3] as PoolImage; // mug-4, portrait
    const shoe = categoryPoolImage(pool, 2, drawn);
    expect(shoe.url).toBe("/images/products/sneaker-4.jpg");
    expect([shoe.width, shoe.height]).toEqual([drawn.width, drawn.height]);
    expect(categoryPoolImage(pool, 0, pool[9] as PoolImage).url).toBe("/images/products/mug-2.jpg");
  });

  it("a category picture carries no text (the tile prints the name once, in the shopper's language)", () => {
    expect(categoryImageSvg(1)).not.toContain("<text");
    expect(categoryImageSvg(1)).toMatch(/^<svg[^>]*width="600" height="400"/);
  });
});

describe("home category tiles", () => {
  const categories = [
    {
      id: 1,
      name: { pl: "Dom i kuchnia", en: "Home & kitchen", de: "Haus & Küche" },
      url: { pl: "dom-i-kuchnia", en: "home-kitchen", de: "haus-kueche" },
    },
    {
      id: 7,
      name: { pl: "Odzież", en: "Clothing", de: "Kleidung" },
      url: { pl: "odziez", en: "clothing", de: "kleidung" },
    },
  ];

  it("print each category's name once per tile, with an empty image alt", () => {
    const html = categoryTilesHtml(categories, "pl");
    expect(html).toBe(
      '<div class="category-tiles">' +
        '<a href="/c/dom-i-kuchnia"><img src="/images/categories/c-1.jpg" alt="" loading="lazy"><span>Dom i kuchnia</span></a>' +
        '<a href="/c/odziez"><img src="/images/categories/c-7.jpg" alt="" loading="lazy"><span>Odzież</span></a>' +
        "</div>",
    );
    expect(html.split("Dom i kuchnia")).toHaveLength(2);
  });

  it("use the language's name and url and escape them", () => {
    const html = categoryTilesHtml(categories, "en");
    expect(html).toContain('<a href="/c/home-kitchen">');
    expect(html).toContain("<span>Home &amp; kitchen</span>");
    expect(html.split("Home &amp; kitchen")).toHaveLength(2);
  });
});
