/**
 * A wholesale customer never pays more than a guest for the same line (issue
 * 9 item 2, docs/decisions/0007-set-and-wholesale-pricing.md): where a retail
 * discount is below the wholesale list price, the wholesale customer pays the
 * guest's price on the product page and in the server's quote.
 */
import { expect, test } from "@playwright/test";
import { loggedInContext } from "./account-helpers";
import { USERS } from "../golden/accounts";
import { BOOTS, line } from "../golden/products";
import { SORT_MUGS, WHOLESALE_DEARER } from "../golden/special-prices";

const body = (lines: ReturnType<typeof line>[]) => ({ lines, country: "pl" });

test("the quote charges a wholesale customer the guest's lower discounted price, and the list price where it is lower", async ({
  playwright,
  baseURL,
  request,
}) => {
  const hurt = await loggedInContext(playwright, baseURL, USERS.hurt.email);
  const lines = [line(WHOLESALE_DEARER, 2, WHOLESALE_DEARER.variantHash)];
  const quote = async (who: typeof request) =>
    (await (await who.post("/api/public/order/quote?lang=pl", { data: body(lines) })).json())
      .productsTotal as number;
  // 2 × 19.24 = 38.48 for both (the wholesale list would say 2 × 20.52 = 41.04).
  expect(await quote(request)).toBe(38.48);
  expect(await quote(hurt)).toBe(38.48);
  // Boots: 2 × 10.87 (wholesale list) = 21.74 against a guest's 2 × 13.59 = 27.18.
  const boots = await hurt.post("/api/public/order/quote?lang=pl", {
    data: body([line(BOOTS, 2)]),
  });
  expect((await boots.json()).productsTotal).toBe(21.74);

  const page = await (await hurt.get(`/p/${WHOLESALE_DEARER.url.pl}`)).text();
  expect(page).toContain("19,24");
  expect(page).not.toContain("20,52");
  await hurt.dispose();
});

/** The boxes of a listing page in order: product id and the primary amount shown (in zł). */
function boxes(html: string): { id: string; amount: number }[] {
  const out: { id: string; amount: number }[] = [];
  for (const card of html.split('<article class="card"').slice(1)) {
    const id = /data-product-id="(\d+)"/.exec(card)?.[1] ?? "";
    const text = /class="price__amount">([^<]*)</.exec(card)?.[1] ?? "";
    out.push({ id, amount: Number(text.replace(/[^\d,]/g, "").replace(",", ".")) });
  }
  return out;
}

test("a listing sorted by price follows the price the shopper sees, wholesale prices for a wholesale customer", async ({
  playwright,
  baseURL,
  request,
}) => {
  const hurt = await loggedInContext(playwright, baseURL, USERS.hurt.email);
  const path = `/c/${SORT_MUGS.category}?sort_by=price_asc&page_size=96`;
  const { boreal, opal } = SORT_MUGS;
  const order = (list: { id: string }[]) =>
    list.map((b) => b.id).filter((id) => id === boreal.id || id === opal.id);

  // A guest: Boreal 31.85 before Opal 37.34.
  const guest = boxes(await (await request.get(path)).text());
  expect(order(guest)).toEqual([boreal.id, opal.id]);
  expect(guest.find((b) => b.id === boreal.id)?.amount).toBe(boreal.guest);
  // A wholesale customer: Opal 29.87 (its list price) before Boreal 31.85 (the guest's price).
  const page = await hurt.get(path);
  expect(page.headers()["cache-control"]).toBe("private, no-store");
  const wholesale = boxes(await page.text());
  expect(order(wholesale)).toEqual([opal.id, boreal.id]);
  expect(wholesale.find((b) => b.id === opal.id)?.amount).toBe(opal.wholesale);
  expect(wholesale.find((b) => b.id === boreal.id)?.amount).toBe(boreal.wholesale);
  // Every box of both pages in the order of the amounts it shows, the set creator 93 at its
  // cheapest set ("od 12,80 zł") too, not at its own price.
  for (const list of [guest, wholesale]) {
    const amounts = list.map((b) => b.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  }
  // And from the dearest down.
  const desc = boxes(await (await hurt.get(path.replace("price_asc", "price_desc"))).text());
  expect(order(desc)).toEqual([boreal.id, opal.id]);
  await hurt.dispose();
});
