/**
 * A shopper on the Przelewy24 fake's /trnRequest/{token} page
 * (tests/fakes/p24-fake-checkout.ts), with the P24 adapter reading and
 * verifying what P24 then notifies. https://developers.przelewy24.pl/: the
 * notification goes to urlStatus "only for correct payments", the shopper to
 * urlReturn either way; the shop settles with transaction/verify.
 */
import { describe, expect, it } from "vitest";
import { press } from "../../../../tests/fakes/shop-catcher";
import { startP24Fake } from "../../../../tests/fakes/p24/p24-fake";
import { expectShopperPage, hostedPageAgainstFake } from "../against-fake.fixtures";
import { createP24Provider } from "./p24-provider";
import { KEYS, order } from "./p24.fixtures";

const ctx = hostedPageAgainstFake({
  type: "p24",
  start: () => startP24Fake(KEYS),
  adapter: (fake) => createP24Provider({ ...KEYS, apiUrl: fake.url }),
  order,
});

describe("Przelewy24's transaction page in the fake", () => {
  it("shows the amount and currency with the Pay, Decline and Back to the shop buttons", async () => {
    const { url } = await ctx.page("trn1");
    await expectShopperPage(url, {
      heading: "Przelewy24 (test)",
      amount: "137.79 PLN",
      buttons: ["Pay", "Decline", "Back to the shop"],
    });
  });

  it("on Pay notifies urlStatus with a sign the adapter accepts and verifies, then sends the shopper to urlReturn", async () => {
    const { url, ref } = await ctx.page("trn2");
    const answer = await press(url, "pay");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${ctx.shop.url}/order/pay/trn2?attempt=1`);
    const sent = ctx.shop.caught[0];
    if (!sent) throw new Error("no notification");
    const notified = await ctx.provider.readNotification(sent);
    expect(notified).toMatchObject({ providerRef: ref, summaryId: "trn2", amount: "137.79" });
    if (!notified) throw new Error("not read");
    expect(await ctx.provider.confirm(notified, order("trn2"))).toBe("paid");
  });

  it.each(["decline", "back"])(
    "on %s sends the shopper to urlReturn and notifies nothing",
    async (choice) => {
      const { url, ref } = await ctx.page(`trn-${choice}`);
      const answer = await press(url, choice);
      expect(answer.headers.get("location")).toBe(
        `${ctx.shop.url}/order/pay/trn-${choice}?attempt=1`,
      );
      expect(ctx.shop.caught).toHaveLength(0);
      expect(await ctx.provider.status(ref)).toBe("pending");
    },
  );
});
