/**
 * The search API's predictive answer (issue 32, item 5): product rows with a
 * thumbnail and the shopper's price, then the categories and the content pages
 * whose names match, tolerant of case, accents and word endings.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";

interface Link {
  _id: string;
  name: string;
  url: string;
}
interface Answer {
  hits: {
    _id: string;
    name: string;
    url: string;
    image: string | null;
    priceText: string | null;
  }[];
  categories: Link[];
  pages: Link[];
}

const ask = async (request: APIRequestContext, q: string, lang = "pl") =>
  (await (
    await request.get(`/api/public/search?lang=${lang}&query=${encodeURIComponent(q)}`)
  ).json()) as Answer;

test("product hits carry a name, a link, a thumbnail and a formatted price", async ({
  request,
}) => {
  const answer = await ask(request, "kubek");
  expect(answer.hits.length).toBeGreaterThan(0);
  expect(answer.hits.length).toBeLessThanOrEqual(8);
  const hit = answer.hits[0];
  expect(hit?.name).toMatch(/kubek/i);
  expect(hit?.url).not.toBe("");
  expect(hit?.image ?? "").toMatch(/min-/);
  expect(hit?.priceText ?? "").toMatch(/\d+,\d\d\s?zł$/);
});

test("content pages match by their title, whatever the case or accents", async ({ request }) => {
  expect((await ask(request, "regulamin")).pages).toEqual([
    { _id: "terms", name: "Regulamin", url: "/s/regulamin" },
  ]);
  expect((await ask(request, "polityka prywatnosci")).pages.map((p) => p._id)).toEqual(["privacy"]);
  expect((await ask(request, "uber uns", "de")).pages.map((p) => p.url)).toEqual(["/s/uber-uns"]);
});

test("categories match by a word's stem, so an inflected word finds them", async ({ request }) => {
  const answer = await ask(request, "obuwiem");
  expect(answer.categories.map((c) => c.name)).toContain("Obuwie");
  expect(answer.categories.every((c) => c.url.startsWith("/c/"))).toBe(true);
});

test("a query that matches nothing answers empty lists, not an error", async ({ request }) => {
  const answer = await ask(request, "zzqxv");
  expect(answer).toMatchObject({ hits: [], categories: [], pages: [] });
});
