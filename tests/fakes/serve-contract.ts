/**
 * What each `tests/fakes/{provider}/{provider}-serve.ts` module exports for the launcher
 * (serve.ts): the provider it imitates and a function that starts its fake on
 * a given port and answers the shop's environment variables for it (keys,
 * secrets and `*_API_URL`), so the test shop runs configured against it.
 */
export type FakeProvider = "stripe" | "payu" | "p24" | "paypal";

export interface ServeOptions {
  /** The port on 127.0.0.1 the fake listens on. */
  port: number;
  /** The shop's origin, e.g. http://localhost:4399 (where webhooks go). */
  shopUrl: string;
}

export interface FakeServeModule {
  provider: FakeProvider;
  serveFake: (opts: ServeOptions) => Promise<Record<string, string>>;
}

/** Each provider's port: the launcher's base plus this. */
export const PORT_OFFSETS: Record<FakeProvider, number> = { stripe: 0, payu: 1, p24: 2, paypal: 3 };

/** The shop's notification endpoint for a provider (the lead's contract for issue 30). */
export const notifyUrl = (shopUrl: string, provider: FakeProvider) =>
  `${shopUrl.replace(/\/+$/, "")}/api/public/payments/${provider}/notify`;
