/**
 * A shopper on the Przelewy24 fake's /trnRequest/{token} page
 * (tests/fakes/p24-fake-checkout.ts), with the P24 adapter reading and
 * verifying what P24 then notifies. https://developers.przelewy24.pl/: the
 * notification goes to urlStatus "only for correct payments", the shopper to
 * urlReturn either way; the shop settles with transaction/verify.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startP24Fake, type P24Fake } from "../../../../tests/fakes/p24/p24-fake";
import { press, startShopCatcher } from "../../../../tests/fakes/shop-catcher";
import type { PaymentOrder, PaymentProvider } from "../provider";
import { createP24Provider } from "./p24-provider";

const KEYS = { merchantId: 64195, posId: 64195, apiKey: "b2f4c1d3e5a7", crc: "a1b2c3d4e5f60718" };

let fake: P24Fake;
let shop: Awaited<ReturnType<typeof startShopCatcher>>;
let p24: PaymentProvider;

beforeAll(async () => {
  [fake, shop] = await Promise.all([startP24Fake(KEYS), startShopCatcher()]);
  p24 = createP24Provider({ ...KEYS, apiUrl: fake.url });
});
afterAll(() => Promise.all([fake.close(), shop.close()]));

function order(summaryId: string): PaymentOrder {
  return {
    summaryId,
    no: "2026/11/26/ABC001",
    amount: "137.79",
    currency: "pln",
    email: "ala@example.com",
    lang: "pl",
    type: "p24",
    subType: null,
    returnUrl: `${shop.url}/order/pay/${summaryId}?attempt=1`,
    notifyUrl: `${shop.url}/api/public/payments/p24/notify`,
  };
}

async function transactionPage(summaryId: string) {
  shop.caught.length = 0;
  const created = await p24.create(order(summaryId));
  if (created.next.kind !== "redirect") throw new Error("expected a redirect");
  return { url: created.next.url, ref: created.providerRef };
}

describe("Przelewy24's transaction page in the fake", () => {
  it("shows the amount and currency with the Pay, Decline and Back to the shop buttons", async () => {
    const { url } = await transactionPage("trn1");
    const html = await (await fetch(url)).text();
    expect(html).toContain("<h1>Przelewy24 (test)</h1>");
    expect(html).toContain("137.79 PLN");
    for (const label of ["Pay", "Decline", "Back to the shop"])
      expect(html).toContain(`>${label}</button>`);
  });

  it("on Pay notifies urlStatus with a sign the adapter accepts and verifies, then sends the shopper to urlReturn", async () => {
    const { url, ref } = await transactionPage("trn2");
    const answer = await press(url, "pay");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${shop.url}/order/pay/trn2?attempt=1`);
    const sent = shop.caught[0];
    if (!sent) throw new Error("no notification");
    const notified = await p24.readNotification(sent);
    expect(notified).toMatchObject({ providerRef: ref, summaryId: "trn2", amount: "137.79" });
    if (!notified) throw new Error("not read");
    expect(await p24.confirm(notified, order("trn2"))).toBe("paid");
  });

  it.each(["decline", "back"])(
    "on %s sends the shopper to urlReturn and notifies nothing",
    async (choice) => {
      const { url, ref } = await transactionPage(`trn-${choice}`);
      const answer = await press(url, choice);
      expect(answer.headers.get("location")).toBe(`${shop.url}/order/pay/trn-${choice}?attempt=1`);
      expect(shop.caught).toHaveLength(0);
      expect(await p24.status(ref)).toBe("pending");
    },
  );
});
