/**
 * The wishlist page renders its rows on the server from the wishlist's cookie
 * mirror (domain/account/wishlist-cookie.ts), so React loads only when the shopper
 * interacts (issue 14), and a list the cookie does not carry is still shown.
 */
import { expect, test, type Page } from "@playwright/test";
import { BOOTS, TEA } from "../golden/products";

const row = (id: string) => ({ product: id, variantHash: "", quantity: 1, type: "normal" });

async function saveWishlist(page: Page, ids: string[]): Promise<void> {
  await page.goto("/");
  await page.evaluate(
    (list) => localStorage.setItem("wishlist:v1", JSON.stringify({ list, timestamp: 1 })),
    ids.map(row),
  );
}

function reactRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" && /react|client\.|WishlistTable/.test(r.url()))
      urls.push(r.url());
  });
  return urls;
}

test("the saved rows come from the server and React loads only when the shopper interacts", async ({
  page,
}) => {
  await saveWishlist(page, [BOOTS.id, TEA.id]);
  await page.reload(); // the shell writes the cookie mirror
  const react = reactRequests(page);
  const response = await page.goto("/wishlist", { waitUntil: "networkidle" });
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("link", { name: BOOTS.name.pl })).toBeVisible();
  await expect(page.getByRole("link", { name: TEA.name.pl })).toBeVisible();
  expect(react).toEqual([]);
  await page.getByRole("button", { name: `Usuń: ${BOOTS.name.pl}` }).click();
  await expect(page.getByRole("link", { name: BOOTS.name.pl })).toHaveCount(0);
  await expect(page.getByRole("link", { name: TEA.name.pl })).toBeVisible();
  expect(react.length).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole("link", { name: TEA.name.pl })).toBeVisible();
  await expect(page.getByRole("link", { name: BOOTS.name.pl })).toHaveCount(0);
});

test("a list the cookie does not carry is rendered by the island at once", async ({
  page,
  context,
}) => {
  await saveWishlist(page, [TEA.id]);
  await context.clearCookies();
  await page.goto("/wishlist");
  await expect(page.getByRole("link", { name: TEA.name.pl })).toBeVisible();
});
