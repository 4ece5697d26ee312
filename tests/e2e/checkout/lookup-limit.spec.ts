/**
 * A shopper past the gift-card and promo-code lookup limits (issue 27: 10 misses a quarter
 * of an hour per address, times the test server's address scale of 20) is told in the
 * delivery step when to try again, and neither a valid card nor a valid code is applied.
 */
import { expect, test } from "@playwright/test";
import { PUZZLE, line } from "../../golden/products";
import { seedBasket } from "../basket-helpers";
import { openDelivery } from "./helpers";

const MISSES = 10 * 20;

test("past the lookup limits the delivery step says when to try a card and a code again", async ({
  page,
  request,
}) => {
  test.slow(); // 200 quotes first, each missing a card and a code
  const address = `10.98.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const headers = { "x-forwarded-for": address };
  for (let i = 0; i < MISSES; i += 20) {
    const batch = Array.from({ length: 20 }, (_, j) =>
      request.post("/api/public/order/quote", {
        headers,
        data: {
          lines: [line(PUZZLE, 1)],
          country: "pl",
          typedCode: `MISS${i + j}`,
          code: `MISS${i + j}`,
          giftCard: `MISS-${i + j}-CARD`,
        },
      }),
    );
    for (const res of await Promise.all(batch)) expect(res.status()).toBe(200);
  }

  await page.context().setExtraHTTPHeaders(headers);
  await seedBasket(page, [line(PUZZLE, 1)]);
  await openDelivery(page);
  await page.getByRole("textbox", { name: "Karta podarunkowa" }).fill("GIFT-5000-MAXI");
  await expect(
    page.getByText("Zbyt wiele błędnych kart. Spróbuj ponownie za 15 min."),
  ).toBeVisible();
  await page.getByLabel("Kod rabatowy").fill("RABAT10");
  await page.getByRole("button", { name: "Zastosuj" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Zbyt wiele błędnych kodów. Spróbuj ponownie za 15 min." }),
  ).toBeVisible();
  await expect(page.locator('[data-sum="discount"]')).toHaveCount(0);
  await expect(page.locator('[data-sum="gift"]')).toHaveCount(0);
  // One puzzle: 185.77 zł, no discount and no card.
  await expect(page.locator('[data-sum="products"]')).toHaveText("185,77 zł");
});
