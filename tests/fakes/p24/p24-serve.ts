/** The Przelewy24 fake for the test shop (see serve.ts): fixed test keys, the fake's URL as P24_API_URL. */
import { startP24Fake } from "./p24-fake";
import type { ServeOptions } from "../serve-contract";

export const provider = "p24";

export const P24_TEST_KEYS = {
  merchantId: 100001,
  posId: 100001,
  apiKey: "fake-p24-api-key",
  crc: "fake-p24-crc",
};

export async function serveFake({ port }: ServeOptions): Promise<Record<string, string>> {
  const fake = await startP24Fake(P24_TEST_KEYS, port);
  return {
    P24_MERCHANT_ID: String(P24_TEST_KEYS.merchantId),
    P24_POS_ID: String(P24_TEST_KEYS.posId),
    P24_API_KEY: P24_TEST_KEYS.apiKey,
    P24_CRC: P24_TEST_KEYS.crc,
    P24_API_URL: fake.url,
  };
}
