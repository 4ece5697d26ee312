import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
for (const path of process.argv.slice(2)) {
  const c = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await c.addCookies([{ name: "cookie_consent", value: encodeURIComponent(JSON.stringify({ marketing: false, other: false })), url: "http://localhost:4500" }]);
  await c.addInitScript(() => localStorage.setItem("popups:v1", JSON.stringify(Array.from({ length: 20 }, (_, i) => String(i + 1)))));
  const p = await c.newPage();
  const rows = [];
  p.on("response", async (r) => { if (r.request().resourceType() === "script") rows.push([r.url().replace("http://localhost:4500", ""), r.body()]); });
  await p.goto("http://localhost:4500" + path, { waitUntil: "networkidle" });
  const inl = await p.locator('script:not([src]):not([type="application/ld+json"])').evaluateAll((els) => els.map((e) => e.textContent ?? ""));
  console.log("==", path);
  for (const [u, body] of rows) console.log(gzipSync(await body).length, u);
  inl.forEach((t, i) => console.log(gzipSync(t).length, "inline", i, t.slice(0, 80).replace(/\s+/g, " ")));
  await c.close();
}
await b.close();
