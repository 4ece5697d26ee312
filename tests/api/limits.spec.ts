/**
 * Issue 27: guessing limits on every path that looks up a gift card or a promo code, and
 * login limits that never lock the owner out (docs/decisions/0015-hardening.md), on a shop
 * of its own with production limits (./limits-helpers.ts).
 */
import { expect, test } from "@playwright/test";
import { PASSWORD, USERS } from "../golden/accounts";
import { mailLink } from "./account-helpers";
import { endShop, startShop, type Shop } from "./fault-server";
import {
  client,
  DIR,
  ENV,
  expectCardLimited,
  expectCodeLimited,
  LINES,
  login,
  newestMail,
  orderCode,
  placeOrder,
  PORT,
  post,
  quote,
} from "./limits-helpers";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** What a guesser sends through each path: 20 wrong values, all different. */
const GUESSES = 20;

let shop: Shop | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startShop({ port: PORT, dataDir: DIR, env: ENV });
});

test.afterAll(async () => {
  await endShop(shop);
});

test.describe("gift cards and promo codes are guessed against one limit on every path", () => {
  test("20 wrong cards in quotes: the next quote does not reveal a valid card", async ({
    request,
  }) => {
    const address = client();
    for (let i = 0; i < GUESSES; i++)
      await quote(request, address, { giftCard: `WRONG-${i}-CARD` });
    const view = await (await quote(request, address, { giftCard: "GIFT-5000-MAXI" })).json();
    expect(view.giftCard).toEqual({
      ok: false,
      error: "tooManyRequests",
      retryAfter: expect.any(Number),
    });
    expect(view.giftCard.retryAfter).toBeGreaterThan(0);
    // The card is left out: 72.13 to pay, not 0.
    expect(view.total).toBe(72.13);
    await expectCardLimited(request, address);
  });

  test("20 wrong codes in quotes: the next quote does not reveal a valid code", async ({
    request,
  }) => {
    const address = client();
    for (let i = 0; i < GUESSES; i++)
      await quote(request, address, { typedCode: `WRONG${i}`, code: `WRONG${i}` });
    const view = await (
      await quote(request, address, { typedCode: "RABAT10", code: "RABAT10" })
    ).json();
    expect(view.code).toMatchObject({ ok: false, error: "tooManyRequests" });
    expect(view.code.message).toMatch(
      /^Zbyt wiele błędnych kodów\. Spróbuj ponownie za \d+ min\.$/,
    );
    expect(view.discount).toBe(0);
    expect(view.total).toBe(72.13);
    await expectCodeLimited(request, address);
  });

  test("20 wrong codes in delivery options: the code check is refused next", async ({
    request,
  }) => {
    const address = client();
    for (let i = 0; i < GUESSES; i++) {
      const res = await post(request, address, "/api/public/order/delivery-options", {
        country: "pl",
        lines: LINES,
        code: `WRONG${i}`,
      });
      expect(res.status()).toBe(200);
    }
    await expectCodeLimited(request, address);
  });

  test("20 orders with wrong codes or wrong cards: the next order is refused with 429", async ({
    request,
  }) => {
    const coder = client();
    for (let i = 0; i < GUESSES; i++) {
      const res = await placeOrder(request, coder, { code: `WRONG${i}` });
      expect(res.status()).toBe(i < 10 ? 400 : 429);
    }
    const withCode = await placeOrder(request, coder, { code: "RABAT10" });
    expect(withCode.status()).toBe(429);
    expect(await withCode.json()).toMatchObject({ error: "tooManyRequests" });
    await expectCodeLimited(request, coder);

    const carder = client();
    for (let i = 0; i < GUESSES; i++) {
      const res = await placeOrder(request, carder, { giftCard: `WRONG-${i}-CARD` });
      expect(res.status()).toBe(i < 10 ? 400 : 429);
    }
    expect((await placeOrder(request, carder, { giftCard: "GIFT-5000-MAXI" })).status()).toBe(429);
    await expectCardLimited(request, carder);
  });

  test("an order placed with a real code is replayed for its key after its client reaches the limit", async ({
    request,
  }) => {
    const address = client();
    const idempotencyKey = "limits-replay-key-0001";
    const email = "limits-replay@example.com";
    const first = await placeOrder(request, address, { code: "RABAT10", idempotencyKey }, email);
    expect(first.status()).toBe(201);
    const placed = await first.json();
    for (let i = 0; i < GUESSES; i++)
      await post(request, address, "/api/public/order/code?lang=pl", {
        code: `WRONG${i}`,
        lines: LINES,
      });
    await expectCodeLimited(request, address);
    // The answer was lost; the same request again gets its order, not 429.
    const again = await placeOrder(request, address, { code: "RABAT10", idempotencyKey }, email);
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ no: placed.no, total: placed.total });
  });

  test("20 wrong checks on the card and code endpoints: quotes leave valid ones out too", async ({
    request,
  }) => {
    const address = client();
    for (let i = 0; i < GUESSES; i++) {
      await post(request, address, "/api/public/order/gift-card", { code: `WRONG-${i}-CARD` });
      await post(request, address, "/api/public/order/code?lang=pl", {
        code: `WRONG${i}`,
        lines: LINES,
      });
    }
    const view = await (
      await quote(request, address, {
        typedCode: "RABAT10",
        code: "RABAT10",
        giftCard: "GIFT-5000-MAXI",
      })
    ).json();
    expect(view.code).toMatchObject({ error: "tooManyRequests" });
    expect(view.giftCard).toMatchObject({ error: "tooManyRequests" });
    expect(view.total).toBe(72.13);
  });

  test("a wrong code and card sent again with every quote count once: real ones still work", async ({
    request,
  }) => {
    const address = client();
    for (const country of ["pl", "de", "cz", "pl", "de"])
      for (let i = 0; i < 4; i++) {
        const view = await (
          await post(request, address, "/api/public/order/quote?lang=pl", {
            lines: LINES,
            country,
            postCode: `00-95${i}`,
            typedCode: "RABAT11",
            code: "RABAT11",
            giftCard: "GIFT-5000-MAXX",
          })
        ).json();
        expect(view.code).toMatchObject({ ok: false, error: "NOT_VALID" });
        expect(view.giftCard).toEqual({ ok: false, error: "NOT_VALID" });
      }
    // A card typed a character at a time: its beginnings are misses until it is complete.
    for (let length = 7; length <= 14; length++)
      await quote(request, address, { giftCard: "GIFT-5000-MAXI".slice(0, length) });
    const view = await (
      await quote(request, address, {
        typedCode: "RABAT10",
        code: "RABAT10",
        giftCard: "GIFT-5000-MAXI",
      })
    ).json();
    // 72.13 − 10 % (7.21) = 64.92, all of it paid by the card.
    expect(view.code).toMatchObject({ ok: true, applied: { code: "RABAT10", value: 7.21 } });
    expect(view.giftCard).toMatchObject({ ok: true, value: 5000, paid: 64.92 });
    expect(view.total).toBe(0);
  });
});

