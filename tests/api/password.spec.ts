/**
 * Password recovery and change through the API (spec 2 §5 Account, §7
 * reset-pass and change-pass, §8 userDoesNotExist and passwordResetSuccess;
 * issue 11's security rules). Reset links are read from the test server's
 * mail outbox.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { withShopDb } from "../test-db";
import { NEW_PASSWORD, lastMail, login, mailLink, newAccount } from "./account-helpers";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function me(request: APIRequestContext, token: string) {
  return request.get("/api/public/me", { headers: bearer(token) });
}

test.describe("password recovery", () => {
  test("an unknown e-mail is userDoesNotExist (404) and sends nothing", async ({ request }) => {
    const res = await request.post("/api/public/reset-pass", {
      data: { email: "nobody-here@example.com" },
    });
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ error: "userDoesNotExist" });
    expect(await lastMail("nobody-here@example.com")).toBeUndefined();
  });

  test("a shopper resets the password through the e-mailed link, once; old sessions end", async ({
    request,
  }) => {
    const { email, token } = await newAccount(request, "forgot");
    const res = await request.post("/api/public/reset-pass", {
      data: { email: ` ${email.toUpperCase()} `, lang: "en" },
    });
    expect(res.status()).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const mail = await lastMail(email);
    expect(mail?.subject).toBe("A new password at Demo Sklep");
    const link = mailLink(mail, "reset-password");
    expect(link).toMatch(/^\/en\/reset-password\//);
    const api = `/api/public/reset-pass/${link.split("/").pop()}`;

    const mismatch = await request.post(api, {
      data: { password: "nowe-haslo-22", retypedPassword: "nowe-haslo-23" },
    });
    expect(mismatch.status()).toBe(400);
    expect(await mismatch.json()).toEqual({ error: "passwordDontMatch" });
    const short = await request.post(api, {
      data: { password: "krotk", retypedPassword: "krotk" },
    });
    expect(await short.json()).toEqual({ error: "formInvalid" });

    const ok = await request.post(api, {
      data: { password: "nowe-haslo-22", retypedPassword: "nowe-haslo-22" },
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect((await me(request, token)).status()).toBe(401);
    expect((await login(request, email, NEW_PASSWORD)).status()).toBe(401);
    expect((await login(request, email, "nowe-haslo-22")).status()).toBe(200);

    const again = await request.post(api, {
      data: { password: "trzecie-haslo", retypedPassword: "trzecie-haslo" },
    });
    expect(again.status()).toBe(404);
    expect(await again.json()).toEqual({ error: "codeInvalid" });
  });

  test("a reset link expires after an hour", async ({ request }) => {
    const { email } = await newAccount(request, "late");
    await request.post("/api/public/reset-pass", { data: { email } });
    const code =
      mailLink(await lastMail(email), "reset-password")
        .split("/")
        .pop() ?? "";
    await withShopDb((db) =>
      db
        .prepare(
          "update one_time_codes set expires_at = ? where email = ? and purpose = 'password_reset'",
        )
        .run(new Date(Date.now() - 1000).toISOString(), email),
    );
    const res = await request.post(`/api/public/reset-pass/${code}`, {
      data: { password: "nowe-haslo-22", retypedPassword: "nowe-haslo-22" },
    });
    expect(res.status()).toBe(404);
    expect((await login(request, email, NEW_PASSWORD)).status()).toBe(200);
  });

  test("a sixth reset request for one e-mail within an hour waits", async ({ request }) => {
    const { email } = await newAccount(request, "spam");
    for (let i = 0; i < 5; i++)
      expect((await request.post("/api/public/reset-pass", { data: { email } })).status()).toBe(
        201,
      );
    const limited = await request.post("/api/public/reset-pass", { data: { email } });
    expect(limited.status()).toBe(429);
    expect((await limited.json()).error).toBe("tooManyRequests");
  });
});

test.describe("password change", () => {
  test("needs a valid token: none, a forged one and a logged-out one are 401", async ({
    playwright,
    baseURL,
  }) => {
    // Fresh contexts, so the login's cookie is not sent along.
    const setup = await playwright.request.newContext({ baseURL: baseURL ?? "" });
    const request = await playwright.request.newContext({ baseURL: baseURL ?? "" });
    const { token } = await newAccount(setup, "anon");
    const data = {
      password: "x-nowe-haslo",
      retypedPassword: "x-nowe-haslo",
      oldPassword: NEW_PASSWORD,
    };
    const forged = token.slice(0, -4) + "AAAA";
    const none = await request.post("/api/public/change-pass", { data });
    expect(await none.json()).toEqual({ error: "UNAUTHORIZED" });
    const res = await request.post("/api/public/change-pass", { data, headers: bearer(forged) });
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: "UNAUTHORIZED" });
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const out = await request.delete("/api/auth/local", { headers: { ...bearer(token), origin } });
    expect(out.status()).toBe(204);
    const after = await request.post("/api/public/change-pass", { data, headers: bearer(token) });
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ error: "UNAUTHORIZED" });
    await setup.dispose();
    await request.dispose();
  });

  test("a wrong old password is passwordIncorrect; a mismatch is passwordDontMatch", async ({
    request,
  }) => {
    const { token } = await newAccount(request, "typo");
    const wrong = await request.post("/api/public/change-pass", {
      headers: bearer(token),
      data: { password: "nowe-haslo-22", retypedPassword: "nowe-haslo-22", oldPassword: "zle" },
    });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ error: "passwordIncorrect" });
    const mismatch = await request.post("/api/public/change-pass", {
      headers: bearer(token),
      data: { password: "nowe-haslo-22", retypedPassword: "inne", oldPassword: NEW_PASSWORD },
    });
    expect(mismatch.status()).toBe(400);
    expect(await mismatch.json()).toEqual({ error: "passwordDontMatch" });
    // A wrong old password does not log the shopper out.
    expect((await me(request, token)).status()).toBe(200);
  });

  test("changing the password keeps this session and ends the others", async ({ request }) => {
    const { email, token } = await newAccount(request, "change");
    const other = (await (await login(request, email, NEW_PASSWORD)).json()).token as string;
    const res = await request.post("/api/public/change-pass", {
      headers: bearer(token),
      data: {
        password: "nowe-haslo-22",
        retypedPassword: "nowe-haslo-22",
        oldPassword: NEW_PASSWORD,
      },
    });
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toBe('{"ok":true}');
    expect((await me(request, token)).status()).toBe(200);
    expect((await me(request, other)).status()).toBe(401);
    expect((await login(request, email, NEW_PASSWORD)).status()).toBe(401);
    expect((await login(request, email, "nowe-haslo-22")).status()).toBe(200);
  });

  test("one user's token changes only that user's password", async ({ request }) => {
    const a = await newAccount(request, "alice");
    const b = await newAccount(request, "bob");
    const res = await request.post("/api/public/change-pass", {
      headers: bearer(a.token),
      data: {
        password: "nowe-haslo-22",
        retypedPassword: "nowe-haslo-22",
        oldPassword: NEW_PASSWORD,
      },
    });
    expect(res.status()).toBe(200);
    expect((await login(request, b.email, NEW_PASSWORD)).status()).toBe(200);
    expect((await me(request, b.token)).status()).toBe(200);
    expect((await (await me(request, b.token)).json()).email).toBe(b.email);
  });

  test("ten wrong old passwords make the next change wait", async ({ request }) => {
    const { token } = await newAccount(request, "brute");
    for (let i = 0; i < 10; i++) {
      const res = await request.post("/api/public/change-pass", {
        headers: bearer(token),
        data: { password: "nowe-haslo-22", retypedPassword: "nowe-haslo-22", oldPassword: `z${i}` },
      });
      expect(res.status()).toBe(401);
    }
    const limited = await request.post("/api/public/change-pass", {
      headers: bearer(token),
      data: {
        password: "nowe-haslo-22",
        retypedPassword: "nowe-haslo-22",
        oldPassword: NEW_PASSWORD,
      },
    });
    expect(limited.status()).toBe(429);
  });
});
