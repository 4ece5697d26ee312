/**
 * Basket flows across the page: currency switching re-prices the basket,
 * the locker map view, variant names in rows, and the server copy of the
 * basket (debounced 10 s; create, update, delete) under a fake clock.
 */
import { expect, test, type Request } from "@playwright/test";
import { MUG_OVERRIDE } from "../golden/mug-variants";
import { BOOTS, MUG, PUZZLE, line } from "../golden/products";
import { seedBasket } from "./basket-helpers";

test.describe("basket flows", () => {
  test("switching the currency in the header re-prices the basket and the delivery step", async ({
    page,
  }) => {
    await seedBasket(page, [line(BOOTS, 2), line(PUZZLE, 2)]);
    await page.goto("/order/delivery");
    // 2 × 13.59 + 2 × 185.77 = 27.18 + 371.54 = 398.72
    await expect(page.locator('[data-sum="products"]')).toHaveText("398,72 zł");
    // Each unit price converted and rounded, then × 2:
    // eur 0.23: 13.59 → 3.1257 → 3.13; 185.77 → 42.7271 → 42.73; 6.26 + 85.46 = 91.72
    // czk 5.8: 13.59 → 78.822 → 78.82; 185.77 → 1077.466 → 1077.47; 157.64 + 2154.94 = 2312.58
    // gbp 0.2: 13.59 → 2.718 → 2.72; 185.77 → 37.154 → 37.15; 5.44 + 74.30 = 79.74
    for (const [currency, amount] of [
      ["eur", "91,72 €"],
      ["czk", "2 312,58 Kč"],
      ["gbp", "79,74 £"],
    ] as const) {
      await page.getByRole("combobox", { name: "Waluta" }).selectOption(currency, { force: true });
      await expect(page.locator('[data-sum="products"]')).toHaveText(amount);
      await expect(page.locator("[data-products-total]")).toHaveText(amount);
    }
    await page.getByRole("link", { name: /^Koszyk/ }).click();
    const dialog = page.getByRole("dialog", { name: "Koszyk" });
    await expect(dialog.locator("[data-products-total]")).toHaveText("79,74 £");
  });

  test("a parcel locker can be picked on the map by its label", async ({ page }) => {
    await seedBasket(page, [line(BOOTS, 1)]);
    const lockers = (await (
      await page.request.get("/api/public/lockers?carrier=inpost&query=")
    ).json()) as { code: string; name: string; city: string }[];
    const target = lockers[lockers.length - 1];
    if (!target) throw new Error("no lockers");
    await page.goto("/order/delivery");
    await page.getByRole("radio", { name: /Paczkomat InPost/ }).check();
    await expect(page.getByRole("button", { name: "Zamawiam" })).toBeDisabled();
    await page.getByRole("button", { name: "Wybierz punkt odbioru" }).click();
    const modal = page.getByRole("dialog", { name: "Punkty odbioru" });
    await modal.getByRole("searchbox").fill(target.code);
    // The map beside the list shows the one locker found (once the search has answered).
    await expect(
      modal.getByRole("list", { name: "Punkty odbioru" }).getByRole("listitem"),
    ).toHaveCount(1);
    const pin = modal.getByRole("group", { name: "Mapa punktów odbioru" }).getByRole("button", {
      name: new RegExp(`^${target.name}, .*${target.city}$`),
    });
    await pin.click();
    // The map stays open with the chosen pin highlighted until the shopper is done.
    await expect(pin).toHaveAttribute("aria-pressed", "true");
    await modal.getByRole("button", { name: "Gotowe" }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole("button", { name: new RegExp(target.name) })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zamawiam" })).toBeVisible();
  });

  test("rows show variant attribute names and value texts in the current language", async ({
    page,
  }) => {
    const p = MUG;
    const v = MUG_OVERRIDE;
    const labels = (await (
      await page.request.get("/api/public/order/variant-labels?lang=en")
    ).json()) as Record<string, { name: string; values: Record<string, string> }>;
    const expected = v.attributes
      .map((a) => `${labels[a.id]?.name}: ${labels[a.id]?.values[a.value]}`)
      .join(", ");
    expect(expected).not.toContain("undefined");
    await seedBasket(page, [line(p, 1, v.hash)]);
    await page.evaluate(
      (l) => localStorage.setItem("wishlist:v1", JSON.stringify({ list: [l], timestamp: 1 })),
      line(p, 1, v.hash),
    );
    await page.goto("/en/order/delivery");
    await expect(page.locator(".line__variant").first()).toHaveText(expected);
    await page.goto("/en/wishlist");
    await expect(page.locator(".line__variant").first()).toHaveText(expected);
  });

  test("the basket is copied to the server 10 s after a change, updated, and deleted when emptied", async ({
    page,
  }) => {
    const p = BOOTS;
    const name = p.name.pl;
    await page.clock.install();
    await seedBasket(page, [line(p, 1)]);
    await page.goto("/order/delivery");
    const created = page.waitForRequest(
      (r) => r.method() === "POST" && /\/api\/public\/basket\/\?lang=pl$/.test(r.url()),
    );
    let createdAt = false;
    let early = false;
    page.on("request", (r) => {
      if (/\/api\/public\/basket\//.test(r.url()) && !createdAt) early = true;
    });
    await page.getByRole("button", { name: `Zwiększ ilość: ${name}` }).click();
    await page.clock.fastForward(9_000);
    expect(early).toBe(false);
    await page.clock.fastForward(1_100);
    createdAt = true;
    const create = await created;
    expect(create.postDataJSON()).toMatchObject({
      products: [{ id: p.id, count: 2, variantHash: "" }],
      lang: "pl",
    });
    const createdBody = (await (await create.response())?.json()) as {
      id: string;
      key: string;
      totalPrice: number;
    };
    const id = createdBody.id;
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    // The server's own total: 2 × 13.59 = 27.18
    expect(createdBody.totalPrice).toBe(27.18);

    const updated = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().includes(`/api/public/basket/${id}`),
    );
    await page.getByRole("button", { name: `Zwiększ ilość: ${name}` }).click();
    await page.clock.fastForward(10_100);
    const update = await updated;
    expect(update.postDataJSON()).toMatchObject({ products: [{ count: 3 }] });
    // Only the creator may change the copy: the browser sends the key it was given.
    expect(await update.headerValue("x-basket-key")).toBe(createdBody.key);

    const deleted = page.waitForRequest(
      (r) => r.method() === "DELETE" && r.url().includes(`/api/public/basket/${id}`),
    );
    await page.getByRole("button", { name: `Usuń: ${name}` }).click();
    await page.clock.fastForward(10_100);
    await deleted;
    const gone = await page.request.post(`/api/public/basket/${id}?lang=pl`, {
      data: { products: [{ count: 1, id: p.id, code: "", variantHash: "" }], lang: "pl" },
      headers: { origin: new URL(page.url()).origin, "x-basket-key": createdBody.key },
    });
    expect(gone.status()).toBe(404);
  });

  // Issue 33: the sync's script loads on the basket's first change; a page that closes before
  // it arrives (an add that goes straight to the checkout) must not lose the change.
  test("a change whose page closed before the sync's script arrived is sent from the next page", async ({
    page,
  }) => {
    const p = BOOTS;
    await page.clock.install();
    await seedBasket(page, [line(p, 1)]);
    const syncChunk = /\/_astro\/basket-sync\.[\w-]+\.js$/;
    await page.route(syncChunk, (route) => route.abort());
    await page.goto("/order/delivery");
    await page.getByRole("button", { name: `Zwiększ ilość: ${p.name.pl}` }).click();
    const pending = () => page.evaluate(() => localStorage.getItem("basketSyncPending:v1"));
    await expect.poll(pending).toBe("1");
    await page.unroute(syncChunk);
    const created: Request[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/api\/public\/basket\/\?lang=pl$/.test(r.url()))
        created.push(r);
    });
    await page.goto("/");
    await expect.poll(pending).toBeNull();
    // The sync waits 10 s after the last change; the integrity refresh may still set the basket
    // (and so restart that wait) after a first jump of the clock: jump until the basket is sent.
    await expect
      .poll(async () => {
        await page.clock.fastForward(10_100);
        return created.length;
      })
      .toBeGreaterThan(0);
    expect(created[0]?.postDataJSON()).toMatchObject({ products: [{ id: p.id, count: 2 }] });
  });
});
