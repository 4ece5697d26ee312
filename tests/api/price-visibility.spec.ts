/**
 * One price view decides what leaves the server (issue 27 item 9;
 * src/domain/pricing/price-visibility.ts): every endpoint that answers products or
 * amounts is walked as a guest, a customer and a wholesale customer, and as a
 * guest and a customer of a second shop (TEST_PORT + 170) whose prices are for
 * logged-in users only. Nobody but a wholesale customer receives a wholesale
 * price; a guest who may see no prices receives no price and no amount; an
 * answer a shared cache may keep is the guest's answer, and one that differs
 * per caller says so (`Vary`) or is private.
 */
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { startPricesForLoggedShop, type SecondShop } from "../e2e/second-shop";
import { PASSWORD, USERS } from "../golden/accounts";
import { BOOTS, PUZZLE, line } from "../golden/products";
import { PORT } from "./golden-api";

type Role = "guest" | "customer" | "wholesale";

interface Endpoint {
  name: string;
  /** Answers amounts only to callers who may see prices (401 PRICES_HIDDEN otherwise). */
  amounts?: boolean;
  /** Needs a logged-in caller (401 for a guest). */
  personal?: boolean;
  call: (request: APIRequestContext) => Promise<APIResponse>;
}

const lines = [line(BOOTS, 2), line(PUZZLE, 1)];

/** Every endpoint under /api/public that answers products or amounts. */
const ENDPOINTS: Endpoint[] = [
  { name: "product/{id}", call: (r) => r.get(`/api/public/product/${BOOTS.id}?lang=pl`) },
  {
    name: "product/many",
    call: (r) =>
      r.post("/api/public/product/many?lang=pl&detailed=true", {
        data: { ids: [Number(BOOTS.id), Number(PUZZLE.id), 11] },
      }),
  },
  { name: "group/{id}", call: (r) => r.get("/api/public/group/1?lang=pl") },
  {
    name: "group/{id} of a manufacturer",
    call: (r) => r.get("/api/public/group/10?manufacturer=true&lang=pl"),
  },
  { name: "category", call: (r) => r.get("/api/public/category?lang=pl&id=1") },
  { name: "search", call: (r) => r.get("/api/public/search?lang=pl&query=Kappa") },
  { name: "suggestions", call: (r) => r.get(`/api/public/suggestions?lang=pl&id=${BOOTS.id}`) },
  { name: "homepage", call: (r) => r.get("/api/public/homepage?lang=pl") },
  {
    name: "order/quote",
    amounts: true,
    call: (r) => r.post("/api/public/order/quote?lang=pl", { data: { lines, country: "pl" } }),
  },
  {
    name: "order/delivery-options",
    amounts: true,
    call: (r) =>
      r.post("/api/public/order/delivery-options?lang=pl", { data: { lines, country: "pl" } }),
  },
  {
    name: "order/code",
    amounts: true,
    call: (r) => r.post("/api/public/order/code?lang=pl", { data: { code: "RABAT10", lines } }),
  },
  {
    name: "order/gift-card",
    amounts: true,
    call: (r) => r.post("/api/public/order/gift-card?lang=pl", { data: { code: "GIFT-100-ABCD" } }),
  },
  {
    name: "order/new",
    amounts: true,
    // An incomplete order: a caller who may see prices gets 400, never an order.
    call: (r) => r.post("/api/public/order/new?lang=pl", { data: { lines } }),
  },
  {
    name: "basket",
    call: (r) =>
      r.post("/api/public/basket/?lang=pl", {
        data: {
          products: lines.map((l) => ({
            count: l.quantity,
            id: l.product,
            code: "",
            variantHash: "",
          })),
          totalPrice: 0.01,
          user: null,
          lang: "pl",
        },
      }),
  },
  { name: "orders/all", personal: true, call: (r) => r.get("/api/public/orders/all") },
];

/** Paths of every key named `key` in a JSON value. */
function pathsOf(value: unknown, key: string, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => pathsOf(v, key, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(k === key ? [`${path}.${k}`] : []),
    ...pathsOf(v, key, `${path}.${k}`),
  ]);
}

/** Values of every key named `key` in a JSON value. */
function valuesOf(value: unknown, key: string): unknown[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(k === key && !Array.isArray(value) ? [v] : []),
    ...valuesOf(v, key),
  ]);
}

/** Numbers anywhere in a JSON value (an amount is a number). */
function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(numbersIn);
}

interface Answer {
  status: number;
  cache: string;
  vary: string;
  body: unknown;
}

async function answer(endpoint: Endpoint, request: APIRequestContext): Promise<Answer> {
  const res = await endpoint.call(request);
  const headers = res.headers();
  return {
    status: res.status(),
    cache: headers["cache-control"] ?? "",
    vary: (headers["vary"] ?? "").toLowerCase(),
    body: await res.json(),
  };
}

async function contextOf(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  origin: string,
  role: Role,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { origin },
  });
  if (role === "guest") return request;
  const email = role === "wholesale" ? USERS.hurt.email : USERS.jan.email;
  const login = await request.post("/api/auth/local", { data: { email, password: PASSWORD } });
  expect(login.status(), `log in as ${email}`).toBe(200);
  return request;
}

