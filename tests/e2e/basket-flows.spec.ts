/**
 * Basket flows across the page: currency switching re-prices the basket,
 * the locker map view, variant names in rows, and the server copy of the
 * basket (debounced 10 s; create, update, delete) under a fake clock.
 */
import { expect, test } from "@playwright/test";
import {
  allProducts,
  available,
  isPlain,
  line,
  money,
  seedBasket,
  settings,
  total,
} from "./basket-helpers";

test.describe("basket flows", () => {
  test("switching the currency in the header re-prices the basket and the delivery step", async ({
    page,
  }) => {
    const products = (await allProducts(page.request)).filter((p) => isPlain(p, 2)).slice(0, 2);
    expect(products).toHaveLength(2);
    const lines = products.map((p) => line(p, 2));
    await seedBasket(page, lines);
    await page.goto("/order/delivery");
    await expect(page.locator('[data-sum="products"]')).toHaveText(money(total(lines, products)));
    for (const currency of ["eur", "czk", "gbp"]) {
      const rate = settings.currencies.find((c) => c.code === currency)?.rate ?? 0;
      await page.getByRole("combobox", { name: "Waluta" }).selectOption(currency, { force: true });
      await expect(page.locator('[data-sum="products"]')).toHaveText(
        money(total(lines, products, rate), currency),
      );
      await expect(page.locator("[data-products-total]")).toHaveText(
        money(total(lines, products, rate), currency),
      );
    }
    await page.getByRole("link", { name: /^Koszyk/ }).click();
    const dialog = page.getByRole("dialog", { name: "Koszyk" });
    const gbp = settings.currencies.find((c) => c.code === "gbp")?.rate ?? 0;
    await expect(dialog.locator("[data-products-total]")).toHaveText(
      money(total(lines, products, gbp), "gbp"),
    );
  });

  test("a parcel locker can be picked on the map by its label", async ({ page }) => {
    const p = (await allProducts(page.request)).find((x) => isPlain(x, 1));
    if (!p) throw new Error("no product");
    await seedBasket(page, [line(p, 1)]);
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
    await modal.getByRole("tab", { name: "Mapa" }).click();
    await expect(modal.getByRole("tab", { name: "Mapa" })).toHaveAttribute("aria-selected", "true");
    await modal.getByRole("button", { name: `${target.name}, ${target.city}` }).click();
    await expect(modal).toBeHidden();
    await expect(
      page.getByRole("button", { name: `${target.name} (${target.code})` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Zamawiam" })).toBeVisible();
  });

  test("rows show variant attribute names and value texts in the current language", async ({
    page,
  }) => {
    const products = await allProducts(page.request);
    const p = products.find(
      (x) =>
        x.type === "normal" &&
        !x.options.view.quantityFactor &&
        x.variants.some((v) => v.attributes.length > 0 && v.count - v.locked > 0),
    );
    const v = p?.variants.find((x) => x.attributes.length > 0 && x.count - x.locked > 0);
    if (!p || !v) throw new Error("no product with variants");
    const labels = (await (
      await page.request.get("/api/public/order/variant-labels?lang=en")
    ).json()) as Record<string, { name: string; values: Record<string, string> }>;
    const expected = v.attributes
      .map((a) => `${labels[a.id]?.name}: ${labels[a.id]?.values[a.value]}`)
      .join(", ");
    expect(expected).not.toContain("undefined");
    await seedBasket(page, [{ ...line(p, 1), variantHash: v.hash }]);
    await page.evaluate(
      (l) => localStorage.setItem("wishlist:v1", JSON.stringify({ list: [l], timestamp: 1 })),
      { ...line(p, 1), variantHash: v.hash },
    );
    await page.goto("/en/order/delivery");
    await expect(page.locator(".basket__variant").first()).toHaveText(expected);
    await page.goto("/en/wishlist");
    await expect(page.locator(".basket__variant").first()).toHaveText(expected);
  });

  test("the basket is copied to the server 10 s after a change, updated, and deleted when emptied", async ({
    page,
  }) => {
    const p = (await allProducts(page.request)).find((x) => isPlain(x, 4) && available(x) >= 4);
    if (!p) throw new Error("no product");
    const name = p.name.pl ?? "";
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
      products: [{ id: p._id, count: 2, variantHash: "" }],
      lang: "pl",
    });
    const id = ((await (await create.response())?.json()) as { id: string }).id;
    expect(id).toMatch(/^[a-f0-9]{32}$/);

    const updated = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().includes(`/api/public/basket/${id}`),
    );
    await page.getByRole("button", { name: `Zwiększ ilość: ${name}` }).click();
    await page.clock.fastForward(10_100);
    expect((await updated).postDataJSON()).toMatchObject({ products: [{ count: 3 }] });

    const deleted = page.waitForRequest(
      (r) => r.method() === "DELETE" && r.url().includes(`/api/public/basket/${id}`),
    );
    await page.getByRole("button", { name: `Usuń: ${name}` }).click();
    await page.clock.fastForward(10_100);
    await deleted;
    const gone = await page.request.post(`/api/public/basket/${id}?lang=pl`, {
      data: { products: [{ count: 1, id: p._id, code: "", variantHash: "" }], lang: "pl" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(gone.status()).toBe(404);
  });
});
