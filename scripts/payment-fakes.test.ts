import { createServer } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startPaymentFakes, stopPaymentFakes } from "./payment-fakes.mjs";

// A base of four ports nobody else in the tests uses.
const base = 21_000 + Math.floor(Math.random() * 4000) * 4;

afterAll(() => stopPaymentFakes());

describe("the payment fakes for the test shop", () => {
  it("answer the shop's PayU, Przelewy24 and PayPal variables, each fake on its own port", async () => {
    const env = await startPaymentFakes(base, "http://localhost:4399");
    expect(env).toMatchObject({
      PAYU_POS_ID: expect.any(String),
      PAYU_CLIENT_ID: expect.any(String),
      PAYU_CLIENT_SECRET: expect.any(String),
      PAYU_SECOND_KEY: expect.any(String),
      PAYU_API_URL: `http://127.0.0.1:${base + 1}`,
      P24_MERCHANT_ID: expect.stringMatching(/^\d+$/),
      P24_POS_ID: expect.stringMatching(/^\d+$/),
      P24_API_KEY: expect.any(String),
      P24_CRC: expect.any(String),
      P24_API_URL: `http://127.0.0.1:${base + 2}`,
      PAYPAL_CLIENT_ID: expect.any(String),
      PAYPAL_CLIENT_SECRET: expect.any(String),
      PAYPAL_WEBHOOK_ID: expect.any(String),
      PAYPAL_API_URL: `http://127.0.0.1:${base + 3}`,
    });
    const page = await fetch(`${env["PAYU_API_URL"]}/pay/?orderId=unknown`);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("There is no such payment.");
  }, 30_000);

  it("fail with the fakes' own error when one of their ports is taken", async () => {
    const taken = createServer();
    const other = base + 400;
    await new Promise<void>((resolve) => taken.listen(other + 2, "127.0.0.1", resolve));
    try {
      await expect(startPaymentFakes(other, "http://localhost:4399")).rejects.toThrow(/EADDRINUSE/);
    } finally {
      taken.close();
    }
  }, 30_000);
});