test.describe("every product or amount answer of the shop, per caller", () => {
  test("only a wholesale customer receives wholesale prices, and shared answers are the guest's", async ({
    playwright,
  }) => {
    test.slow();
    const origin = `http://localhost:${PORT}`;
    const roles: Role[] = ["guest", "customer", "wholesale"];
    const callers = await Promise.all(roles.map((role) => contextOf(playwright, origin, role)));
    for (const endpoint of ENDPOINTS) {
      const answers = new Map<Role, Answer>();
      for (const [i, role] of roles.entries()) {
        const caller = callers[i] as APIRequestContext;
        answers.set(role, await answer(endpoint, caller));
      }
      const guest = answers.get("guest") as Answer;
      for (const role of roles) {
        const a = answers.get(role) as Answer;
        const what = `${endpoint.name} as ${role}`;
        if (endpoint.personal && role === "guest") {
          expect(a.status, what).toBe(401);
          continue;
        }
        expect(a.status, what).toBeLessThan(500);
        if (endpoint.amounts && endpoint.name !== "order/new") expect(a.status, what).toBe(200);
        if (role !== "wholesale") expect(pathsOf(a.body, "wholesale"), what).toEqual([]);
        // An answer a shared cache may keep is exactly the guest's.
        if (a.cache.includes("public")) expect(a.body, what).toEqual(guest.body);
      }
      const wholesale = answers.get("wholesale") as Answer;
      if (JSON.stringify(wholesale.body) !== JSON.stringify(guest.body)) {
        // Differs per caller: the wholesale answer is private, and a cacheable guest answer
        // names the cookie and the header the caller is known by.
        expect(wholesale.cache, `${endpoint.name} as wholesale`).not.toContain("public");
        if (guest.cache.includes("public")) {
          expect(guest.vary, `${endpoint.name} as guest`).toContain("cookie");
          expect(guest.vary, `${endpoint.name} as guest`).toContain("authorization");
        }
      }
    }
    // The walk found wholesale prices where they belong.
    const hurt = callers[2] as APIRequestContext;
    const group = (await (await hurt.get("/api/public/group/1?lang=pl")).json()) as {
      products: { price: { pl: { wholesale?: unknown } } }[];
    };
    expect(group.products.filter((p) => p.price.pl.wholesale).length).toBeGreaterThan(0);
    const boots = await (await hurt.get(`/api/public/product/${BOOTS.id}?lang=pl`)).json();
    expect(boots.price.pl.wholesale).toEqual(BOOTS.wholesale);
    await Promise.all(callers.map((c) => c.dispose()));
  });
});

test.describe("prices for logged-in users only (a second shop)", () => {
  const origin = `http://localhost:${PORT + 170}`;
  let shop: SecondShop | null = null;
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shop = await startPricesForLoggedShop(170);
  });

  test.afterAll(() => {
    shop?.stop();
    shop = null;
  });

  test("a guest receives no price and no amount from any endpoint; a customer receives them privately", async ({
    playwright,
  }) => {
    test.slow();
    const guest = await contextOf(playwright, origin, "guest");
    const customer = await contextOf(playwright, origin, "customer");
    for (const endpoint of ENDPOINTS) {
      const a = await answer(endpoint, guest);
      const what = `${endpoint.name} as a guest`;
      if (endpoint.personal) {
        expect(a.status, what).toBe(401);
        continue;
      }
      if (endpoint.amounts) {
        expect(a, what).toMatchObject({ status: 401, body: { error: "PRICES_HIDDEN" } });
        expect(numbersIn(a.body), what).toEqual([]);
        continue;
      }
      expect(a.status, what).toBe(200);
      for (const key of ["brutto", "netto", "wholesale", "priceHistory", "totalPrice"])
        expect(pathsOf(a.body, key), `${what}: ${key}`).toEqual([]);
      for (const price of valuesOf(a.body, "price")) expect(price, what).toEqual({});
      // The search overlay's rows carry their price as text: none for such a guest either.
      for (const text of valuesOf(a.body, "priceText")) expect(text, what).toBeNull();
      const c = await answer(endpoint, customer);
      // The customer sees prices, so a product answer differs from the guest's: private.
      if (JSON.stringify(c.body) !== JSON.stringify(a.body))
        expect(c.cache, `${endpoint.name} as a customer`).not.toContain("public");
    }
    // Every product's price block is empty for the guest; the customer's quote has amounts:
    // 2 × 13.59 + 185.77 = 212.95.
    const many = (await (
      await guest.post("/api/public/product/many?lang=pl", { data: { ids: [Number(BOOTS.id)] } })
    ).json()) as { price: object }[];
    expect(many.map((p) => p.price)).toEqual([{}]);
    const quote = await customer.post("/api/public/order/quote?lang=pl", {
      data: { lines, country: "pl" },
    });
    expect(quote.status()).toBe(200);
    expect((await quote.json()).productsTotal).toBe(212.95);
    await Promise.all([guest.dispose(), customer.dispose()]);
  });
});
