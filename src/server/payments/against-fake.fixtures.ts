/**
 * Shared by the payment adapters' tests against the providers' local fakes
 * (tests/fakes/): what starts before a file's tests and closes after them, and a
 * shopper on a provider's hosted page with the shop's notify endpoint beside it.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { startShopCatcher } from "../../../tests/fakes/shop-catcher";
import type { PaymentOrder, PaymentProvider } from "./provider";

/**
 * Starts what `start` answers before the file's tests and closes it after them;
 * the function returned gives it to the tests once it has started.
 */
export function startedAroundTests<T extends { close: () => Promise<unknown> }>(
  start: () => Promise<T>,
): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return () => {
    if (started === undefined) throw new Error("Started in beforeAll: read it in a test");
    return started;
  };
}

interface Fake {
  url: string;
  close: () => Promise<void>;
}

/**
 * A provider's fake (`start`), the adapter on it and a catcher standing in for
 * the shop. `page(summaryId)` has the adapter create the order with its return
 * and notify URLs at the catcher (forgetting what it caught) and answers the
 * provider's page the shopper is sent to and the payment's providerRef.
 */
export function hostedPageAgainstFake<F extends Fake>(setup: {
  type: string;
  start: () => Promise<F>;
  adapter: (fake: F) => PaymentProvider;
  order: (summaryId: string) => PaymentOrder;
}) {
  const started = startedAroundTests(async () => {
    const [fake, shop] = await Promise.all([setup.start(), startShopCatcher()]);
    const provider = setup.adapter(fake);
    const close = () => Promise.all([fake.close(), shop.close()]);
    return { fake, shop, provider, close };
  });
  return {
    get shop() {
      return started().shop;
    },
    get provider() {
      return started().provider;
    },
    async page(summaryId: string) {
      const { shop, provider } = started();
      shop.caught.length = 0;
      const created = await provider.create({
        ...setup.order(summaryId),
        returnUrl: `${shop.url}/order/pay/${summaryId}?attempt=1`,
        notifyUrl: `${shop.url}/api/public/payments/${setup.type}/notify`,
      });
      if (created.next.kind !== "redirect") throw new Error("expected a redirect");
      return { url: created.next.url, ref: created.providerRef };
    },
  };
}

/** The provider's page shows its heading, what is to be paid and a button for each label. */
export async function expectShopperPage(
  url: string,
  page: { heading: string; amount: string; buttons: readonly string[] },
) {
  const html = await (await fetch(url)).text();
  expect(html).toContain(`<h1>${page.heading}</h1>`);
  expect(html).toContain(page.amount);
  for (const label of page.buttons) expect(html).toContain(`>${label}</button>`);
}
