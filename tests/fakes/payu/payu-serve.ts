/** The PayU fake for the test shop (see serve.ts): fixed test keys, the fake's URL as PAYU_API_URL. */
import { startPayuFake } from "./payu-fake";
import type { ServeOptions } from "../serve-contract";

export const provider = "payu";

export const PAYU_TEST_KEYS = {
  posId: "300746",
  clientId: "300746",
  clientSecret: "fake-payu-client-secret",
  secondKey: "fake-payu-second-key",
};

export async function serveFake({ port }: ServeOptions): Promise<Record<string, string>> {
  const fake = await startPayuFake(PAYU_TEST_KEYS, { port });
  return {
    PAYU_POS_ID: PAYU_TEST_KEYS.posId,
    PAYU_CLIENT_ID: PAYU_TEST_KEYS.clientId,
    PAYU_CLIENT_SECRET: PAYU_TEST_KEYS.clientSecret,
    PAYU_SECOND_KEY: PAYU_TEST_KEYS.secondKey,
    PAYU_API_URL: fake.url,
  };
}
