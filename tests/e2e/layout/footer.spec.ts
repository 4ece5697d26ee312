/**
 * The footer (spec 2 §2 Footer), on a phone and a wide screen: columns of
 * site links, company details, social icons for every network the spec
 * names and the owner's HTML (sanitised), and the bottom bar with this
 * year's copyright and the platform link.
 */
import { expect, test } from "@playwright/test";

test("the footer shows its columns, company details, social icons and the bottom bar", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Informacje" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Regulamin" })).toHaveAttribute(
    "href",
    "/s/regulamin",
  );
  await expect(footer.getByRole("link", { name: "sklep@example.com" })).toHaveAttribute(
    "href",
    "mailto:sklep@example.com",
  );
  await expect(footer.getByRole("link", { name: "+48 22 123 45 67" })).toHaveAttribute(
    "href",
    "tel:+48221234567",
  );
  const social = footer.getByRole("list", { name: "Znajdź nas" });
  for (const name of [
    "Facebook",
    "Instagram",
    "YouTube",
    "X (Twitter)",
    "Pinterest",
    "LinkedIn",
    "TikTok",
  ]) {
    const link = social.getByRole("link", { name });
    await expect(link).toBeVisible();
    await expect(link.locator("svg")).toHaveCount(1);
  }
  await expect(footer.getByText("Płatności: BLIK, karta, przelew, PayPal")).toBeVisible();
  const year = new Date().getFullYear();
  await expect(footer.getByText(`© ${year} Demo Sklep sp. z o.o`)).toBeVisible();
  await expect(
    footer.getByRole("link", { name: "Sklep działa na otwartym storefroncie" }),
  ).toHaveAttribute("href", "https://example.com/platform");
});
