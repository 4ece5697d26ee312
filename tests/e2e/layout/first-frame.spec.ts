/**
 * A page that arrives in pieces (a slow network, a busy phone) is never painted with half a
 * header: the browser may stop parsing anywhere inside it (a custom element, a script) and
 * paint what it has, and a header drawn without its last columns widens them as the rest
 * arrives, moving the search field (a layout shift on every slow load). BaseLayout holds the
 * first frame until the header is whole (`<link rel="expect" href="#main" blocking="render">`).
 *
 * The shop is reached through a small proxy that sends each page in two pieces, pausing
 * inside the header, so the test sees what a slow connection shows.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { shiftsSoFar, watchShifts } from "../layout-shift";

const PAUSE_MS = 800;

/** Forwards to `origin`; HTML pages are sent up to `cut`'s first match, then after a pause. */
async function startSplittingProxy(origin: string, cut: string) {
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(origin + (req.url ?? "/"), {
        headers: { cookie: req.headers.cookie ?? "", accept: req.headers.accept ?? "*/*" },
        redirect: "manual",
      });
      const type = upstream.headers.get("content-type") ?? "application/octet-stream";
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { "content-type": type });
      const at = type.startsWith("text/html") ? body.indexOf(cut) : -1;
      if (at < 0) {
        res.end(body);
        return;
      }
      res.write(body.subarray(0, at));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      res.end(body.subarray(at));
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Frame {
  header: boolean;
  icons: boolean;
}

test("the first frame of a page that arrives in pieces shows the whole header, and nothing shifts", async ({
  page,
  baseURL,
}) => {
  // The pause comes inside the header, after the search field and the tools, before the icons.
  const proxy = await startSplittingProxy(baseURL ?? "", '<div class="header__icons"');
  try {
    await watchShifts(page);
    await page.addInitScript(() => {
      const w = window as unknown as { frames_: Frame[] };
      w.frames_ = [];
      requestAnimationFrame(() => {
        w.frames_.push({
          header: Boolean(document.querySelector("header")),
          icons: Boolean(document.querySelector(".header__icons")),
        });
      });
    });
    for (const path of ["/", "/c/kubki"]) {
      const started = Date.now();
      await page.goto(proxy.url + path, { waitUntil: "load" });
      expect(Date.now() - started, "the proxy paused the page").toBeGreaterThanOrEqual(PAUSE_MS);
      await page.waitForTimeout(300);
      const first = await page.evaluate(
        () => (window as unknown as { frames_: Frame[] }).frames_[0],
      );
      expect(first, path).toEqual({ header: true, icons: true });
      expect(await shiftsSoFar(page), path).toBe(0);
    }
  } finally {
    await proxy.close();
  }
});
