// Speed and size report (not a test). Starts the built shop on a fresh bench
// database for each catalogue size, then measures, over loopback only:
// - p50/p95 response time of the home, category, product and search requests;
// - p50/p95 server time (the `Server-Timing` header: ids, facet counts and the
//   page's products, without HTML rendering) of a filtered listing — two
//   attribute filters, a producer filter, a price range and price sort — and
//   of search;
// - p50/p95 of the delivery step's quote (POST /api/public/order/quote) for a
//   10-line basket with a delivery choice and a promo code;
// - SSR requests/s of home, category and product with the page cache off and
//   on, each beside the same HTML served as a static file, as a ratio
//   (autocannon, scripts/bench/ssr-ratio.mjs);
// - per page type, JS gzip bytes before interaction and after full hydration
//   in Chromium on a phone (scripts/bench/js-bytes.mjs), first size only;
// - Lighthouse mobile scores of home, category and product, three runs each
//   (median and lowest; first size only; `--lighthouse 0` skips them, `--lighthouse 5`
//   runs five);
// - both database engines side by side, with one and two instances: category listing
//   p50/p95 and order placement throughput (scripts/bench/engines.mjs; PostgreSQL when a
//   server answers at TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/;
//   `--engines 0` skips it, `--orders`/`--concurrency` size it).
// Latencies are measured with the page cache off, so they are render times.
// The table goes to stdout and everything to data/bench-report.json.
// Usage: npm run bench [-- --sizes 1000,10000,100000 --requests 40 --seconds 5 --port 4398]
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { collectionPaths, filteredListing } from "./bench/bench-paths.mjs";
import { engineBench } from "./bench/engines.mjs";
import { jsBytes } from "./bench/js-bytes.mjs";
import { lighthouseScores } from "./bench/lighthouse.mjs";
import { percentile, stopShop, waitForShop } from "./bench/shop-process.mjs";
import { ssrRatios } from "./bench/ssr-ratio.mjs";
import { postgresReachable } from "./test-postgres.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const sizes = arg("sizes", "1000").split(",").map(Number);
const requests = Number(arg("requests", "40"));
const seconds = Number(arg("seconds", "5"));
const PORT = Number(arg("port", "4398"));
const lighthouseRuns = Number(arg("lighthouse", "3"));
const withLighthouse = lighthouseRuns > 0;
const origin = `http://localhost:${PORT}`;

async function timed(path, init) {
  const start = performance.now();
  const response = await fetch(`${origin}${path}`, init);
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

async function latency(path, init) {
  const times = [];
  for (let i = 0; i < requests; i++) times.push((await timed(path, init)).ms);
  return { p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1) };
}

/** p50/p95 of the server's own timing (`Server-Timing: name;dur=ms`). */
async function serverTime(path) {
  const times = [];
  for (let i = 0; i < requests; i++) {
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const match = /dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "");
    if (match) times.push(Number(match[1]));
  }
  return { p50: percentile(times, 50).toFixed(2), p95: percentile(times, 95).toFixed(2) };
}

async function assertPortFree() {
  const inUse = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  );
  if (inUse) throw new Error(`port ${PORT} is already in use; pass --port`);
}

