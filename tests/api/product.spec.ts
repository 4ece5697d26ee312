import { expect, test, type APIRequestContext } from "@playwright/test";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==",
  "base64",
);

async function opinionTotal(request: APIRequestContext, id: string): Promise<number> {
  const r = await request.get(`/api/public/opinion?id=${id}&lang=en&all=true`);
  expect(r.status()).toBe(200);
  return ((await r.json()) as { total: number }).total;
}

test.describe("product page API", () => {
  test("a new opinion is stored unverified once; a second one from the same shopper is refused", async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL: baseURL ?? "" });
    const before = await opinionTotal(request, "5");
    const first = await request.post("/api/public/opinion", {
      data: { lang: "en", id: "5", name: "API tester", text: "Comfortable boots", number: 4 },
    });
    expect(first.status()).toBe(201);
    expect(first.headers()["set-cookie"]).toMatch(/opinion_5=1;.*Max-Age=31536000/i);
    const second = await request.post("/api/public/opinion", {
      data: { lang: "en", id: "5", name: "API tester", text: "Again", number: 5 },
    });
    expect(second.status()).toBe(409);
    expect(await second.json()).toEqual({ error: "ALREADY_ADDED" });
    expect(await opinionTotal(request, "5")).toBe(before + 1);
    const list = (await (
      await request.get("/api/public/opinion?id=5&lang=en&all=true")
    ).json()) as {
      opinions: { user: { name: string }; verified: boolean; number: number }[];
    };
    expect(list.opinions.find((o) => o.user.name === "API tester")).toMatchObject({
      verified: false,
      number: 4,
    });
    await request.dispose();
  });

  test("opinions with markup, missing fields or unknown products are rejected and nothing is stored", async ({
    request,
  }) => {
    const before = await opinionTotal(request, "3");
    const cases: [unknown, number][] = [
      [{ id: "3", name: "X", text: "<script>alert(1)</script>", number: 5 }, 400],
      [{ id: "3", name: "<img src=x onerror=alert(1)>", text: "ok", number: 5 }, 400],
      [{ id: "3", text: "no name", number: 5 }, 400],
      [{ id: "3", name: "No text", number: 5 }, 400],
      [{ id: "3", name: "No rating", text: "hm" }, 400],
      [{ id: "3", name: "Bad rating", text: "hm", number: 6 }, 400],
      [{ name: "No product", text: "hm", number: 3 }, 400],
      [{ id: "99999999", name: "Ghost", text: "hm", number: 3 }, 404],
    ];
    for (const [data, status] of cases) {
      const r = await request.post("/api/public/opinion", {
        data: data as Record<string, unknown>,
      });
      expect(r.status(), JSON.stringify(data)).toBe(status);
      expect(typeof ((await r.json()) as { error?: string }).error).toBe("string");
    }
    const malformed = await request.post("/api/public/opinion", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    });
    expect(malformed.status()).toBe(400);
    expect(await opinionTotal(request, "3")).toBe(before);
  });

  test("notify/add stores a request once per product, variant and e-mail", async ({ request }) => {
    const product = (await (await request.get("/api/public/product/10?lang=en")).json()) as {
      variants: { hash: string }[];
    };
    const hash = product.variants[1]?.hash ?? "";
    const body = { productId: "10", variantHash: hash, email: "api-notify@example.com", text: "x" };
    const first = await request.post("/api/public/notify/add", { data: body });
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ result: "success" });
    const again = await request.post("/api/public/notify/add", {
      data: { ...body, email: "API-Notify@example.com" },
    });
    expect(await again.json()).toEqual({ result: "exist" });
    const otherVariant = await request.post("/api/public/notify/add", {
      data: { ...body, variantHash: product.variants[0]?.hash },
    });
    expect(await otherVariant.json()).toEqual({ result: "success" });
  });

  test("notify/add rejects a bad e-mail, a tampered variant hash and unknown products", async ({
    request,
  }) => {
    const bad = [
      [{ productId: "10", variantHash: "5;31", email: "nope" }, 400, "INVALID_INPUT"],
      [
        { productId: "10", variantHash: "5;31<script>", email: "a@example.com" },
        400,
        "UNKNOWN_VARIANT",
      ],
      [{ productId: "10", variantHash: "", email: "a@example.com" }, 400, "UNKNOWN_VARIANT"],
      [{ productId: "3", variantHash: "1;1", email: "a@example.com" }, 400, "UNKNOWN_VARIANT"],
      [{ productId: "99999999", variantHash: "", email: "a@example.com" }, 404, "NOT_FOUND"],
      [{ variantHash: "", email: "a@example.com" }, 400, "INVALID_INPUT"],
    ] as const;
    for (const [data, status, code] of bad) {
      const r = await request.post("/api/public/notify/add", { data });
      expect(r.status(), JSON.stringify(data)).toBe(status);
      expect(((await r.json()) as { error: string }).error).toBe(code);
    }
  });

  test("upload accepts an image, and refuses oversize or non-image files", async ({
    request,
    baseURL,
  }) => {
    const headers = { origin: baseURL ?? "" };
    const ok = await request.post("/api/public/upload", {
      headers,
      multipart: { file: { name: "photo.png", mimeType: "image/png", buffer: PNG } },
    });
    expect(ok.status()).toBe(201);
    expect(((await ok.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    const fake = await request.post("/api/public/upload", {
      headers,
      multipart: {
        file: { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=x>") },
      },
    });
    expect(fake.status()).toBe(415);
    expect(await fake.json()).toEqual({ error: "wrongType" });
    const text = await request.post("/api/public/upload", {
      headers,
      multipart: { file: { name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("hi") } },
    });
    expect(await text.json()).toEqual({ error: "wrongType" });
    const big = await request.post("/api/public/upload", {
      headers,
      multipart: {
        file: {
          name: "big.png",
          mimeType: "image/png",
          buffer: Buffer.alloc(5 * 1024 * 1024 + 10),
        },
      },
    });
    expect(big.status()).toBe(413);
    expect(await big.json()).toEqual({ error: "wrongSize" });
    const json = await request.post("/api/public/upload", { headers, data: { file: "x" } });
    expect(json.status()).toBe(415);
  });

  test("suggestions give 4 products, or 8 for archived products, never the product itself", async ({
    request,
  }) => {
    const product = (await (await request.get("/api/public/product/1?lang=en")).json()) as {
      mainCategory: string;
    };
    const four = (await (
      await request.get(`/api/public/suggestions?lang=en&id=1&mainCategory=${product.mainCategory}`)
    ).json()) as { _id: string }[];
    expect(four.length).toBeLessThanOrEqual(4);
    expect(four.map((p) => p._id)).not.toContain("1");
    const eight = (await (
      await request.get(
        `/api/public/suggestions?lang=en&id=1&mainCategory=${product.mainCategory}&archived=true`,
      )
    ).json()) as unknown[];
    expect(eight.length).toBeLessThanOrEqual(8);
    expect(eight.length).toBeGreaterThanOrEqual(four.length);
  });
});