test.describe("logins lock out guessers, not the owner", () => {
  test("the right password logs in from an address that has not failed, while others are locked out", async ({
    request,
  }) => {
    const email = USERS.jan.email;
    const attacker = client();
    for (let i = 0; i < 10; i++)
      expect((await login(request, attacker, email, `wrong-${i}`)).status()).toBe(401);
    // More from elsewhere: 30 failures for the account within 15 minutes.
    for (const other of [client(), client()])
      for (let i = 0; i < 10; i++) await login(request, other, email, `wrong-${i}`);
    const owner = await login(request, client(), email, PASSWORD);
    expect(owner.status()).toBe(200);
    expect((await owner.json()).user.email).toBe(email);
    // The attacker's address stays refused, even with the right password.
    const refused = await login(request, attacker, email, PASSWORD);
    expect(refused.status()).toBe(429);
    const retry = Number(refused.headers()["retry-after"]);
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
  });

  test("the right password from the same address after fewer than 10 failures logs in and clears them", async ({
    request,
  }) => {
    const email = USERS.firma.email;
    const address = client();
    for (let i = 0; i < 9; i++) await login(request, address, email, `wrong-${i}`);
    expect((await login(request, address, email, PASSWORD)).status()).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await login(request, address, email, `wrong-${i}`)).status()).toBe(401);
  });

  test("100 failures from one address slow its next login down, never refuse it", async ({
    request,
  }) => {
    const address = client();
    // Five at a time (each is a password hash's work): 100 failures from one address.
    for (let i = 0; i < 100; i += 5) {
      const batch = [0, 1, 2, 3, 4].map((j) =>
        login(request, address, `nobody-${i + j}@example.com`, "wrong-password"),
      );
      for (const res of await Promise.all(batch)) expect(res.status()).toBe(401);
    }
    const started = Date.now();
    const res = await login(request, address, USERS.hurt.email, PASSWORD);
    const ms = Date.now() - started;
    expect(res.status()).toBe(200);
    // 70 failures past the 30 an hour: the wait is capped at 50 ms for this shop.
    expect(ms).toBeGreaterThanOrEqual(50);
    console.log(`[limits] login after 100 failures from its address: ${ms} ms`);
  });
});

test("a password reset lets its owner in at once from an address that was refused", async ({
  request,
}) => {
  const email = USERS.hurt.email;
  const address = client();
  for (let i = 0; i < 10; i++) await login(request, address, email, `wrong-${i}`);
  expect((await login(request, address, email, PASSWORD)).status()).toBe(429);
  await post(request, address, "/api/public/reset-pass", { email });
  const code = mailLink(await newestMail(email), "reset-password")
    .split("/")
    .pop();
  const reset = await post(request, address, `/api/public/reset-pass/${code}`, {
    password: "nowe-haslo-27",
    retypedPassword: "nowe-haslo-27",
  });
  expect(reset.status()).toBe(200);
  expect((await login(request, address, email, "nowe-haslo-27")).status()).toBe(200);
});

test("five wrong one-time codes burn the code; a new code then logs the guest in", async ({
  request,
}) => {
  const address = client();
  const email = `lookup-${Date.now()}@example.com`;
  const placed = await (await placeOrder(request, address, {}, email)).json();
  const ask = () => post(request, address, "/api/public/login/order", { email, no: placed.no });
  const tryCode = (code: string) =>
    post(request, address, "/api/public/login/order", { email, no: placed.no, code });

  expect(await (await ask()).json()).toEqual({ sent: true });
  const first = await orderCode(email);
  expect(first).toHaveLength(6);
  const wrong = first === "AAAAAA" ? "BBBBBB" : "AAAAAA";
  for (let i = 0; i < 4; i++) {
    const res = await tryCode(wrong);
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: "codeInvalid" });
  }
  const fifth = await tryCode(wrong);
  expect(fifth.status()).toBe(401);
  expect(await fifth.json()).toEqual({ error: "codeBurned" });
  expect(await (await tryCode(first)).json()).toEqual({ error: "codeInvalid" });

  expect(await (await ask()).json()).toEqual({ sent: true });
  const second = await orderCode(email);
  expect(second).not.toBe(first);
  const ok = await tryCode(second);
  expect(ok.status()).toBe(200);
  expect((await ok.json()).user).toMatchObject({ email, ghost: true });
});