function startShop(size, pageCache) {
  return spawn(process.execPath, ["scripts/test-server.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      TEST_DATA_DIR: `data/bench-${size}`,
      SEED_PRODUCTS: String(size),
      PAGE_CACHE: pageCache ? "on" : "off",
      // The second start (page cache on) keeps the data the first one seeded.
      KEEP_TEST_DATA: pageCache ? "1" : "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const report = [];
for (const [index, size] of sizes.entries()) {
  await assertPortFree();
  const started = Date.now();
  // Render times first: the page cache off.
  let child = startShop(size, false);
  let row;
  try {
    await waitForShop(origin, child);
    const seedSeconds = ((Date.now() - started) / 1000).toFixed(1);
    const categories = await (await fetch(`${origin}/api/public/category?lang=pl`)).json();
    const top = categories.find((c) => c.parentId === null && !c.menuHidden);
    const product = await (await fetch(`${origin}/api/public/product/1?lang=pl`)).json();
    const category = `/c/${top.url.pl}`;
    const productPath = `/p/${product.url.pl}`;
    const word = (product.name.pl ?? "").split(" ")[0];
    const filtered = filteredListing(`data/bench-${size}/shop.sqlite`);
    const searchPath = `/api/public/search?lang=pl&query=${encodeURIComponent(word)}`;
    const ssrPages = { home: "/", category, product: productPath };
    await timed(filtered);
    row = {
      products: size,
      startAndSeedSeconds: seedSeconds,
      filteredListingUrl: filtered,
      home: await latency("/"),
      category: await latency(category),
      categoryPriceSort: await latency(`${category}?sort_by=price_asc&page=2`),
      filteredListing: await latency(filtered),
      filteredListingServer: await serverTime(filtered),
      categoryServer: await serverTime(category),
      product: await latency(productPath),
      searchApi: await latency(searchPath),
      searchServer: await serverTime(searchPath),
      quote: await latency("/api/public/order/quote?lang=pl", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          lines: Array.from({ length: 10 }, (_, i) => ({
            product: String(i + 1),
            variantHash: "",
            quantity: 2,
            type: "normal",
          })),
          country: "pl",
          delivery: { id: "1" },
          code: "RABAT10",
          typedCode: "RABAT10",
        }),
      }),
      ssrPageCacheOff: await ssrRatios(origin, ssrPages, seconds),
    };
    if (index === 0) {
      const { group, manufacturer } = collectionPaths(`data/bench-${size}/shop.sqlite`);
      row.jsPerPageType = await jsBytes(origin, {
        home: "/",
        category,
        group,
        manufacturer,
        search: `/search?query=${encodeURIComponent(word)}`,
        product: productPath,
        wishlist: "/wishlist",
        delivery: "/order/delivery",
        orderDetails: "/order/details",
        account: "/my-account",
      });
    }
    await stopShop(child);
    // The same pages with the rendered-page cache on (the default).
    child = startShop(size, true);
    await waitForShop(origin, child);
    row.ssrPageCacheOn = await ssrRatios(origin, ssrPages, seconds);
    if (index === 0 && withLighthouse)
      row.lighthouse = await lighthouseScores(origin, ssrPages, lighthouseRuns);
    report.push(row);
    console.log(JSON.stringify(row, null, 2));
  } finally {
    await stopShop(child);
  }
}
let engines = [];
if (arg("engines", "1") !== "0") {
  const server = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/";
  const reachable = await postgresReachable(server);
  if (!reachable) console.log(`PostgreSQL: skipped, no server answers at ${server}`);
  engines = await engineBench({
    port: PORT,
    size: sizes[0],
    requests,
    orders: Number(arg("orders", "300")),
    concurrency: Number(arg("concurrency", "16")),
    databaseServer: reachable ? server : null,
  });
}
const pkg = JSON.parse(readFileSync("package.json", "utf8"));
console.log(
  `\n${pkg.name} bench, ${new Date().toISOString()}, times in ms (loopback, 1 client unless stated)`,
);
console.table(
  report.map((r) => ({
    products: r.products,
    "home p50/p95": `${r.home.p50}/${r.home.p95}`,
    "category p50/p95": `${r.category.p50}/${r.category.p95}`,
    "filtered listing p50/p95": `${r.filteredListing.p50}/${r.filteredListing.p95}`,
    "filtered server p50/p95": `${r.filteredListingServer.p50}/${r.filteredListingServer.p95}`,
    "category server p50/p95": `${r.categoryServer.p50}/${r.categoryServer.p95}`,
    "product p50/p95": `${r.product.p50}/${r.product.p95}`,
    "search p50/p95": `${r.searchApi.p50}/${r.searchApi.p95}`,
    "search server p50/p95": `${r.searchServer.p50}/${r.searchServer.p95}`,
    "quote p50/p95": `${r.quote.p50}/${r.quote.p95}`,
    "category req/s (cache off)": r.ssrPageCacheOff.category.ssr,
  })),
);
// Issue 33's targets, in the same table: a cache hit (answered by the start server before the
// app) at least 0.6 of the static file's requests per second; uncached renders four times the
// issue's figures (home 46, category 50, product 66 req/s).
const UNCACHED_TARGET = { home: 184, category: 200, product: 264 };
console.log(
  "SSR requests/s against the same HTML as a static file (20 connections); issue 33's targets: hit/static >= 0.6, uncached >= 4x its figures",
);
console.table(
  report.flatMap((r) =>
    Object.keys(r.ssrPageCacheOff).map((page) => ({
      products: r.products,
      page,
      "cache off req/s": r.ssrPageCacheOff[page].ssr,
      "uncached target": UNCACHED_TARGET[page] ?? "",
      "static req/s": r.ssrPageCacheOff[page].static,
      "ratio off": r.ssrPageCacheOff[page].ratio,
      "cache on req/s": r.ssrPageCacheOn[page].ssr,
      "static req/s (2)": r.ssrPageCacheOn[page].static,
      "ratio on": r.ssrPageCacheOn[page].ratio,
      "hit ok": r.ssrPageCacheOn[page].ratio >= 0.6 ? "yes" : "NO",
    })),
  ),
);
const first = report[0];
if (first?.jsPerPageType) {
  console.log("JS gzip bytes per page type (phone, Chromium)");
  console.table(
    Object.entries(first.jsPerPageType).map(([page, v]) => ({
      page,
      "before interaction": v.beforeInteraction,
      "after full hydration": v.afterHydration,
    })),
  );
}
if (first?.lighthouse) {
  console.log("Lighthouse mobile");
  console.table(first.lighthouse);
}
if (engines.length > 0) {
  console.log(
    "Engines side by side: category listing (page cache off) and guest orders placed per second",
  );
  console.table(
    engines.map((r) => ({
      engine: r.engine,
      instances:
        r.engine === "sqlite" && r.instances === 2 ? "2 (same file, unsupported)" : r.instances,
      products: r.products,
      "listing p50/p95": `${r.listing.p50}/${r.listing.p95}`,
      "orders/s": r.ordersPerSecond,
      answers: Object.entries(r.orderStatuses)
        .map(([status, n]) => `${n}×${status}`)
        .join(" "),
    })),
  );
}
mkdirSync("data", { recursive: true });
writeFileSync(
  "data/bench-report.json",
  JSON.stringify({ at: new Date().toISOString(), report, engines }, null, 2),
);
console.log("written: data/bench-report.json");
