/**
 * The back office's login (issue 31, item 1), on a phone and on a wide screen: the demo owner
 * logs in and sees the home screen; a wrong password is refused with a message; a customer's
 * token opens nothing under /admin; a write without the CSRF token is 403; every answer is
 * `private, no-store` and `noindex`; logout ends the session on the server. Axe-clean.
 */
import { expect, test } from "@playwright/test";
import { violations } from "../axe";
import { PASSWORD, STAFF, USERS } from "../../golden/accounts";
import { logIn } from "../basket-helpers";
import { csrfOf, ownerLogIn } from "./helpers";

test("the demo owner logs in from the redirect and sees the home screen", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await violations(page)).toEqual([]);
  await ownerLogIn(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dzisiaj w sklepie");
  for (const tile of ["orders-today", "revenue-today", "to-ship", "returns-new", "low-stock"])
    await expect(page.locator(`[data-tile=${tile}]`)).toBeVisible();
  await expect(page.locator("[data-tile=revenue-today]")).toContainText("zł");
  const nav = page.getByRole("navigation", { name: "Zaplecze" });
  await expect(nav.getByRole("link", { name: "Start" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Zamówienia" })).toHaveAttribute(
    "href",
    "/admin/orders",
  );
  const cookie = (await page.context().cookies()).find((c) => c.name === "owner_session");
  expect(cookie).toMatchObject({ path: "/admin", httpOnly: true, sameSite: "Strict" });
  expect(await violations(page)).toEqual([]);
});

test("a wrong password is refused with a message, and empty fields are named", async ({ page }) => {
  await page.goto("/admin/login");
  await page.locator("main form button[type=submit]").click();
  await expect(page.locator("#admin-email-error")).toHaveText("Podaj adres e-mail.");
  await expect(page.locator("#admin-password-error")).toHaveText("Podaj hasło.");
  await page.locator("#admin-email").fill("owner@example.com");
  await page.locator("#admin-password").fill("not-the-password");
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await page.locator("main form button[type=submit]").click();
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole("alert")).toHaveText("Nieprawidłowy e-mail lub hasło.");
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(await violations(page)).toEqual([]);
});

test("a customer's token or cookie opens nothing under /admin", async ({ page, baseURL }) => {
  const base = baseURL ?? "";
  const login = await page.request.post("/api/auth/local", {
    data: { email: USERS.jan.email, password: PASSWORD },
    headers: { origin: base },
  });
  const { token } = (await login.json()) as { token: string };
  const bearer = { authorization: `Bearer ${token}` };
  const home = await page.request.get("/admin", { headers: bearer, maxRedirects: 0 });
  expect(home.status()).toBe(303);
  expect(home.headers()["location"]).toBe("/admin/login");
  const write = await page.request.post("/admin/logout", {
    headers: { ...bearer, origin: base },
    form: { csrf: "x" },
  });
  expect(write.status()).toBe(401);
  expect(await write.json()).toEqual({ error: "unauthorized" });
  await logIn(page, USERS.jan.email, base);
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
});

test("staff run orders but the owner's areas answer 403 without running", async ({
  page,
  baseURL,
}) => {
  await ownerLogIn(page, "/admin", STAFF);
  const nav = page.getByRole("navigation", { name: "Zaplecze" });
  await expect(nav.getByRole("link", { name: "Zamówienia" })).toBeVisible();
  for (const area of ["settings", "content", "audit"])
    await expect(nav.locator(`a[href="/admin/${area}"]`)).toHaveCount(0);
  const answer = await page.goto("/admin/settings");
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brak uprawnień");
  expect(await violations(page)).toEqual([]);
  const write = await page.request.post("/admin/content/publish", {
    headers: { origin: baseURL ?? "", "x-csrf-token": await csrfOf(page) },
  });
  expect(write.status()).toBe(403);
  expect(await write.json()).toEqual({ error: "forbidden" });
});

test("a write without the session's CSRF token is 403 and changes nothing", async ({
  page,
  baseURL,
}) => {
  await ownerLogIn(page);
  const origin = { origin: baseURL ?? "" };
  const bare = await page.request.post("/admin/logout", { headers: origin, form: {} });
  expect(bare.status()).toBe(403);
  const wrong = await page.request.post("/admin/logout", { headers: origin, form: { csrf: "x" } });
  expect(wrong.status()).toBe(403);
  expect(await wrong.json()).toEqual({ error: "csrf" });
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
});

test("every /admin answer is private, no-store and noindex, and no page frames it", async ({
  page,
}) => {
  const check = (headers: Record<string, string>) => {
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["x-robots-tag"]).toContain("noindex");
  };
  check((await page.request.get("/admin", { maxRedirects: 0 })).headers());
  const login = (await page.request.get("/admin/login")).headers();
  check(login);
  expect(login["content-security-policy"]).toContain("frame-ancestors 'none'");
  check((await page.request.post("/admin/logout", { form: {}, maxRedirects: 0 })).headers());
  await ownerLogIn(page);
  check((await page.request.get("/admin")).headers());
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("logout ends the session on the server", async ({ page, request }) => {
  await ownerLogIn(page);
  const before = (await page.context().cookies()).find((c) => c.name === "owner_session");
  if (!before) throw new Error("no owner_session cookie after login");
  const withOld = { headers: { cookie: `owner_session=${before.value}` }, maxRedirects: 0 };
  expect((await request.get("/admin", withOld)).status()).toBe(200);
  expect(await csrfOf(page)).not.toBe("");
  await page.getByRole("button", { name: "Wyloguj" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.context().cookies()).some((c) => c.name === "owner_session")).toBe(false);
  // The old cookie, sent again, opens nothing: the session is gone from the database.
  expect((await request.get("/admin", withOld)).status()).toBe(303);
});
