import { expect, test, type APIRequestContext } from "@playwright/test";

interface ProductJson {
  _id: string;
  name: Record<string, string>;
  url: Record<string, string>;
  code: string;
  price: Record<string, { brutto: number; netto: number; vat: number }>;
  variants: { hash: string; count: number; locked: number }[];
  categories: string[];
  mainCategory?: string;
  archived: boolean;
}

async function firstCategoryWithProducts(request: APIRequestContext) {
  const categories = (await (await request.get("/api/public/category?lang=pl")).json()) as {
    _id: string;
    parentId: string | null;
    url: Record<string, string>;
  }[];
  expect(categories.length).toBeGreaterThan(5);
  return categories;
}

test.describe("catalogue read API", () => {
  test("product/{id} answers the spec's field names in the requested language", async ({
    request,
  }) => {
    const response = await request.get("/api/public/product/1?lang=en");
    expect(response.status()).toBe(200);
    const product = (await response.json()) as ProductJson;
    expect(product._id).toBe("1");
    expect(product.name.en).toBeTruthy();
    expect(product.url.pl).toBeTruthy();
    expect(product.price.en?.brutto).toBeGreaterThan(0);
    expect(product.price.pl).toBeUndefined();
    for (const variant of product.variants) expect(variant.hash).toMatch(/^$|^\d+;\d+(,\d+;\d+)*$/);
  });

  test("product/{id} answers 404 for an unknown id and for one that is no id at all", async ({
    request,
  }) => {
    const missing = await request.get("/api/public/product/999999999?lang=pl");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: "NOT_FOUND" });
    // Not an integer 1..2147483647: it names nothing (issue 27, tests/api/ids.spec.ts).
    const malformed = await request.get("/api/public/product/abc'%20or%201=1?lang=pl");
    expect(malformed.status()).toBe(404);
    expect(await malformed.json()).toEqual({ error: "NOT_FOUND" });
  });

  test("product/many keeps the requested order and skips unknown ids", async ({ request }) => {
    const response = await request.post("/api/public/product/many?lang=de&detailed=true", {
      data: { ids: ["3", 1, "999999999"] },
    });
    expect(response.status()).toBe(200);
    const products = (await response.json()) as ProductJson[];
    expect(products.map((p) => p._id)).toEqual(["3", "1"]);
    expect(products[0]?.name.de).toBeTruthy();
  });

  test("product/many and integrity reject malformed bodies with a JSON 400", async ({
    request,
  }) => {
    for (const path of ["/api/public/product/many?lang=pl", "/api/public/product/integrity"]) {
      const broken = await request.post(path, {
        headers: { "content-type": "application/json" },
        data: Buffer.from("{ids:"),
      });
      expect(broken.status()).toBe(400);
      expect((await broken.json()).error).toBe("MALFORMED_JSON");
      const wrongType = await request.post(path, { data: { ids: "1,2" } });
      expect(wrongType.status()).toBe(400);
      expect((await wrongType.json()).error).toBe("INVALID_INPUT");
    }
  });

  test("integrity reports the catalogue timestamp and which ids are gone", async ({ request }) => {
    const response = await request.post("/api/public/product/integrity", {
      data: { ids: ["1", "2", "999999999"] },
    });
    const body = (await response.json()) as {
      timestamp: number;
      existing: string[];
      missing: string[];
    };
    expect(body.timestamp).toBeGreaterThan(0);
    expect(body.existing).toEqual(["1", "2"]);
    expect(body.missing).toEqual(["999999999"]);
  });

  test("category answers the tree, one category with children, and 404 for unknown ids", async ({
    request,
  }) => {
    const categories = await firstCategoryWithProducts(request);
    const top = categories.find((c) => c.parentId === null);
    expect(top).toBeDefined();
    const one = await request.get(`/api/public/category?lang=en&id=${top?._id}`);
    expect(one.status()).toBe(200);
    const body = (await one.json()) as {
      category: { _id: string };
      children: unknown[];
      breadcrumb: unknown[];
    };
    expect(body.category._id).toBe(top?._id);
    expect(body.breadcrumb.length).toBe(1);
    expect((await request.get("/api/public/category?lang=pl&id=999999")).status()).toBe(404);
    // Not an id at all names nothing either (issue 27).
    expect((await request.get("/api/public/category?lang=pl&id=x")).status()).toBe(404);
  });

  test("group answers a product group and, with manufacturer=true, a manufacturer", async ({
    request,
  }) => {
    const group = await request.get("/api/public/group/1?lang=pl");
    expect(group.status()).toBe(200);
    expect(
      ((await group.json()) as { group: { isManufacturer: boolean } }).group.isManufacturer,
    ).toBe(false);
    const maker = await request.get("/api/public/group/1?lang=pl&manufacturer=true");
    expect(maker.status()).toBe(200);
    const body = (await maker.json()) as {
      group: { isManufacturer: boolean };
      products: ProductJson[];
    };
    expect(body.group.isManufacturer).toBe(true);
    expect((await request.get("/api/public/group/999999?lang=pl")).status()).toBe(404);
  });

  test("search finds a product by name and by code in each language", async ({ request }) => {
    const product = (await (
      await request.get("/api/public/product/5?lang=pl")
    ).json()) as ProductJson;
    for (const lang of ["pl", "en", "de"]) {
      const localized = (await (
        await request.get(`/api/public/product/5?lang=${lang}`)
      ).json()) as ProductJson;
      const word = (localized.name[lang] ?? "").split(" ")[0] ?? "";
      const byName = await request.get(
        `/api/public/search?lang=${lang}&query=${encodeURIComponent(word)}`,
      );
      const names = ((await byName.json()) as { products: ProductJson[] }).products.map(
        (p) => p._id,
      );
      expect(names.length).toBeGreaterThan(0);
    }
    const byCode = await request.get(
      `/api/public/search?lang=en&query=${encodeURIComponent(product.code)}`,
    );
    const found = ((await byCode.json()) as { products: ProductJson[] }).products.map((p) => p._id);
    expect(found).toContain("5");
  });

  test("search below 3 characters answers an empty, flagged result; hostile queries are harmless", async ({
    request,
  }) => {
    const short = await request.get("/api/public/search?lang=pl&query=ab");
    expect(await short.json()).toMatchObject({ products: [], tooShort: true });
    for (const q of ['"', "NEAR(", "*", "a OR b AND", "'; drop table products; --", "ü^*()"]) {
      const r = await request.get(`/api/public/search?lang=pl&query=${encodeURIComponent(q)}`);
      expect(r.status()).toBe(200);
    }
  });

  test("suggestions never include the product itself and default to 4", async ({ request }) => {
    const product = (await (
      await request.get("/api/public/product/1?lang=pl")
    ).json()) as ProductJson;
    const r = await request.get(
      `/api/public/suggestions?lang=pl&id=1&mainCategory=${product.mainCategory}&categories=${product.categories.join(",")}`,
    );
    const list = (await r.json()) as ProductJson[];
    expect(list.length).toBeLessThanOrEqual(4);
    expect(list.map((p) => p._id)).not.toContain("1");
  });

  test("opinions answer counts per rating and 4 at a time", async ({ request }) => {
    const r = await request.get("/api/public/opinion?lang=pl&id=1");
    expect(r.status()).toBe(200);
    const body = (await r.json()) as {
      opinions: unknown[];
      counts: Record<string, number>;
      total: number;
    };
    expect(Object.keys(body.counts)).toEqual(["1", "2", "3", "4", "5"]);
    expect(body.opinions.length).toBeLessThanOrEqual(4);
    expect((await request.get("/api/public/opinion?lang=pl")).status()).toBe(400);
  });

  test("removed answers for removed products and 404 for live ones and non-ids", async ({
    request,
  }) => {
    expect((await request.get("/api/public/removed/1?lang=pl")).status()).toBe(404);
    expect((await request.get("/api/public/removed/x?lang=pl")).status()).toBe(404);
  });

  test("unknown API paths answer a JSON 404", async ({ request }) => {
    const r = await request.get("/api/public/nope");
    expect(r.status()).toBe(404);
    expect(await r.json()).toEqual({ error: "NOT_FOUND" });
  });
});
