import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliParams, compressResponse, negotiateEncoding } from "./compression";

const html = `<!doctype html><p>${"zakupy ".repeat(400)}</p>`;

function page(): Response {
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
}

describe("compression", () => {
  it("prefers brotli, falls back to gzip, and respects q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding(null)).toBeNull();
  });

  it("compresses HTML with brotli and the body round-trips", async () => {
    const req = new Request("http://x/", { headers: { "accept-encoding": "br, gzip" } });
    const res = compressResponse(req, page());
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(html.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it("fits brotli's window to the body: 64 KB at least, 4 MB at most, 1 MB when the length is unknown", () => {
    const { BROTLI_PARAM_LGWIN: LGWIN, BROTLI_PARAM_SIZE_HINT: HINT } = constants;
    expect(brotliParams(4, 0)[LGWIN]).toBe(16);
    expect(brotliParams(4, 65_535)[LGWIN]).toBe(16);
    expect(brotliParams(4, 65_536)[LGWIN]).toBe(17);
    expect(brotliParams(4, 80_000)).toMatchObject({ [LGWIN]: 17, [HINT]: 80_000 });
    expect(brotliParams(9, 5_000_000)[LGWIN]).toBe(22);
    expect(brotliParams(4, null)[LGWIN]).toBe(20);
    expect(brotliParams(4, null)[HINT]).toBeUndefined();
    const body = Buffer.from(html);
    const fitted = brotliCompressSync(body, { params: brotliParams(4, body.length) });
    const full = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(brotliDecompressSync(fitted).toString()).toBe(html);
    expect(fitted.length).toBeLessThanOrEqual(full.length);
  });

  it("compresses a page that announces its length with the window fitted to it", async () => {
    const bytes = new TextEncoder().encode(html);
    const req = new Request("http://x/", { headers: { "accept-encoding": "br" } });
    const res = await compressResponse(
      req,
      new Response(bytes, {
        headers: { "content-type": "text/html", "content-length": String(bytes.length) },
      }),
    );
    expect(res.headers.get("content-length")).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
  });

  it("round-trips a body of one large chunk followed by small ones", async () => {
    const large = "ł".repeat(20_000);
    const parts = [large, "<p>a</p>", "<p>b</p>", large];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    const req = new Request("http://x/", { headers: { "accept-encoding": "br" } });
    const res = compressResponse(
      req,
      new Response(body, { headers: { "content-type": "text/html" } }),
    );
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(
      parts.join(""),
    );
  });

  it("compresses with gzip when brotli is not accepted", async () => {
    const req = new Request("http://x/", { headers: { "accept-encoding": "gzip" } });
    const res = compressResponse(req, page());
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
  });

  it("ends the compressed body with the error of a page body that fails half-way, without an uncaught error", async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(html));
      },
      pull(controller) {
        controller.error(new Error("no such table: categories"));
      },
    });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const req = new Request("http://x/", { headers: { "accept-encoding": "gzip" } });
      const res = compressResponse(
        req,
        new Response(failing, { headers: { "content-type": "text/html; charset=utf-8" } }),
      );
      await expect(res.arrayBuffer()).rejects.toThrow("no such table");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });

  it("leaves images and already-encoded responses untouched", () => {
    const req = new Request("http://x/", { headers: { "accept-encoding": "gzip" } });
    const img = new Response("xx", { headers: { "content-type": "image/jpeg" } });
    expect(compressResponse(req, img).headers.get("content-encoding")).toBeNull();
    const enc = new Response("xx", {
      headers: { "content-type": "text/html", "content-encoding": "gzip" },
    });
    expect(compressResponse(req, enc)).toBe(enc);
  });
});
