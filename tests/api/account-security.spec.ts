/**
 * The account endpoints' security rules (issue 11): no user reads or
 * changes another's data — with the other's token, a forged token or none;
 * no enumeration beyond the spec's messages; no password, hash or token in
 * any answer.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { NEW_PASSWORD, login, newAccount } from "./account-helpers";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const profile = (name: string) => ({
  name,
  address: {
    ship: {
      name,
      street: "Długa",
      number: "5",
      postCode: "00-950",
      city: "Warszawa",
      country: "pl",
      phone: "600700800",
    },
  },
});

async function me(request: APIRequestContext, headers: Record<string, string> = {}) {
  return request.get("/api/public/me", { headers });
}

test("each token reads and saves only its own account", async ({ request }) => {
  const a = await newAccount(request, "sec-a");
  const b = await newAccount(request, "sec-b");
  expect((await (await me(request, bearer(a.token))).json()).email).toBe(a.email);
  expect((await (await me(request, bearer(b.token))).json()).email).toBe(b.email);

  const saved = await request.post("/api/public/me", {
    headers: bearer(a.token),
    data: { ...profile("Alicja Zmieniona"), email: b.email, _id: "1" },
  });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).email).toBe(a.email);
  const other = await (await me(request, bearer(b.token))).json();
  expect(other.name).toBe("Anna Nowak");
  expect(other.address.ship).toBeNull();
});

test("a forged, a logged-out or no token reads and changes nothing", async ({
  playwright,
  baseURL,
}) => {
  // A fresh context: no cookie from the login below reaches these calls.
  const request = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  const setup = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  const a = await newAccount(setup, "sec-forge");
  const forged = `${a.token.slice(0, 10)}${"x".repeat(a.token.length - 10)}`;
  for (const headers of [{}, bearer(forged), bearer("a".repeat(43)), { cookie: "APP_TOKEN=%00" }]) {
    expect((await me(request, headers)).status()).toBe(401);
    const post = await request.post("/api/public/me", { headers, data: profile("Ktoś Obcy") });
    expect(post.status()).toBe(401);
    expect(await post.json()).toEqual({ error: "UNAUTHORIZED" });
  }
  // A DELETE without an Origin would be refused by Astro's cross-site check.
  const origin = new URL(baseURL ?? "http://localhost").origin;
  expect(
    (await request.delete("/api/auth/local", { headers: { ...bearer(a.token), origin } })).status(),
  ).toBe(204);
  expect((await me(request, bearer(a.token))).status()).toBe(401);
  await request.dispose();
  await setup.dispose();
});

test("a wrong password and an unknown e-mail get the same answer", async ({ request }) => {
  const a = await newAccount(request, "sec-enum");
  const wrong = await login(request, a.email, "nie-to-haslo");
  const unknown = await login(request, `nobody-${Date.now()}@example.com`, "nie-to-haslo");
  expect(wrong.status()).toBe(401);
  expect(unknown.status()).toBe(401);
  expect(await wrong.json()).toEqual(await unknown.json());
});

test("no answer carries a password, a hash or another token", async ({ request }) => {
  const a = await newAccount(request, "sec-leak");
  const answers = [
    await (await login(request, a.email, NEW_PASSWORD)).text(),
    await (await me(request, bearer(a.token))).text(),
    await (
      await request.post("/api/public/me", {
        headers: bearer(a.token),
        data: profile("Anna Nowak"),
      })
    ).text(),
    await (await request.post("/api/public/reset-pass", { data: { email: a.email } })).text(),
  ];
  for (const body of answers) {
    expect(body).not.toContain(NEW_PASSWORD);
    expect(body).not.toMatch(/scrypt\$|password_?hash|activation_?code|code_hash/i);
  }
  // Only the login answer carries a token: the one it just issued.
  expect(answers.slice(1).join("")).not.toContain(a.token);
});
