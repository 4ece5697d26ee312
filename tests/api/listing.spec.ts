import { expect, test, type APIRequestContext } from "@playwright/test";

async function topCategory(request: APIRequestContext) {
  const categories = (await (await request.get("/api/public/category?lang=pl")).json()) as {
    _id: string;
    parentId: string | null;
    menuHidden: boolean;
    url: Record<string, string>;
    name: Record<string, string>;
  }[];
  const top = categories.find((c) => c.parentId === null && !c.menuHidden);
  if (!top) throw new Error("no top category");
  return top;
}

test.describe("listing pages over HTTP", () => {
  test("hostile or malformed parameters give a normal page, never a 500", async ({ request }) => {
    const top = await topCategory(request);
    const hostile = [
      "sort_by=drop%20table%20products",
      "page_size=-5",
      "page_size=99999999999",
      "page=-3",
      "page=abc",
      "attr=%27%20OR%201%3D1--",
      "attr=1~2~3_x~y_~_1~.",
      "attr=" + "1~2_".repeat(500),
      "price=abc",
      "price=9-8-7",
      "price=-",
      "price=1e308-2e308",
      "producer=%3Cscript%3Ealert(1)%3C%2Fscript%3E.nope",
      "availability=%22%3E%3Csvg%3E",
      "category=999999999.0.-1",
      "price_min=abc&price_max=%27",
    ];
    for (const query of hostile) {
      for (const path of [`/c/${top.url.pl}`, `/en/c/${top.url.en}`]) {
        const response = await request.get(`${path}?${query}`, { maxRedirects: 5 });
        expect(response.status(), `${path}?${query}`).toBe(200);
        const html = await response.text();
        expect(html).not.toContain("<script>alert(1)");
        expect(html).not.toContain("<svg>");
      }
    }
  });

  test("a page number beyond the last page answers 404, unknown urls too", async ({ request }) => {
    const top = await topCategory(request);
    expect((await request.get(`/c/${top.url.pl}?page=9999`)).status()).toBe(404);
    expect((await request.get(`/c/${top.url.pl}?page=2&price=0-0.01`)).status()).toBe(404);
    expect((await request.get("/g/no-such-group")).status()).toBe(404);
    expect((await request.get("/m/no-such-maker")).status()).toBe(404);
    expect((await request.get("/de/c/no-such-category")).status()).toBe(404);
  });

  test("listing pages are cacheable, vary on cookies and report their server time", async ({
    request,
  }) => {
    const top = await topCategory(request);
    const group = (await (await request.get("/api/public/group/1?lang=pl")).json()) as {
      group: { url: string };
    };
    for (const path of [`/c/${top.url.pl}`, `/g/${group.group.url}`]) {
      // A query of its own, so the page renders rather than coming from the page cache.
      const response = await request.get(`${path}?fresh=${Date.now()}`);
      expect(response.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
      expect(response.headers()["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
      expect(response.headers()["vary"]).toMatch(/Cookie/);
      expect(response.headers()["server-timing"]).toMatch(/^listing;dur=\d+(\.\d+)?$/);
    }
  });

  test("canonical, prev/next, breadcrumb data and descriptions follow the page query", async ({
    request,
  }) => {
    const top = await topCategory(request);
    const first = await (await request.get(`/c/${top.url.pl}?page_size=12`)).text();
    expect(first).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/c/${top.url.pl}"`));
    expect(first).toContain('rel="next"');
    expect(first).not.toMatch(/<link rel="prev"/);
    expect(first).toContain('"@type":"BreadcrumbList"');
    expect(first).toContain('class="description"');
    const second = await (await request.get(`/c/${top.url.pl}?page_size=12&page=2`)).text();
    expect(second).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*/c/${top.url.pl}\\?page=2"`),
    );
    expect(second).toMatch(/<link rel="prev" href="[^"]*page_size=12"/);
    expect(second).not.toContain('class="description"');
  });

  test("only a configured page size is taken from the link; 13 shows the default 24", async ({
    request,
  }) => {
    const top = await topCategory(request);
    const cards = async (query: string) =>
      (
        (await (await request.get(`/c/${top.url.pl}${query}`)).text()).match(
          /<article class="card"/g,
        ) ?? []
      ).length;
    expect(await cards("?page_size=13")).toBe(24);
    expect(await cards("?page_size=12")).toBe(12);
  });

  test("the price form without JavaScript redirects to the shareable price range", async ({
    request,
  }) => {
    const top = await topCategory(request);
    const response = await request.get(
      `/c/${top.url.pl}?attr=1~1&price_min=10&price_max=250&page=3`,
      { maxRedirects: 0 },
    );
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(`/c/${top.url.pl}?attr=1~1&price=10-250`);
  });

  test("search answers with its server time", async ({ request }) => {
    const response = await request.get("/api/public/search?lang=pl&query=kubek");
    expect(response.status()).toBe(200);
    expect(response.headers()["server-timing"]).toMatch(/^search;dur=/);
  });
});
