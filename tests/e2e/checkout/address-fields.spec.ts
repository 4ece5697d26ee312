/**
 * The order details step's fields say what is wrong with them (issue 29 item 5), on a phone
 * and a wide screen: a bad post code names the format ("Kod pocztowy w formacie 00-000"), a
 * bad phone asks for a valid number, each input takes no more characters than the server
 * keeps, and an order the server refuses marks the fields it names instead of the generic
 * "Nie udało się złożyć zamówienia".
 */
import { expect, test, type Page } from "@playwright/test";
import { seedBasket } from "../basket-helpers";
import { detailsReady, fillShipping, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

async function openDetails(page: Page): Promise<void> {
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("link", { name: "Zamawiam" }).filter({ visible: true }).first().click();
  await detailsReady(page);
}

test("a bad post code and phone on the details step say what is wrong with them", async ({
  page,
}, info) => {
  await openDetails(page);
  await fillShipping(
    page,
    "Ewa Kupująca",
    `e2e-addr-${info.project.name}-${Date.now()}@example.com`,
  );
  const postCode = page.getByLabel("Kod pocztowy");
  await postCode.fill("1");
  await postCode.blur();
  await expect(page.getByText("Kod pocztowy w formacie 00-000")).toBeVisible();
  await expect(postCode).toHaveAttribute("aria-invalid", "true");
  const phone = page.getByLabel("Telefon");
  await phone.fill("12");
  await phone.blur();
  await expect(
    page.getByText("Podaj prawidłowy numer telefonu, np. 600 100 200 lub +49 30 1234567."),
  ).toBeVisible();

  // Nine digits look right but no Polish number starts 000: the phone library, loaded once the
  // shopper touched the form, says so (its shape alone would pass).
  await phone.fill("000 100 200");
  await phone.blur();
  await expect(phone).toHaveAttribute("aria-invalid", "true");

  await postCode.fill("00-950");
  await phone.fill("+48 600 100 200");
  await expect(page.getByText("Kod pocztowy w formacie 00-000")).toHaveCount(0);
  await expect(postCode).not.toHaveAttribute("aria-invalid", "true");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  // The inputs take what the server keeps (domain/address/limits.ts), no more.
  await expect(postCode).toHaveAttribute("maxlength", "16");
  await expect(page.getByLabel("Numer domu")).toHaveAttribute("maxlength", "20");
  await expect(page.getByLabel("Miejscowość")).toHaveAttribute("maxlength", "100");
});

test("an order the server refuses marks the fields it names", async ({ page }, info) => {
  test.skip(info.project.name === "phone", "the same page logic as on the wide screen");
  await openDetails(page);
  await fillShipping(page, "Ewa Kupująca", `e2e-refused-${Date.now()}@example.com`);
  await page.getByRole("radio", { name: "Przelew tradycyjny" }).check();
  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  // What the server answers when the delivery turned out not to reach the post code.
  await page.route("**/api/public/order/new**", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: "formInvalid",
        fields: ["ship.postCode"],
        problems: { "ship.postCode": { code: "postCodeArea" } },
      }),
    }),
  );
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByText("Wybrana dostawa nie obsługuje tego kodu pocztowego.")).toBeVisible();
  await expect(page.getByLabel("Kod pocztowy")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Uzupełnij zaznaczone pola i zgody.")).toBeVisible();
  await expect(page.getByText("Nie udało się złożyć zamówienia")).toHaveCount(0);
});

test("a company's bare tax number is checked against the invoice country picked for a different invoice address", async ({
  page,
}, info) => {
  await openDetails(page);
  await fillShipping(
    page,
    "Ewa Kupująca",
    `e2e-vat-${info.project.name}-${Date.now()}@example.com`,
  );
  await page.getByText("Zamawiam jako firma (faktura)").click();
  await page.getByLabel("Nazwa firmy").fill("Nowak GmbH");
  const nip = page.getByRole("textbox", { name: "NIP lub numer VAT UE" });
  await nip.fill("123");
  await nip.blur();
  await expect(page.getByText(/^NIP to 10 cyfr z poprawną cyfrą kontrolną;/)).toBeVisible();
  await nip.fill("725-123-45-61");
  await expect(nip).not.toHaveAttribute("aria-invalid", "true");

  await page.getByText("Inny adres na fakturze").click();
  const invoice = page.getByRole("region", { name: "Dane do faktury" });
  await invoice.getByLabel("Kraj").selectOption("at");
  // A Polish NIP stays one at any address; another bare number is refused with the prefixed format.
  await expect(nip).not.toHaveAttribute("aria-invalid", "true");
  await nip.fill("12345678");
  await expect(page.getByText("Numer VAT UE w formacie ATU12345678")).toBeVisible();
  await nip.fill("ATU12345678");
  await expect(nip).not.toHaveAttribute("aria-invalid", "true");
  const postCode = invoice.getByLabel("Kod pocztowy");
  await postCode.fill("00-950");
  await postCode.blur();
  await expect(invoice.getByText("Kod pocztowy w formacie 0000")).toBeVisible();
});
