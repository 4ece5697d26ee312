/**
 * Registration, activation and the account rate limits through the API
 * (spec 2 §3 Registration payload, §5 Registration, §7 register and
 * activation/{code}, §8 EMAIL_TAKEN and accountInactive). The activation link
 * is read from the test server's mail outbox (data/test). Every test uses its
 * own new e-mail address.
 */
import { expect, test } from "@playwright/test";
import { PASSWORD, USERS } from "../golden/accounts";
import { form, lastMail, login, newEmail } from "./account-helpers";

test.describe("registration and activation", () => {
  test("a new shopper registers, activates the account from the e-mailed link and logs in", async ({
    request,
  }) => {
    const email = newEmail("anna");
    const res = await request.post("/api/public/register", {
      data: { ...form(email), email: ` ${email.toUpperCase()} ` },
    });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ ok: true, email });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|token/i);

    // Inactive until the link is opened: the right password answers accountInactive.
    const early = await login(request, email, "tajne-haslo-1");
    expect(early.status()).toBe(401);
    expect(await early.json()).toMatchObject({ error: "accountInactive", inactive: true });

    const mail = await lastMail(email);
    expect(mail?.subject).toBe("Aktywuj konto w sklepie Demo Sklep");
    const link = /https?:\/\/\S+\/activation\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    expect(mail?.html).toContain(`/activation/${link?.[1]}`);

    const page = await request.get(new URL(link?.[0] ?? "").pathname);
    expect(page.status()).toBe(200);
    expect(page.headers()["cache-control"]).toBe("private, no-store");
    expect(await page.text()).toContain("Konto jest już aktywne lub zostało aktywowane.");
    expect((await lastMail(email))?.subject).toBe("Witamy w sklepie Demo Sklep");

    const again = await request.get(`/api/public/activation/${link?.[1]}`);
    expect(await again.json()).toEqual({ result: "alreadyActive" });

    const ok = await login(request, email, "tajne-haslo-1");
    expect(ok.status()).toBe(200);
    expect((await ok.json()).user).toMatchObject({ email, name: "Anna Nowak", ghost: false });
  });

  test("the activation endpoint activates once and then answers alreadyActive", async ({
    request,
  }) => {
    const email = newEmail("api");
    await request.post("/api/public/register", { data: { ...form(email), lang: "en" } });
    const mail = await lastMail(email);
    expect(mail?.subject).toBe("Activate your account at Demo Sklep");
    const code = /\/en\/activation\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect((await (await request.get(`/api/public/activation/${code}`)).json()).result).toBe(
      "activated",
    );
    expect((await (await request.get(`/api/public/activation/${code}`)).json()).result).toBe(
      "alreadyActive",
    );
  });

  test("an unknown activation code is not found, on the page and in the API", async ({
    request,
  }) => {
    const api = await request.get("/api/public/activation/abcdefghijklmnopqrstuvwxyz012345");
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: "notFound" });
    const page = await request.get("/activation/not-a-code");
    expect(page.status()).toBe(404);
    expect(await page.text()).toContain("Nie znaleziono linku aktywacyjnego.");
  });

  test("a registered e-mail is EMAIL_TAKEN (401)", async ({ request }) => {
    const res = await request.post("/api/public/register", {
      data: form(USERS.jan.email.toUpperCase()),
    });
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: "EMAIL_TAKEN" });
  });

  test("bad forms answer the spec's messages with the invalid fields", async ({ request }) => {
    const email = newEmail("bad");
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ name: "Anna" }, { error: "formInvalid", fields: ["name"] }],
      [{ phone: "12" }, { error: "formInvalid", fields: ["phone"] }],
      [{ password: "short", retypedPassword: "short" }, { error: "formInvalid" }],
      [{ retypedEmail: "other@example.com" }, { error: "emailDontMatch" }],
      [{ retypedPassword: "tajne-haslo-2" }, { error: "passwordDontMatch" }],
      [{ terms: false }, { error: "needRulesAcceptance", fields: ["terms"] }],
      [{ email: 42 }, { error: "INVALID_INPUT", fields: ["email"] }],
      [{ name: "x".repeat(5000) }, { error: "INVALID_INPUT" }],
    ];
    for (const [change, expected] of cases) {
      const res = await request.post("/api/public/register", {
        data: { ...form(email), ...change },
      });
      expect(res.status(), JSON.stringify(change)).toBe(400);
      expect(await res.json(), JSON.stringify(change)).toMatchObject(expected);
    }
    const malformed = await request.post("/api/public/register", {
      data: Buffer.from('{"email": "a@example.com", "name": '),
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual({ error: "MALFORMED_JSON" });
    expect(await lastMail(email)).toBeUndefined();
  });
});

test.describe("rate limits", () => {
  test("ten failed logins for one e-mail from one address make its next wait (429 with Retry-After)", async ({
    request,
  }) => {
    const email = newEmail("guess");
    await request.post("/api/public/register", { data: form(email) });
    for (let i = 0; i < 10; i++)
      expect((await login(request, email, `wrong-${i}`)).status()).toBe(401);
    const limited = await login(request, email, "tajne-haslo-1");
    expect(limited.status()).toBe(429);
    const body = await limited.json();
    expect(body.error).toBe("tooManyRequests");
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(Number(limited.headers()["retry-after"])).toBe(body.retryAfter);
    // Another account from the same address is not affected.
    expect((await login(request, USERS.jan.email, PASSWORD)).status()).toBe(200);
  });

  test("a sixth registration for one e-mail within an hour waits", async ({ request }) => {
    const email = newEmail("again");
    for (let i = 0; i < 5; i++)
      expect((await request.post("/api/public/register", { data: form(email) })).status()).not.toBe(
        429,
      );
    const limited = await request.post("/api/public/register", { data: form(email) });
    expect(limited.status()).toBe(429);
    expect((await limited.json()).error).toBe("tooManyRequests");
  });
});
