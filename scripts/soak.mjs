// Load and soak report (issue 15 item 4; not a test). Starts the built shop
// on a fresh database (data/soak), then for --minutes runs --users virtual
// shoppers over loopback, each looping through a mix of what shoppers do:
// browsing (home, categories, groups, products), search, basket sync
// (create, update with the creator's key), account reads (a logged-in
// customer's profile and orders) and order placement (quote, then order).
// It reports per route p50/p95/max and answers by status, every error
// (a 5xx, a network error, an unexpected status), orders placed, and the
// server's RSS sampled every 5 s: growth is measured from the end of the
// warm-up (the first fifth of the run, when caches fill) to the end.
// Afterwards it checks the database: every placed order is there once,
// no stock below zero, PRAGMA integrity_check = ok.
// The table goes to stdout, everything to data/soak-report.json.
// Usage: npm run soak [-- --minutes 10 --users 8 --port 4397 --only home,category,group,product]
// (--only: a subset of home, category, group, product, search, searchPage,
// basket, account, order)
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { mix } from "./soak/mix.mjs";
import { percentile, stopShop, waitForShop } from "./bench/shop-process.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const minutes = Number(arg("minutes", "10"));
const users = Number(arg("users", "8"));
const PORT = Number(arg("port", "4397"));
const only = arg("only", "") ? arg("only", "").split(",") : null;
const DIR = "data/soak";
const origin = `http://localhost:${PORT}`;

const child = spawn(process.execPath, ["scripts/test-server.mjs"], {
  env: { ...process.env, PORT: String(PORT), TEST_DATA_DIR: DIR, SEED_PRODUCTS: "1000" },
  stdio: ["ignore", "ignore", "inherit"],
});
await waitForShop(origin, child);

const rssMb = () => {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Per route: durations and answers by status. */
const routes = new Map();
const errors = [];
let orders = [];
async function call(route, path, init = {}, expected = [200]) {
  const entry = routes.get(route) ?? { times: [], statuses: {} };
  routes.set(route, entry);
  const start = performance.now();
  try {
    const res = await fetch(`${origin}${path}`, {
      ...init,
      headers: { "x-forwarded-for": init.address ?? "127.0.0.1", ...init.headers },
      redirect: "manual",
    });
    const text = await res.text();
    entry.times.push(performance.now() - start);
    entry.statuses[res.status] = (entry.statuses[res.status] ?? 0) + 1;
    if (!expected.includes(res.status))
      errors.push({ route, path, status: res.status, body: text.slice(0, 200) });
    return { status: res.status, text };
  } catch (error) {
    entry.times.push(performance.now() - start);
    errors.push({ route, path, error: String(error) });
    return { status: 0, text: "" };
  }
}

const started = Date.now();
const end = started + minutes * 60_000;
const warmupEnd = started + (minutes * 60_000) / 5;
const samples = [];
const sampler = setInterval(
  () => samples.push({ s: Math.round((Date.now() - started) / 1000), mb: rssMb() }),
  5000,
);
samples.push({ s: 0, mb: rssMb() });

const shopper = mix({
  call,
  origin,
  dir: DIR,
  orders: (o) => orders.push(o),
  random: () => randomBytes(8).toString("hex"),
  only,
});
await Promise.all(
  Array.from({ length: users }, async (_, n) => {
    const session = await shopper.start(n);
    while (Date.now() < end) await shopper.step(session);
  }),
);
clearInterval(sampler);
samples.push({ s: Math.round((Date.now() - started) / 1000), mb: rssMb() });

await stopShop(child);

// The database after the run.
const db = new DatabaseSync(`${DIR}/shop.sqlite`, { readOnly: true });
const integrity = db.prepare("pragma integrity_check").get().integrity_check;
const negative = db.prepare("select count(*) as n from variants where count < 0").get().n;
const placedNos = orders.map((o) => o.no);
const found = placedNos.filter(
  (no) => db.prepare("select count(*) as n from orders where no = ?").get(no).n === 1,
).length;
db.close();

const table = [...routes].map(([route, { times, statuses }]) => ({
  route,
  requests: times.length,
  p50: Number(percentile(times, 50).toFixed(1)),
  p95: Number(percentile(times, 95).toFixed(1)),
  max: Number(Math.max(...times).toFixed(1)),
  statuses: JSON.stringify(statuses),
}));
const afterWarmup = samples.find((x) => x.s * 1000 >= warmupEnd - started) ?? samples[0];
const last = samples[samples.length - 1];
const peak = Math.max(...samples.map((x) => x.mb));
const report = {
  minutes,
  users,
  requests: table.reduce((sum, r) => sum + r.requests, 0),
  errors: errors.length,
  ordersPlaced: orders.length,
  ordersFound: found,
  negativeStock: negative,
  integrity,
  rssMb: {
    start: Math.round(samples[0].mb),
    afterWarmup: Math.round(afterWarmup.mb),
    end: Math.round(last.mb),
    peak: Math.round(peak),
    growthAfterWarmupPercent: Number(
      (((last.mb - afterWarmup.mb) / afterWarmup.mb) * 100).toFixed(1),
    ),
  },
  routes: table,
  firstErrors: errors.slice(0, 20),
  samples,
};
console.table(table);
console.log(
  Object.fromEntries(
    Object.entries(report).filter(([k]) => !["routes", "samples", "firstErrors"].includes(k)),
  ),
);
if (report.firstErrors.length) console.log("first errors:", report.firstErrors);
writeFileSync("data/soak-report.json", JSON.stringify(report, null, 2));
console.log("written to data/soak-report.json");
