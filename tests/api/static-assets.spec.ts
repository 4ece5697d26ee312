import { expect, test } from "@playwright/test";

test.describe("static assets", () => {
  test("hashed scripts are served compressed and immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const src = /<script[^>]*\ssrc="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(src, "the home page loads at least one hashed script").toBeTruthy();
    const br = await request.get(src ?? "", { headers: { "accept-encoding": "br" } });
    expect(br.status()).toBe(200);
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(br.headers()["cache-control"]).toContain("immutable");
    expect((await br.text()).length).toBeGreaterThan(0);
    const plain = await request.get(src ?? "", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
  });

  test("pages are compressed by the app", async ({ request }) => {
    const response = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(response.headers()["vary"]).toContain("Accept-Encoding");
  });
});
