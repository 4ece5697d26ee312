/**
 * The edges of a request (issue 27), on a shop of its own (fault-server.ts, on TEST_PORT + 264)
 * configured as one behind a TLS proxy: `SITE_URL=https://shop.example`, German on
 * `BASE_URL_DE=https://de.shop.example`, `ALLOWED_HOSTS=*.shop.example`, and request
 * timeouts of 1 s (headers) and 2 s (whole request).
 * - Absolute links (canonical, hreflang, JSON-LD, sitemaps, robots.txt, e-mailed links) come
 *   from SITE_URL or the language's BASE_URL, whatever the Host (`localhost`, an address, a
 *   `*.shop.example` match) or `X-Forwarded-Proto` the request came with.
 * - Methods, Host headers and request targets the adapter could not take are 4xx, logged as
 *   JSON, never a 500 with a stack trace on stderr.
 * - Headers or a body that trickle in get 408 within the configured timeouts.
 */
import { expect, test } from "@playwright/test";
import { BOOTS } from "../golden/products";
import { withShopDb } from "../test-db";
import { endShop, startShop, type Shop } from "./fault-server";
import { form as registration } from "./account-helpers";
import { lines } from "./operations-helpers";
import { form, key } from "./order-helpers";
import { RawConnection, rawRequest, type RawAnswer } from "./raw-http";

test.describe.configure({ mode: "serial" });

const PORT = Number(process.env["TEST_PORT"] ?? 4399) + 264;
const DATA = `data/request-edges-${PORT}`;
const SITE = "https://shop.example";
const DE = "https://de.shop.example";
/** Hosts the shop accepts that must never appear in a link. */
const HOSTS = [`localhost:${PORT}`, `127.0.0.1:${PORT}`, "evil.shop.example"];
const LEAKS = /localhost|127\.0\.0\.1|evil\.shop|http:\/\/(?!www\.w3\.org|www\.sitemaps\.org)/;

let shop: Shop | undefined;
let stderr = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startShop({
    port: PORT,
    dataDir: DATA,
    env: {
      SITE_URL: SITE,
      BASE_URL_DE: DE,
      ALLOWED_HOSTS: "*.shop.example",
      HEADERS_TIMEOUT_MS: "1000",
      REQUEST_TIMEOUT_MS: "2000",
      ACCESS_LOG: "on",
    },
  });
  shop.child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
});

test.afterAll(async () => {
  await endShop(shop);
});

/** One request on a connection of its own, with any Host and request line. */
async function ask(bytes: string): Promise<RawAnswer | null> {
  const connection = new RawConnection(PORT);
  const answer = connection.next(bytes.startsWith("HEAD "));
  await connection.write(bytes);
  const result = await answer;
  connection.close();
  return result;
}

const get = (path: string, host: string) =>
  ask(rawRequest("GET", path, { host, "x-forwarded-proto": "http", connection: "close" }));

const post = (path: string, host: string, body: unknown) =>
  ask(rawRequest("POST", path, { host, "x-forwarded-proto": "http", connection: "close" }, body));

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

/** The text of the newest e-mail to `to`. */
async function mailTo(to: string): Promise<string> {
  const row = (await withShopDb(
    (db) =>
      db
        .prepare(`select text, html from mail_outbox where "to" = ? order by id desc limit 1`)
        .get(to),
    DATA,
  )) as { text: string; html: string } | undefined;
  return `${row?.text ?? ""}\n${row?.html ?? ""}`;
}

