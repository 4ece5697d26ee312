/**
 * API tests for login, logout and the current user (spec §4, §5 Login, §7, §8).
 * Assumes a running server on a freshly seeded database with the demo users
 * (password `demo1234`). Only hurt@example.com's profile is modified.
 */
import { expect, test } from "@playwright/test";
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";

const PASSWORD = "demo1234";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function setCookies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
}

function appTokenCookie(response: APIResponse): string | undefined {
  return setCookies(response).find((c) => c.startsWith("APP_TOKEN="));
}

/** A request context with an empty cookie jar (the `request` fixture keeps the login cookie). */
function fresh(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  return playwright.request.newContext(baseURL ? { baseURL } : {});
}

async function loginToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/api/auth/local", { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

test.describe("POST /api/auth/local", () => {
  test("logs in, returns a token and sets the APP_TOKEN cookie", async ({ request }) => {
    const response = await request.post("/api/auth/local", {
      data: { email: " JAN@Example.com ", password: PASSWORD },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.token).toMatch(TOKEN);
    expect(body.jwt).toBe(body.token);
    expect(body.user).toMatchObject({ email: "jan@example.com", ghost: false, wholesale: false });
    expect(typeof body.user._id).toBe("string");
    expect(body.user).not.toHaveProperty("password_hash");
    expect(body.user).not.toHaveProperty("passwordHash");

    const cookie = appTokenCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`APP_TOKEN=${body.token}`);
    expect(cookie).toMatch(/Max-Age=2592000/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Scripts never read the session: same-origin calls carry the cookie.
    expect(cookie).toMatch(/HttpOnly/i);
  });

  test("accepts `identifier` as an alias of `email`", async ({ request }) => {
    const response = await request.post("/api/auth/local", {
      data: { identifier: "hurt@example.com", password: PASSWORD },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).user).toMatchObject({
      email: "hurt@example.com",
      wholesale: true,
    });
  });

  test("wrong password -> 401 passwordIncorrect and clears the cookie", async ({ request }) => {
    const response = await request.post("/api/auth/local", {
      data: { email: "jan@example.com", password: "not-the-password" },
      headers: { cookie: "APP_TOKEN=stale-token" },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "passwordIncorrect" });
    const cleared = appTokenCookie(response);
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
  });

  test("unknown user and ghost user -> 401 passwordIncorrect", async ({ request }) => {
    for (const email of ["nobody-here@example.com", "ghost@example.com"]) {
      const response = await request.post("/api/auth/local", {
        data: { email, password: PASSWORD },
      });
      expect(response.status(), email).toBe(401);
      expect(await response.json()).toEqual({ error: "passwordIncorrect" });
    }
  });

  test("inactive account -> 401 accountInactive", async ({ request }) => {
    const response = await request.post("/api/auth/local", {
      data: { email: "nieaktywny@example.com", password: PASSWORD },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ error: "accountInactive", inactive: true });
  });

  test("malformed JSON -> 400 with a JSON error body", async ({ request }) => {
    const response = await request.post("/api/auth/local", {
      data: '{"email": "jan@example.com", "password": ',
      headers: { "content-type": "application/json" },
    });
    expect(response.status()).toBe(400);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect((await response.json()).error).toMatch(/^(MALFORMED_JSON|INVALID_INPUT)$/);
  });

  test("missing fields and wrong types -> 400 INVALID_INPUT", async ({ request }) => {
    const bodies: unknown[] = [
      {},
      { email: "jan@example.com" },
      { password: PASSWORD },
      { email: 123, password: true },
      { email: ["jan@example.com"], password: { x: 1 } },
      { email: "not-an-email", password: PASSWORD },
      [],
      null,
    ];
    for (const data of bodies) {
      const response = await request.post("/api/auth/local", {
        data: JSON.stringify(data),
        headers: { "content-type": "application/json" },
      });
      expect(response.status(), JSON.stringify(data)).toBe(400);
      expect((await response.json()).error).toBe("INVALID_INPUT");
    }
  });
});

test.describe("GET /api/public/me", () => {
  test("returns the user with spec field names for a Bearer header", async ({
    playwright,
    baseURL,
  }) => {
    const login = await fresh(playwright, baseURL);
    const token = await loginToken(login, "jan@example.com");
    await login.dispose();

    // A fresh context without cookies: only the Authorization header carries the token.
    const api = await fresh(playwright, baseURL);
    const response = await api.get("/api/public/me", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
    const user = await response.json();
    expect(user).toMatchObject({
      email: "jan@example.com",
      ghost: false,
      wholesale: false,
      agrees: { marketing: expect.any(Boolean) },
      address: expect.objectContaining({}),
      company: expect.any(Boolean),
    });
    expect(typeof user._id).toBe("string");
    expect(typeof user.name).toBe("string");
    expect(typeof user.loyaltyPoints).toBe("number");
    expect(user).toHaveProperty("address.ship");
    expect(user).toHaveProperty("address.invoice");
    expect(user).toHaveProperty("companyDetails");
    await api.dispose();
  });

  test("returns the user for the APP_TOKEN cookie", async ({ playwright, baseURL }) => {
    const login = await fresh(playwright, baseURL);
    const token = await loginToken(login, "firma@example.com");
    await login.dispose();

    const api = await fresh(playwright, baseURL);
    const response = await api.get("/api/public/me", {
      headers: { cookie: `theme=dark; APP_TOKEN=${token}` },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ email: "firma@example.com", company: true });
    await api.dispose();
  });

  test("the cookie set by login authenticates the same client", async ({ request }) => {
    await loginToken(request, "hurt@example.com");
    const response = await request.get("/api/public/me");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ email: "hurt@example.com", wholesale: true });
  });

  test("without a token or with an unknown token -> 401 UNAUTHORIZED", async ({ request }) => {
    const none = await request.get("/api/public/me");
    expect(none.status()).toBe(401);
    expect(await none.json()).toEqual({ error: "UNAUTHORIZED" });

    const unknown = await request.get("/api/public/me", {
      headers: { authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(unknown.status()).toBe(401);
    expect(await unknown.json()).toEqual({ error: "UNAUTHORIZED" });
  });

  test("an invalid cookie token -> 401 and the cookie is cleared", async ({ request }) => {
    const response = await request.get("/api/public/me", {
      headers: { cookie: "APP_TOKEN=invalid-token" },
    });
    expect(response.status()).toBe(401);
    const cleared = appTokenCookie(response);
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
  });
});

test.describe("POST /api/public/me", () => {
  const ship = {
    name: "Hurt Hurtowy",
    street: "Magazynowa",
    number: "7",
    apartment: "",
    postCode: "60-001",
    city: "Poznań",
    country: "pl",
    phone: "600 700 800",
  };

  test("saves a valid profile", async ({ playwright, baseURL }) => {
    const api = await fresh(playwright, baseURL);
    const token = await loginToken(api, "hurt@example.com");
    const auth = { authorization: `Bearer ${token}` };
    const response = await api.post("/api/public/me", {
      headers: auth,
      data: { agrees: { marketing: true }, address: { ship }, company: false },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      email: "hurt@example.com",
      name: "Hurt Hurtowy",
      agrees: { marketing: true },
      address: { ship: { city: "Poznań", postCode: "60-001" } },
    });
    const again = await api.get("/api/public/me", { headers: auth });
    expect(await again.json()).toMatchObject({ address: { ship: { street: "Magazynowa" } } });
    await api.dispose();
  });

  test("invalid profile -> 400 INVALID_INPUT with fields", async ({ request }) => {
    const token = await loginToken(request, "hurt@example.com");
    const response = await request.post("/api/public/me", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        marketing: "yes",
        address: { ship: { ...ship, name: "Single", postCode: "60001" } },
        company: true,
      },
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("INVALID_INPUT");
    expect(body.fields).toEqual(
      expect.arrayContaining(["marketing", "address.ship.name", "address.ship.postCode"]),
    );
  });

  test("without a token -> 401", async ({ request }) => {
    const response = await request.post("/api/public/me", { data: { address: { ship } } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "UNAUTHORIZED" });
  });
});

test.describe("DELETE /api/auth/local (logout)", () => {
  test("invalidates the token and clears the cookie", async ({ playwright, baseURL }) => {
    const api = await fresh(playwright, baseURL);
    const token = await loginToken(api, "jan@example.com");
    const auth = { authorization: `Bearer ${token}` };
    expect((await api.get("/api/public/me", { headers: auth })).status()).toBe(200);

    // Like a browser's fetch: a body-less DELETE without a same-origin Origin header is
    // refused by Astro's cross-site request check (security.checkOrigin).
    const origin = new URL(baseURL ?? "http://localhost:4321").origin;
    const logout = await api.delete("/api/auth/local", { headers: { ...auth, origin } });
    expect(logout.status()).toBe(204);
    expect(appTokenCookie(logout)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);

    const after = await api.get("/api/public/me", { headers: auth });
    expect(after.status()).toBe(401);
    // Logging out twice is harmless.
    expect((await api.delete("/api/auth/local", { headers: { ...auth, origin } })).status()).toBe(
      204,
    );
    await api.dispose();
  });
});
