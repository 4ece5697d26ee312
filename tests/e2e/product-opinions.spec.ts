import { expect, test } from "@playwright/test";
import { productJson } from "./product-helpers";

test.describe("product page", () => {
  test("the review form is a modal over the whole page, header included, and Escape closes it", async ({
    page,
  }) => {
    const product = await productJson(page, "12");
    await page.goto(`/en/p/${product.url["en"]}`);
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a review" });
    await expect(dialog.getByLabel("Name *")).toBeFocused();
    // A modal <dialog> sits in the top layer: nothing, not even the sticky header, covers it.
    expect(await page.evaluate(() => document.querySelector("dialog:modal") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("an opinion can be added once", async ({ page }) => {
    const product = await productJson(page, "12");
    await page.goto(`/en/p/${product.url["en"]}`);
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a review" });
    const submit = dialog.getByRole("button", { name: "Send review" });
    await dialog.getByLabel("Name *").fill("Playwright tester");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Comment").fill("Solid <b>puzzle</b>, great fun");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("4 out of 5").check({ force: true });
    await expect(submit).toBeEnabled();
    await dialog.getByLabel("Comment").fill("Solid puzzle, great fun");
    await submit.click();
    await expect(page.getByText("Thank you for your review!")).toBeVisible();
    await page.reload();
    await page.locator(".opinions").hover();
    await expect(page.getByText("You have already reviewed this product")).toBeVisible();
    await expect(page.getByRole("button", { name: "Write a review" })).toHaveCount(0);
    const again = await page.request.post("/api/public/opinion", {
      data: { id: "12", name: "Again", text: "Second", number: 5 },
    });
    expect(again.status()).toBe(409);
    const list = await (
      await page.request.get("/api/public/opinion?id=12&lang=en&all=true")
    ).json();
    const mine = (
      list as { opinions: { user: { name: string }; verified: boolean }[] }
    ).opinions.filter((o) => o.user.name === "Playwright tester");
    expect(mine).toHaveLength(1);
    expect(mine[0]?.verified).toBe(false);
  });

  test("opinions show the summary and load 4 more at a time", async ({ page }) => {
    let target: { id: string; url: string; total: number } | null = null;
    for (let id = 1; id < 80 && !target; id++) {
      const r = await page.request.get(`/api/public/opinion?id=${id}&lang=en`);
      if (!r.ok()) continue;
      const data = (await r.json()) as { total: number };
      if (data.total > 4) {
        const product = await productJson(page, String(id));
        target = { id: String(id), url: product.url["en"] ?? "", total: data.total };
      }
    }
    if (!target) throw new Error("no product with more than 4 opinions");
    await page.goto(`/en/p/${target.url}`);
    await expect(page.locator("[data-opinions-summary]")).toContainText(
      `(${target.total} reviews)`,
    );
    const percents = await page.locator("[data-percent]").allInnerTexts();
    expect(percents).toHaveLength(5);
    for (const p of percents) expect(p).toMatch(/^\d{1,3}\.\d%$/);
    const items = page.locator(".opinion");
    await expect(items).toHaveCount(4);
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(items).toHaveCount(Math.min(8, target.total));
    await expect(page.locator(".stars__on").first()).toHaveCSS("color", "rgb(255, 204, 72)");
  });
});
