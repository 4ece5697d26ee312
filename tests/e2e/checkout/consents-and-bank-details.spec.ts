/**
 * What the law and the shopper expect on the details step and the summary (issue 29, item 6),
 * on a phone and a wide screen: the terms and processing consents link to the terms and privacy
 * pages, in a new tab that leaves the form as typed, and a tap on the link never ticks the
 * box; after a bank-transfer order the summary gives the bank details: account, recipient,
 * title (the order number) and amount. Delta K370 mug (212) 95,66 zł + DPD 14,99 zł = 110,65 zł.
 */
import { expect, test } from "@playwright/test";
import { seedBasket } from "../basket-helpers";
import { detailsReady, fillShipping, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

test("the consents link to the terms and privacy pages, and the summary gives a transfer's bank details", async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("link", { name: "Zamawiam" }).filter({ visible: true }).first().click();
  await detailsReady(page);
  const email = `e2e-consents-${info.project.name}-${Date.now()}@example.com`;
  await fillShipping(page, "Ewa Kupująca", email);

  const terms = page.getByRole("link", { name: /Przeczytaj regulamin/ });
  const privacy = page.getByRole("link", { name: /Przeczytaj politykę prywatności/ });
  await expect(terms).toHaveAttribute("href", "/s/regulamin");
  await expect(terms).toHaveAttribute("target", "_blank");
  await expect(privacy).toHaveAttribute("href", "/s/polityka-prywatnosci");
  await expect(privacy).toHaveAttribute("target", "_blank");

  const [tab] = await Promise.all([page.context().waitForEvent("page"), terms.click()]);
  await tab.waitForLoadState();
  await expect(tab.getByRole("heading", { level: 1, name: "Regulamin" })).toBeVisible();
  await tab.close();
  // The form is as typed and the box is not ticked by the link.
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Ewa Kupująca");
  await expect(
    page.getByRole("checkbox", { name: /Akceptuję regulamin sklepu/ }),
  ).not.toBeChecked();

  await page.getByRole("radio", { name: "Przelew tradycyjny" }).check();
  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();

  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  const no =
    (await page
      .getByText(/^\d{4}\/\d{2}\/\d{2}\/[A-Z]{3}\d{3}$/)
      .first()
      .textContent()) ?? "";
  const bank = page.getByRole("region", { name: "Dane do przelewu" });
  await expect(bank).toBeVisible();
  await expect(bank.getByText("PL61 1090 1014 0000 0712 1981 2874")).toBeVisible();
  await expect(
    bank.getByText("Demo Sklep sp. z o.o., ul. Marszałkowska 10, 00-590 Warszawa"),
  ).toBeVisible();
  await expect(bank.getByText(no, { exact: true })).toBeVisible();
  await expect(bank.getByText("110,65 zł")).toBeVisible();
  // Nothing sticks out of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
});
