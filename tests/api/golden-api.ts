/** Helpers of the golden HTTP tests: the shop's endpoints called with golden baskets. */
import { expect, type APIRequestContext } from "@playwright/test";
import { PASSWORD } from "../golden/accounts";
import { type Line } from "../golden/products";

export const PORT = Number(process.env.TEST_PORT ?? 4399);
export const ORIGIN = `http://localhost:${PORT}`;
export const NBSP = "\u00a0";

export const currencyCookie = (currency: string | undefined): Record<string, string> =>
  currency ? { cookie: `currency=${currency}` } : {};

/** The total the server recomputes for a basket (POST /api/public/basket/); the copy is deleted again. */
export async function serverTotal(
  request: APIRequestContext,
  lines: Line[],
  options: { currency?: string; lang?: string } = {},
): Promise<number> {
  const lang = options.lang ?? "pl";
  const res = await request.post(`/api/public/basket/?lang=${lang}`, {
    data: {
      products: lines.map((l) => ({
        count: l.quantity,
        id: l.product,
        code: "",
        variantHash: l.variantHash,
      })),
      // The client's total is never trusted.
      totalPrice: 0.01,
      user: null,
      lang,
    },
    headers: currencyCookie(options.currency),
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { id: string; key: string; totalPrice: number };
  const deleted = await request.delete(`/api/public/basket/${body.id}`, {
    headers: { "x-basket-key": body.key },
  });
  expect(deleted.status()).toBe(200);
  return body.totalPrice;
}

export async function applyCode(
  request: APIRequestContext,
  code: string,
  lines: Line[],
  options: { currency?: string; deliveryCountry?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request.post("/api/public/order/code?lang=pl", {
    data: {
      code,
      lines,
      ...(options.deliveryCountry ? { deliveryCountry: options.deliveryCountry } : {}),
    },
    headers: currencyCookie(options.currency),
  });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

export interface OptionView {
  price: number;
  free: boolean;
  freeHint: { kind: string; missing: number } | null;
}

/** Delivery options for Poland by Polish name: price, free and the free-delivery hint. */
export async function deliveryOptions(
  request: APIRequestContext,
  lines: Line[],
  options: { code?: string; discount?: number; currency?: string } = {},
): Promise<Record<string, OptionView>> {
  const res = await request.post("/api/public/order/delivery-options?lang=pl", {
    data: {
      country: "pl",
      postCode: "",
      lines,
      ...(options.code ? { code: options.code } : {}),
      ...(options.discount ? { discount: options.discount } : {}),
    },
    headers: currencyCookie(options.currency),
  });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as ({ name: string } & OptionView)[];
  return Object.fromEntries(
    list.map((o) => [o.name, { price: o.price, free: o.free, freeHint: o.freeHint }]),
  );
}

export async function giftCard(request: APIRequestContext, code: string, currency?: string) {
  const res = await request.post("/api/public/order/gift-card?lang=pl", {
    data: { code },
    headers: currencyCookie(currency),
  });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

export async function logIn(
  request: APIRequestContext,
  email: string,
  origin = ORIGIN,
): Promise<void> {
  const res = await request.post("/api/auth/local", {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  expect(res.status(), `log in as ${email}`).toBe(200);
}

export const SEED_CHANGED =
  "the seed no longer matches tests/golden/: update the fact there and redo the hand arithmetic of the golden tests";
