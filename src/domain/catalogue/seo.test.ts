import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "./catalogue-filters";
import { itemListJsonLd, listingRobots, webSiteJsonLd } from "./seo";

describe("listing robots", () => {
  it("indexes the unfiltered listing and one value of one facet, keeping that filter", () => {
    expect(listingRobots(EMPTY_FILTERS)).toEqual({ index: true, keepFilter: false });
    expect(listingRobots({ ...EMPTY_FILTERS, producers: ["nike"] })).toEqual({
      index: true,
      keepFilter: true,
    });
    expect(listingRobots({ ...EMPTY_FILTERS, attrs: [{ attribute: 3, values: [7] }] })).toEqual({
      index: true,
      keepFilter: true,
    });
  });

  it("keeps narrower listings out of the index", () => {
    const narrower = [
      { ...EMPTY_FILTERS, producers: ["nike", "puma"] },
      { ...EMPTY_FILTERS, producers: ["nike"], attrs: [{ attribute: 3, values: [7] }] },
      { ...EMPTY_FILTERS, attrs: [{ attribute: 3, values: [7, 8] }] },
      { ...EMPTY_FILTERS, price: { min: 10, max: 20 } },
    ];
    for (const filters of narrower)
      expect(listingRobots(filters)).toEqual({ index: false, keepFilter: false });
  });
});

describe("structured data", () => {
  it("describes the shop's search for search engines", () => {
    const site = webSiteJsonLd({
      name: "Sklep",
      url: "https://sklep.pl/",
      lang: "pl",
      searchUrl: "https://sklep.pl/search?query={search_term_string}",
    });
    expect(site).toMatchObject({
      "@type": "WebSite",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://sklep.pl/search?query={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("numbers a listing page's products from the page's offset", () => {
    const list = itemListJsonLd({
      name: "Buty",
      start: 25,
      items: [
        { name: "Kozaki", url: "https://sklep.pl/p/kozaki" },
        { name: "Trampki", url: "https://sklep.pl/p/trampki" },
      ],
    });
    expect(list["itemListElement"]).toEqual([
      { "@type": "ListItem", position: 25, url: "https://sklep.pl/p/kozaki", name: "Kozaki" },
      { "@type": "ListItem", position: 26, url: "https://sklep.pl/p/trampki", name: "Trampki" },
    ]);
  });
});