test("pages, sitemaps and robots.txt link to SITE_URL and the language domains, whatever the Host or scheme asked", async () => {
  for (const host of HOSTS) {
    const listing = (await get("/c/bluzy", host))?.body ?? "";
    expect(attr(listing, /<link rel="canonical" href="([^"]+)"/g), host).toEqual([
      `${SITE}/c/bluzy`,
    ]);
    const alternates = attr(listing, /<link rel="alternate" hreflang="\w+" href="([^"]+)"/g);
    expect(alternates.sort(), host).toEqual([
      `${DE}/c/kapuzenpullover`,
      `${SITE}/c/bluzy`,
      `${SITE}/en/c/hoodies`,
    ]);
    const jsonLdUrls = attr(listing, /"(?:url|item)":"([^"]+)"/g);
    expect(jsonLdUrls.length, host).toBeGreaterThan(3);
    for (const url of jsonLdUrls) expect(url, host).toMatch(/^https:\/\/shop\.example\//);

    const product = (await get(`/p/${BOOTS.url.pl}`, host))?.body ?? "";
    const data = attr(product, /<script type="application\/ld\+json">(.*?)<\/script>/g).map(
      (json) => JSON.parse(json ?? "null") as Record<string, unknown>,
    );
    const offer = data.find((d) => d["@type"] === "Product");
    expect(offer?.["url"], host).toBe(`${SITE}/p/${BOOTS.url.pl}`);
    for (const image of (offer?.["image"] as string[] | undefined) ?? [])
      expect(image, host).toMatch(/^https:\/\/shop\.example\/images\//);

    const home = (await get("/", host))?.body ?? "";
    expect(home, host).toContain(`"urlTemplate":"${SITE}/search?query={search_term_string}"`);
    for (const page of [listing, product, home]) expect(page, host).not.toMatch(LEAKS);

    expect((await get("/robots.txt", host))?.body, host).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(
      attr((await get("/sitemap.xml", host))?.body ?? "", /<loc>([^<]+)<\/loc>/g),
      host,
    ).toEqual(["pl", "en", "de"].map((lang) => `${SITE}/sitemaps/${lang}-1.xml`));
    const sitemap = (await get("/sitemaps/pl-1.xml", host))?.body ?? "";
    expect(sitemap, host).toContain(
      `<url><loc>${SITE}/p/${BOOTS.url.pl}</loc><xhtml:link rel="alternate" hreflang="pl" href="${SITE}/p/${BOOTS.url.pl}"/><xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/p/${BOOTS.url.en}"/>`,
    );
    expect(sitemap, host).not.toMatch(LEAKS);
  }
  // German lives on its own domain: its pages link to it, and to the others on SITE_URL.
  const german = (await get("/c/kapuzenpullover", "de.shop.example"))?.body ?? "";
  expect(attr(german, /<link rel="canonical" href="([^"]+)"/g)).toEqual([
    `${DE}/c/kapuzenpullover`,
  ]);
  expect(german).toContain(`hreflang="pl" href="${SITE}/c/bluzy"`);
});

