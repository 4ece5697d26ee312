/**
 * What the data-source sweep (data-sources.spec.ts) asks of its shop: every page type and the
 * API calls its islands make, a black-hole server (accepts connections, never says a word: the
 * worst an SMTP or OAuth server can do) and the rules an answer must keep while a source fails.
 */
import { createServer, type Server, type Socket } from "node:net";

export interface Fixture {
  token: string;
  orderNo: string;
  publicId: string;
  returnNo: string;
  category: string;
  group: string;
  manufacturer: string;
  product: string;
  productId: string;
  /** The product's main category (its suggestions come from there). */
  categoryId: string;
}

export interface Call {
  /** The page type (or island call), as the reliability table names it. */
  name: string;
  path: string;
  /** What it answers while every source works. */
  status: number;
  auth?: boolean;
  method?: "GET" | "POST";
  json?: unknown;
  api?: boolean;
}

export interface Answer {
  call: Call;
  status: number;
  ms: number;
  retryAfter: string | null;
  cacheControl: string | null;
  body: string;
}

/** Every page type, with a real address for each. */
export function pages(fx: Fixture): Call[] {
  return [
    { name: "home", path: "/", status: 200 },
    { name: "home (en)", path: "/en/", status: 200 },
    { name: "category", path: `/c/${fx.category}`, status: 200 },
    { name: "group", path: `/g/${fx.group}`, status: 200 },
    { name: "manufacturer", path: `/m/${fx.manufacturer}`, status: 200 },
    { name: "search", path: "/search?query=kubek", status: 200 },
    { name: "product", path: `/p/${fx.product}`, status: 200 },
    { name: "content page", path: "/s/o-nas", status: 200 },
    { name: "contact page", path: "/s/kontakt", status: 200 },
    { name: "not-found page", path: "/nie-ma-takiej-strony", status: 404 },
    { name: "basket and delivery", path: "/order/delivery", status: 200 },
    { name: "order details", path: "/order/details", status: 200 },
    { name: "order summary", path: "/order/summary", status: 200 },
    { name: "order status", path: `/order/summary/${fx.publicId}`, status: 200 },
    { name: "wishlist", path: "/wishlist", status: 200 },
    { name: "account", path: "/my-account", status: 200, auth: true },
    { name: "orders", path: "/my-orders", status: 200, auth: true },
    { name: "order detail", path: `/my-orders/${fx.orderNo}`, status: 200, auth: true },
    { name: "returns", path: "/my-returns", status: 200, auth: true },
    { name: "return detail", path: `/my-returns/${fx.returnNo}`, status: 200, auth: true },
    { name: "guest order lookup", path: "/login/order", status: 200 },
    { name: "activation", path: "/activation/nie-ma-takiego", status: 404 },
    { name: "password reset", path: "/reset-password/nie-ma-takiego", status: 200 },
    { name: "unsubscribe", path: "/unsubscribe?token=nie-ma-takiego", status: 200 },
    { name: "sitemap", path: "/sitemap.xml", status: 200 },
    { name: "robots.txt", path: "/robots.txt", status: 200 },
  ];
}

/** The calls the pages' islands make after the page has loaded. */
export function islandCalls(fx: Fixture): Call[] {
  const lines = [{ id: fx.productId, count: 1, variantHash: "" }];
  return [
    { name: "home sections", path: "/api/public/homepage?lang=pl", status: 200 },
    { name: "photo feed", path: "/api/public/instagram/profile", status: 200 },
    { name: "opinions", path: `/api/public/opinion?lang=pl&id=${fx.productId}`, status: 200 },
    {
      name: "suggestions",
      path: `/api/public/suggestions?lang=pl&id=${fx.productId}&mainCategory=${fx.categoryId}&count=4`,
      status: 200,
    },
    { name: "search", path: "/api/public/search?lang=pl&query=kubek", status: 200 },
    { name: "product", path: `/api/public/product/${fx.productId}?lang=pl`, status: 200 },
    {
      name: "delivery quote",
      path: "/api/public/order/quote?lang=pl",
      status: 200,
      method: "POST",
      json: { country: "pl", lines },
    },
    {
      name: "delivery options",
      path: "/api/public/order/delivery-options?lang=pl",
      status: 200,
      method: "POST",
      json: { country: "pl", lines },
    },
    { name: "parcel lockers", path: "/api/public/lockers?carrier=inpost&query=war", status: 200 },
    { name: "profile", path: "/api/public/me", status: 200, auth: true },
    { name: "orders list", path: "/api/public/orders/all", status: 200, auth: true },
    { name: "order status", path: `/api/public/order/summary/${fx.publicId}`, status: 200 },
  ].map((call) => ({ ...call, api: true }) as Call);
}

export async function ask(origin: string, fx: Fixture, call: Call): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(`${origin}${call.path}`, {
    method: call.method ?? "GET",
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
    headers: {
      ...(call.auth
        ? { cookie: `APP_TOKEN=${fx.token}`, authorization: `Bearer ${fx.token}` }
        : {}),
      ...(call.json ? { "content-type": "application/json" } : {}),
    },
    ...(call.json ? { body: JSON.stringify(call.json) } : {}),
  });
  const body = await res.text();
  return {
    call,
    status: res.status,
    ms: Date.now() - started,
    retryAfter: res.headers.get("retry-after"),
    cacheControl: res.headers.get("cache-control"),
    body,
  };
}

/** Asks every call, six at a time (the shop and the test share two cores). */
export async function askAll(origin: string, fx: Fixture, calls: Call[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  const queue = [...calls];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let call = queue.shift(); call; call = queue.shift())
        answers.push(await ask(origin, fx, call));
    }),
  );
  return calls.map((call) => answers.find((a) => a.call === call) as Answer);
}

const STACK = /\bat \S+ \(?(file|node):|ERR_SQLITE|SqliteError|no such table/;

/**
 * What is wrong with an answer given while a source fails: only its usual answer or a clean
 * 503 with Retry-After will do, quickly, and never with internals in the body.
 */
export function problemOf(answer: Answer, limitMs = 3_000): string | null {
  const { call, status, ms, retryAfter, body } = answer;
  const where = `${call.name} (${call.path})`;
  if (STACK.test(body)) return `${where}: internals in the body: ${body.slice(0, 200)}`;
  if (ms > limitMs) return `${where}: answered after ${ms} ms`;
  if (status === call.status) return null;
  if (status !== 503) return `${where}: ${status} instead of ${call.status} or 503`;
  if (!retryAfter) return `${where}: 503 without Retry-After`;
  if (call.api && !body.includes('"UNAVAILABLE"')) return `${where}: 503 body ${body}`;
  return null;
}

/** A server that accepts connections and never answers; `close` ends them all. */
export async function blackHole(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
