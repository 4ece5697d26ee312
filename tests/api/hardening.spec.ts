/**
 * Found by probing the landed shop (issue 15), each with its regression test:
 * forged and malformed Host headers, wrong methods on API routes, logging out
 * without an Origin header, bodies larger than their limit (declared or
 * streamed), uploads carrying more than an image, guessing gift cards and
 * flooding opinions. Clients that must not share rate-limit buckets with
 * other tests send their own X-Forwarded-For (the test server trusts one proxy).
 */
import { existsSync, statSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { withShopDb } from "../test-db";

const PORT = Number(process.env["TEST_PORT"] ?? 4399);
const DATA = process.env["TEST_DATA_DIR"] ?? "data/test";
const ORIGIN = `http://localhost:${PORT}`;
/** A generated product no other test reads opinions of; the flood is deleted afterwards. */
const FLOODED = 250;
/** A client address of its own for each run, so rate limits start empty. */
const client = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;

/**
 * What the server sends within `ms` on a connection that only sent `head` (a request's
 * head declaring a body that never comes): no client library can fail on its own writes.
 */
function answerToHead(head: string, ms = 2_000): Promise<string> {
  return new Promise((resolve) => {
    let got = "";
    const socket = connect(PORT, "127.0.0.1", () => socket.write(head));
    socket.on("data", (data: Buffer) => (got += data.toString()));
    socket.on("error", () => undefined);
    setTimeout(() => {
      socket.destroy();
      resolve(got);
    }, ms);
  });
}

/** A raw HTTP request, with any Host header and a body written in chunks. */
function raw(options: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  chunks?: Buffer[];
}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        // A connection of its own: a request that declared more than it sent must not
        // hand its half-read connection to the next request.
        agent: false,
      },
      (res: IncomingMessage) => {
        answered = true;
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"]),
            body,
          }),
        );
      },
    );
    // A server that refuses a body mid-stream answers, throws the rest away for a while and
    // then closes the connection: a later write fails, which is no error once the answer
    // has arrived.
    req.on("error", (error) => setTimeout(() => answered || reject(error), 1_000));
    void (async () => {
      for (const chunk of options.chunks ?? []) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
      }
      req.end();
    })().catch(() => undefined);
  });
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "ascii"), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `width` × `height` white pixels as its header declares (the pixel data is one row). */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 255)]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(row)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function multipart(file: Buffer, type = "image/png"): { body: Buffer; contentType: string } {
  const boundary = "----hardening";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

test.describe("hostile requests", () => {
  test("a forged or malformed Host header gets 400 and no page; loopback hosts are served", async () => {
    for (const host of [
      "evil.example",
      "shop.example.evil.example",
      "::::",
      "shop.example:99999",
    ]) {
      const page = await raw({ path: "/c/dom-i-kuchnia", headers: { host } });
      expect(page.status, host).toBe(400);
      expect(page.body, host).not.toContain("evil.example");
      expect(page.body, host).not.toContain("<html");
    }
    // A well-formed foreign host keeps its path: an API call gets the JSON error. (A malformed
    // one reaches the shop without its path, so the answer is plain text.)
    const api = await raw({ path: "/api/public/category", headers: { host: "evil.example" } });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ error: "BAD_HOST" });
    expect((await raw({ path: "/", headers: { host: `127.0.0.1:${PORT}` } })).status).toBe(200);
  });

  test("a wrong method on an API route answers JSON 405, not an HTML page", async ({ request }) => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await request.fetch("/api/public/category", {
        method,
        headers: { origin: ORIGIN },
      });
      expect(res.status(), method).toBe(405);
      expect(await res.json(), method).toEqual({ error: "METHOD_NOT_ALLOWED", method });
    }
  });

  test("a non-browser client logs out with DELETE and no Origin; a foreign Origin is refused", async () => {
    const out = await raw({ method: "DELETE", path: "/api/auth/local" });
    expect(out.status).toBe(204);
    const forged = await raw({
      method: "DELETE",
      path: "/api/auth/local",
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body)).toEqual({ error: "CROSS_SITE" });
  });

  test("bodies over their limit are refused while they stream, declared or chunked", async () => {
    const declared = await answerToHead(
      "POST /api/public/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        "Content-Type: application/json\r\nContent-Length: 100000000\r\n\r\n",
    );
    expect(declared).toMatch(/^HTTP\/1\.1 413 /);
    expect(declared).toContain('{"error":"BODY_TOO_LARGE"}');
    const started = Date.now();
    const mb = Buffer.alloc(1024 * 1024, 0x20);
    const chunked = await raw({
      method: "POST",
      path: "/api/public/register",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      chunks: [Buffer.from('{"email":"'), ...Array.from({ length: 30 }, () => mb)],
    });
    expect(chunked.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(10_000);
    const upload = await raw({
      method: "POST",
      path: "/api/public/upload",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "transfer-encoding": "chunked",
        "x-forwarded-for": client(),
      },
      chunks: Array.from({ length: 12 }, () => mb),
    });
    expect(upload.status).toBe(413);
  });

  test("an upload is stored re-encoded: bytes appended to an image are gone", async ({
    request,
  }) => {
    const junk = Buffer.alloc(1024 * 1024, 7);
    const { body, contentType } = multipart(Buffer.concat([png(1, 1), junk]));
    const res = await request.post("/api/public/upload", {
      headers: { "content-type": contentType, "x-forwarded-for": client(), origin: ORIGIN },
      data: body,
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const file = `${DATA}/uploads/${id}.png`;
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(1_000);
  });

  test("an image whose header declares 30000 × 30000 pixels is refused before it is decoded", async ({
    request,
  }) => {
    const { body, contentType } = multipart(png(30_000, 30_000));
    const res = await request.post("/api/public/upload", {
      headers: { "content-type": contentType, "x-forwarded-for": client(), origin: ORIGIN },
      data: body,
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({ error: "wrongSize" });
  });

  test("gift-card guesses from one address are stopped with 429", async ({ request }) => {
    const headers = { "x-forwarded-for": client(), origin: ORIGIN };
    let status = 0;
    let tries = 0;
    while (tries < 400) {
      tries += 1;
      const res = await request.post("/api/public/order/gift-card", {
        headers,
        data: { code: `GUESS${tries}XYZ` },
      });
      status = res.status();
      if (status === 429) {
        expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
        break;
      }
    }
    expect(status).toBe(429);
    // 10 failures per 15 minutes, times the test server's address scale of 20.
    expect(tries).toBe(201);
  });

  test("opinions on one product from one address are limited, whatever the cookies", async ({
    playwright,
  }) => {
    const headers = { "x-forwarded-for": client(), origin: ORIGIN };
    let status = 0;
    let sent = 0;
    while (sent < 60) {
      // A fresh context per opinion: no cookie says one was written.
      const context = await playwright.request.newContext({ baseURL: ORIGIN });
      const res = await context.post("/api/public/opinion?lang=pl", {
        headers,
        data: { id: FLOODED, name: "Flood", text: "Flood", number: 1 },
      });
      await context.dispose();
      sent += 1;
      status = res.status();
      if (status !== 201) break;
    }
    expect(status).toBe(429);
    // Two per address and product a day, times the test server's address scale of 20.
    expect(sent).toBe(41);
    await withShopDb(
      (db) =>
        db
          .prepare("DELETE FROM opinions WHERE product_id = ? AND author_name = 'Flood'")
          .run(FLOODED),
      DATA,
    );
  });
});
