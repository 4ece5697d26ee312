// Speed and size report (not a test). Starts the built shop on a fresh bench
// database for each catalogue size, then measures, over loopback only:
// - p50/p95 server time of the home, category, product and search requests;
// - requests per second of the category page with 8 concurrent clients;
// - JavaScript a page downloads before interaction (bytes and gzip bytes).
// Usage: npm run bench [-- --sizes 1000,10000 --requests 40 --seconds 5]
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const sizes = arg("sizes", "1000").split(",").map(Number);
const requests = Number(arg("requests", "40"));
const seconds = Number(arg("seconds", "5"));
const PORT = 4398;
const origin = `http://localhost:${PORT}`;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

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

async function throughput(path) {
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        await timed(path);
        done++;
      }
    }),
  );
  return (done / seconds).toFixed(0);
}

async function pageScripts(path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const inline = [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((m) => m[1])
    .join("");
  let bytes = Buffer.byteLength(inline);
  let gz = inline ? gzipSync(inline).length : 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    bytes += body.length;
    gz += gzipSync(body).length;
  }
  return { files: srcs.length, bytes, gz };
}

async function waitForServer(child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error("server exited");
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

const report = [];
for (const size of sizes) {
  const started = Date.now();
  const child = spawn(process.execPath, ["scripts/test-server.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      TEST_DATA_DIR: `data/bench-${size}`,
      SEED_PRODUCTS: String(size),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer(child);
    const seedSeconds = ((Date.now() - started) / 1000).toFixed(1);
    const categories = await (await fetch(`${origin}/api/public/category?lang=pl`)).json();
    const top = categories.find((c) => c.parentId === null && !c.menuHidden);
    const product = await (await fetch(`${origin}/api/public/product/1?lang=pl`)).json();
    const category = `/c/${top.url.pl}`;
    const productPath = `/p/${product.url.pl}`;
    const word = (product.name.pl ?? "").split(" ")[0];
    const row = {
      products: size,
      startAndSeedSeconds: seedSeconds,
      home: await latency("/"),
      category: await latency(category),
      categoryPriceSort: await latency(`${category}?sort_by=price_asc&page=2`),
      product: await latency(productPath),
      searchApi: await latency(`/api/public/search?lang=pl&query=${encodeURIComponent(word)}`),
      categoryRequestsPerSecond: await throughput(category),
      js: {
        home: await pageScripts("/"),
        category: await pageScripts(category),
        product: await pageScripts(productPath),
        search: await pageScripts(`/search?query=${encodeURIComponent(word)}`),
      },
    };
    report.push(row);
    console.log(JSON.stringify(row, null, 2));
  } finally {
    child.kill("SIGTERM");
  }
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
    "product p50/p95": `${r.product.p50}/${r.product.p95}`,
    "search p50/p95": `${r.searchApi.p50}/${r.searchApi.p95}`,
    "category req/s": r.categoryRequestsPerSecond,
    "JS gz home/cat/prod": `${r.js.home.gz}/${r.js.category.gz}/${r.js.product.gz}`,
  })),
);
