import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgePurgeUrls, purgeEdge } from "./edge-purge";

const heard: { method: string | undefined; ban: string | undefined }[] = [];
const server = createServer((req: IncomingMessage, res) => {
  heard.push({ method: req.method, ban: req.headers["x-ban-url"] as string | undefined });
  res.statusCode = req.url === "/broken" ? 500 : 200;
  res.end();
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe("edge cache purge", () => {
  it("reads only http(s) addresses from EDGE_PURGE_URLS", () => {
    expect(edgePurgeUrls({ EDGE_PURGE_URLS: " http://a:6081/ , ftp://b, https://c/ban" })).toEqual([
      "http://a:6081/",
      "https://c/ban",
    ]);
    expect(edgePurgeUrls({})).toEqual([]);
  });

  it("sends PURGE with the path pattern to every cache and counts those that took it", async () => {
    heard.length = 0;
    const done = await purgeEdge("^/", [`${base}/`, `${base}/broken`]);
    expect(done).toBe(1);
    expect(heard).toEqual([
      { method: "PURGE", ban: "^/" },
      { method: "PURGE", ban: "^/" },
    ]);
  });

  it("never throws when a cache cannot be reached", async () => {
    await expect(purgeEdge("^/", ["http://127.0.0.1:9/"])).resolves.toBe(0);
  });
});
