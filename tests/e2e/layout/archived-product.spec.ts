/**
 * An archived product's page on a phone and a wide screen (issue 44 item 1; spec 1 §2
 * "suggestions (different headers for archived products …)", §9 "Suggestions count is 4, or
 * 8 when archived"): it says the product is archived and can no longer be bought, shows 8
 * suggestions under the archived header and offers no add (no add-to-basket, wishlist or
 * quantity), before and after the buy box hydrates. A basket stored with it loses it at the
 * integrity refresh; the wishlist keeps it with its add disabled. The adapter (id 138) is
 * archived in the seed (tests/golden/).
 */
import { expect, test } from "@playwright/test";
import { BOOTS, line } from "../../golden/products";
import { PRICE_LINES } from "../../golden/price-lines";
import { seedBasket } from "../basket-helpers";
import { hydrateBuyBox, storedBasket } from "../product-helpers";

const ADAPTER = { ...PRICE_LINES.adapter, type: "normal" };

test("an archived product says so, suggests 8 others and offers no add", async ({ page }) => {
  const wishlist = { list: [line(ADAPTER, 1)], timestamp: 1 };
  await seedBasket(page, [line(ADAPTER, 1), line(BOOTS, 1)], {
    "wishlist:v1": JSON.stringify(wishlist),
  });
  await page.goto(`/p/${ADAPTER.url}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(ADAPTER.name);
  await expect(
    main.getByText("Ten produkt jest archiwalny: nie można go już kupić."),
  ).toBeVisible();
  const suggestions = page.getByRole("region", {
    name: "Ten produkt jest archiwalny — zobacz podobne",
  });
  await expect(suggestions.getByRole("article")).toHaveCount(8);
  const buyBox = page.locator(".ptop");
  const offers = buyBox.getByRole("button", {
    name: /koszyka|listy życzeń|Zamów|Powiadom|niedostępny/,
  });
  await expect(offers).toHaveCount(0);
  await hydrateBuyBox(page);
  await expect(offers).toHaveCount(0);
  await expect(buyBox.getByRole("spinbutton")).toHaveCount(0);
  // The integrity refresh dropped it from the stored basket; the other line stays.
  await expect
    .poll(async () => (await storedBasket(page)).list.map((l) => l.product))
    .toEqual([BOOTS.id]);

  await page.goto("/wishlist");
  await expect(
    page.getByRole("button", { name: `Dodaj do koszyka: ${ADAPTER.name}` }),
  ).toBeDisabled();
});
