import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mayBeStaticFile, serveStaticFile } from "./static-files.mjs";

describe("static files", () => {
  it("are looked for only where the last segment has a dot", () => {
    expect(mayBeStaticFile("/favicon.ico")).toBe(true);
    expect(mayBeStaticFile("/_astro/fonts/figtree.woff2")).toBe(true);
    expect(mayBeStaticFile("/c/dom-i-kuchnia")).toBe(false);
    expect(mayBeStaticFile("/")).toBe(false);
    expect(mayBeStaticFile("/assets/")).toBe(false);
    expect(mayBeStaticFile("/v1.2/page")).toBe(false);
  });

  let server: Server;
  let origin = "";
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "static-files-"));
    mkdirSync(join(dir, "_astro"));
    writeFileSync(join(dir, "favicon.ico"), "icon");
    writeFileSync(join(dir, "_astro", "a.B1c.js"), "js");
    writeFileSync(join(dir, ".env"), "secret");
    server = createServer((req, res) =>
      serveStaticFile(req, res, dir, () => {
        res.writeHead(299);
        res.end("app");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("serve a file that exists, hashed assets for a year, and hand everything else to the app", async () => {
    const icon = await fetch(`${origin}/favicon.ico`);
    expect([icon.status, await icon.text()]).toEqual([200, "icon"]);
    const asset = await fetch(`${origin}/_astro/a.B1c.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const path of ["/missing.png", "/c/kubki", "/.env", "/_astro/../.env"]) {
      const answer = await fetch(`${origin}${path}`);
      expect([path, answer.status, await answer.text()]).toEqual([path, 299, "app"]);
    }
    const post = await fetch(`${origin}/favicon.ico`, { method: "POST" });
    expect(post.status).toBe(299);
  });
});
