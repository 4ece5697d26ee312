/**
 * A stored value the rules now refuse (issue 29 item 5), on a phone and a wide screen: an
 * account saved before phones were checked by their country keeps "12"; its account page marks
 * the phone at once with what is wrong, and the disabled save button says which fields to
 * correct. Correcting the phone enables it.
 */
import { expect, test } from "@playwright/test";
import { newAccount } from "../../api/account-helpers";
import { withShopDb } from "../../test-db";
import { accountIslandsLive } from "./helpers";

test("a save button disabled by an invalid stored phone says why", async ({ page }) => {
  const { email } = await newAccount(page.request, "stored-phone");
  const ship = {
    name: "Anna Nowak",
    street: "Długa",
    number: "5",
    postCode: "00-950",
    city: "Warszawa",
    country: "pl",
    phone: "12",
  };
  await withShopDb((db) =>
    db
      .prepare("update users set address = ?, phone = ? where email = ?")
      .run(JSON.stringify({ ship }), "12", email),
  );
  // The login above (page.request) left its APP_TOKEN cookie in this page's context.
  await page.goto("/my-account");
  await accountIslandsLive(page);
  const phone = page.getByLabel("Telefon");
  await expect(phone).toHaveValue("12");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Podaj prawidłowy numer telefonu, np. 600 100 200 lub +49 30 1234567."),
  ).toBeVisible();
  const save = page.getByRole("button", { name: "Zapisz dane" });
  await expect(save).toBeDisabled();
  await expect(page.getByText("Zapisz po poprawieniu pól: Telefon.")).toBeVisible();
  await phone.fill("600 700 800");
  await expect(save).toBeEnabled();
  await expect(page.getByText(/Zapisz po poprawieniu pól/)).toHaveCount(0);
});
