import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressResponse, negotiateEncoding } from "./compression";

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