test("e-mailed links point at SITE_URL (or the language's domain), never at the Host or scheme the request came with", async () => {
  const stamp = Date.now();
  // A password reset asked through localhost over plain http, in Polish and in German.
  expect(
    (await post("/api/public/reset-pass", `localhost:${PORT}`, { email: "jan@example.com" }))
      ?.status,
  ).toBe(201);
  expect(await mailTo("jan@example.com")).toMatch(new RegExp(`${SITE}/reset-password/[\\w-]{20,}`));
  const reset = { email: "firma@example.com", lang: "de" };
  expect((await post("/api/public/reset-pass", "evil.shop.example", reset))?.status).toBe(201);
  expect(await mailTo("firma@example.com")).toMatch(new RegExp(`${DE}/reset-password/[\\w-]{20,}`));

  // An activation link, a newsletter's unsubscribe link and an order's summary link.
  const email = `edge-${stamp}@example.com`;
  const registered = await post("/api/public/register", "evil.shop.example", {
    ...registration(email),
    lang: "en",
  });
  expect(registered?.status).toBe(200);
  expect(await mailTo(email)).toMatch(new RegExp(`${SITE}/en/activation/[\\w-]{20,}`));
  const reader = `news-${stamp}@example.com`;
  expect(
    (await post("/api/public/newsletter", "127.0.0.1", { email: reader, lang: "pl" }))?.status,
  ).toBe(200);
  expect(await mailTo(reader)).toContain(`${SITE}/unsubscribe?token=`);

  const buyer = `order-${stamp}@example.com`;
  const lines = [{ product: BOOTS.id, variantHash: "", quantity: 1, type: "normal" }];
  const quote = JSON.parse(
    (
      await post("/api/public/order/quote?lang=pl", "evil.shop.example", {
        lines,
        country: "pl",
        postCode: "00-950",
      })
    )?.body ?? "{}",
  ) as { options: { id: string; name: string }[]; payments: { id: string; type: string }[] };
  const order = await post("/api/public/order/new?lang=pl", "evil.shop.example", {
    lines,
    country: "pl",
    delivery: { id: quote.options.find((o) => o.name === "Kurier DPD")?.id },
    paymentId: quote.payments.find((p) => p.type === "transfer")?.id,
    form: form(buyer),
    idempotencyKey: key(),
  });
  expect(order?.status).toBe(201);
  const { summaryId } = JSON.parse(order?.body ?? "{}") as { summaryId: string };
  expect(await mailTo(buyer)).toContain(`${SITE}/order/summary/${summaryId}`);
  for (const to of ["jan@example.com", "firma@example.com", email, reader, buyer])
    expect(await mailTo(to), to).not.toMatch(/localhost|127\.0\.0\.1|evil\.shop|http:\/\//);
});

test("TRACE, a Host with userinfo and an absolute-form target to a foreign host are 4xx, logged as JSON, with nothing on stderr", async () => {
  const before = stderr.length;
  const trace = await ask("TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
  expect(trace?.status).toBe(405);
  expect(trace?.headers["allow"]).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  const propfind = await ask("PROPFIND /api/public/settings HTTP/1.1\r\nHost: localhost\r\n\r\n");
  expect([propfind?.status, propfind?.body]).toEqual([405, '{"error":"METHOD_NOT_ALLOWED"}']);
  const connect = await ask(`CONNECT localhost:${PORT} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  expect(connect?.status).toBe(405);

  for (const host of ["a@localhost", "user:pw@shop.example", "shop example", "localhost:99999"]) {
    const answer = await ask(`GET /c/bluzy HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(answer?.status, host).toBe(400);
    expect(answer?.body, host).not.toContain("<html");
  }
  const api = await ask(
    "GET /api/public/category HTTP/1.1\r\nHost: a@b\r\nConnection: close\r\n\r\n",
  );
  expect([api?.status, api?.body]).toEqual([400, '{"error":"BAD_HOST"}']);

  // Absolute-form: its authority is the host (RFC 9112), judged like any Host.
  const foreign = await ask(
    "GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
  );
  expect(foreign?.status).toBe(400);
  expect(foreign?.headers["cache-control"]).toBe("no-store");
  const odd = await ask(
    "GET http://127.0.0.1http/evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
  );
  expect(odd?.status).toBe(400);
  const allowed = await ask(
    "GET http://evil.shop.example/c/bluzy HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
  );
  expect(allowed?.status).toBe(200);
  expect(attr(allowed?.body ?? "", /<link rel="canonical" href="([^"]+)"/g)).toEqual([
    `${SITE}/c/bluzy`,
  ]);
  for (const target of ["evil.example/", "ftp://evil.example/", "http://u:p@localhost/"]) {
    const answer = await ask(
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer?.status, target).toBe(400);
  }

  await expect
    .poll(() => lines(shop as Shop).filter((l) => l["code"] === "BAD_HOST").length)
    .toBeGreaterThanOrEqual(5);
  const logged = lines(shop as Shop);
  expect(logged).toContainEqual(
    expect.objectContaining({ level: "warn", component: "http", method: "TRACE", status: 405 }),
  );
  expect(logged).toContainEqual(
    expect.objectContaining({ component: "access", method: "GET", path: "/", status: 400 }),
  );
  expect(stderr.slice(before)).toBe("");
});

test("headers or a body that trickle in are answered 408 within the configured timeouts", async () => {
  const before = stderr.length;
  const trickle = async (head: string, drip: string) => {
    const connection = new RawConnection(PORT);
    const answer = connection.next();
    const started = Date.now();
    await connection.write(head);
    const timer = setInterval(() => void connection.write(drip), 300);
    const result = await answer;
    clearInterval(timer);
    connection.close();
    return { answer: result, ms: Date.now() - started };
  };
  const body = await trickle(
    "POST /api/public/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
    " ",
  );
  expect([body.answer?.status, body.answer?.body]).toEqual([408, '{"error":"REQUEST_TIMEOUT"}']);
  expect(body.answer?.headers["connection"]).toBe("close");
  expect(body.ms).toBeGreaterThanOrEqual(2_000);
  expect(body.ms).toBeLessThan(4_000);
  const headers = await trickle("GET /c/bluzy HTTP/1.1\r\nHost: localhost\r\n", "X-Slow: 1\r\n");
  expect(headers.answer?.status).toBe(408);
  expect(headers.ms).toBeGreaterThanOrEqual(1_000);
  expect(headers.ms).toBeLessThan(3_000);
  console.log(
    `[request-edges] slow body answered 408 after ${body.ms} ms, slow headers after ${headers.ms} ms`,
  );
  await expect
    .poll(() => lines(shop as Shop).filter((l) => l["code"] === "ERR_HTTP_REQUEST_TIMEOUT"))
    .toContainEqual(
      expect.objectContaining({
        level: "warn",
        status: 408,
        method: "POST",
        path: "/api/public/newsletter",
      }),
    );
  expect(stderr.slice(before)).toBe("");
});
