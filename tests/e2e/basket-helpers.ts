/**
 * Shared helpers for the basket, promo and delivery browser tests: seeding
 * the stored basket and logging in. Products and expected amounts are the
 * golden literals in ../golden/, never computed with the shop's code.
 */
import type { Page } from "@playwright/test";
import { PASSWORD } from "../golden/accounts";

export async function seedBasket(page: Page, lines: unknown[], extra: Record<string, string> = {}) {
  await page.goto("/");
  await page.evaluate(
    ({ list, extra }) => {
      localStorage.setItem("basket:v1", JSON.stringify({ list, timestamp: 1 }));
      for (const [k, v] of Object.entries(extra)) localStorage.setItem(k, v);
    },
    { list: lines, extra },
  );
}

export async function logIn(page: Page, email: string, baseURL: string): Promise<void> {
  const res = await page.request.post("/api/auth/local", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  if (res.status() !== 200) throw new Error(`login failed: ${res.status()}`);
}
