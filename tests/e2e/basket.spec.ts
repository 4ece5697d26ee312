import { expect, test, type Page } from "@playwright/test";
import { BOOTS } from "../golden/products";

async function seed(page: Page, lines: unknown[]): Promise<void> {
  await page.goto("/");
  await page.evaluate(
    (list) => localStorage.setItem("basket:v1", JSON.stringify({ list, timestamp: 1 })),
    lines,
  );
}

test.describe("basket", () => {
  test("opens from the header, changes quantities at the bounds, survives a reload and shows in a second tab", async ({
    page,
    context,
  }) => {
    const available = BOOTS.stock;
    await seed(page, [
      { product: BOOTS.id, variantHash: "", quantity: available + 5, type: "normal" },
      { product: "999999", variantHash: "", quantity: 1, type: "normal" },
      { product: "x", quantity: "bad" },
    ]);
    await page.reload();
    await page.getByRole("link", { name: /Koszyk/ }).click();
    const dialog = page.getByRole("dialog", { name: "Koszyk" });
    await expect(dialog).toBeVisible();
    const name = BOOTS.name.pl;
    const qty = dialog.getByRole("spinbutton", { name: `Ilość: ${name}` });
    await expect(qty).toHaveValue(String(available));
    await expect(dialog.getByRole("button", { name: `Zwiększ ilość: ${name}` })).toBeDisabled();
    await qty.fill("1");
    await expect(dialog.getByRole("button", { name: `Zmniejsz ilość: ${name}` })).toBeDisabled();
    await dialog.getByRole("button", { name: `Zwiększ ilość: ${name}` }).click();
    await expect(qty).toHaveValue("2");
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("2");
    await page.reload();
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("2");
    const second = await context.newPage();
    await second.goto("/order/delivery");
    await expect(second.getByRole("spinbutton", { name: `Ilość: ${name}` })).toHaveValue("2");
    await second.getByRole("button", { name: `Zwiększ ilość: ${name}` }).click();
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("3");
  });

  test("the wishlist adds a row to the basket once", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(
      (id) =>
        localStorage.setItem(
          "wishlist:v1",
          JSON.stringify({
            list: [{ product: id, variantHash: "", quantity: 1, type: "normal" }],
            timestamp: 1,
          }),
        ),
      BOOTS.id,
    );
    await page.goto("/wishlist");
    const name = BOOTS.name.pl;
    await expect(page.getByRole("button", { name: `Zmniejsz ilość: ${name}` })).toBeDisabled();
    const add = page.getByRole("button", { name: `Dodaj do koszyka: ${name}` });
    await add.click();
    await expect(add).toBeDisabled();
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("1");
  });
});

test.describe("delivery step", () => {
  test("codes, locker and the order button", async ({ page }) => {
    await seed(page, [{ product: BOOTS.id, variantHash: "", quantity: 3, type: "normal" }]);
    await page.goto("/order/delivery?code=TRZECI");
    const order = page.getByRole("button", { name: "Zamawiam" });
    await expect(order).toBeDisabled();
    // The 3rd item at 50 %: 13.59 / 2 = 6.795 → 6.80
    await expect(page.getByRole("status").filter({ hasText: "Kod TRZECI" })).toContainText(
      "Rabat: 6,80 zł",
    );
    await page.getByLabel("Kod rabatowy").fill("STARY");
    await page.getByRole("button", { name: "Zastosuj" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Kod jest nieprawidłowy" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Usuń kod" }).click();
    await page.getByRole("radio", { name: /Paczkomat InPost/ }).check();
    await expect(order).toBeDisabled();
    await page.getByRole("button", { name: "Wybierz punkt odbioru" }).click();
    const modal = page.getByRole("dialog", { name: "Punkty odbioru" });
    await modal.getByRole("searchbox").fill("Kra");
    await modal
      .getByRole("button", { name: /^Wybierz / })
      .first()
      .click();
    await expect(page.getByRole("link", { name: "Zamawiam" })).toHaveAttribute(
      "href",
      "/order/details",
    );
    await page.getByLabel("Karta podarunkowa").fill("GIFT-XXXX");
    await expect(page.getByText("Karta podarunkowa jest nieprawidłowa")).toBeVisible();
  });

  test("a timed delivery needs a day and time", async ({ page }) => {
    await seed(page, [{ product: BOOTS.id, variantHash: "", quantity: 1, type: "normal" }]);
    await page.goto("/order/delivery");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${BOOTS.name.pl}` })).toBeVisible();
    await page.getByLabel("Kod pocztowy").fill("00-950");
    await expect(page.getByText(/DPD Food: dostawa żywności dostępna/)).toBeVisible();
    await page.getByRole("radio", { name: /Dostawa na wybrany termin/ }).check();
    await expect(page.getByRole("button", { name: "Zamawiam" })).toBeDisabled();
    const day = page.getByLabel("Dzień dostawy");
    const first = await day.locator("option").nth(1).getAttribute("value");
    await day.selectOption(first ?? "");
    await page.getByLabel("Godzina dostawy").selectOption({ index: 1 });
    await expect(page.getByRole("link", { name: "Zamawiam" })).toBeVisible();
  });
});
