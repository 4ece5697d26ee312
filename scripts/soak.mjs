// Load and soak report (issue 15 item 4, issue 33 item 6; not a test). Starts the built shop
// on a fresh database (data/soak), then for --minutes runs --users virtual shoppers over
// loopback (one keep-alive connection each: --users 50 is 50 connections), each looping
// through a mix of what shoppers do: browsing (home, categories, groups, products), search,
// basket sync (create, update with the creator's key), account reads (a logged-in customer's
// profile and orders) and order placement (quote, then order).
// --via edge puts the reference Varnish (deploy/varnish/, scripts/edge/varnish.mjs) in front
// of the shop and sends the shoppers through it; --via both runs the mix directly and then
// through Varnish, each on a fresh shop, and prints the two side by side.
// It reports requests per second, p50 and p99 over all requests and per route, answers by
// status (and through Varnish the share of edge hits), every error (a 5xx, a network error,
// an unexpected status), orders placed, and memory sampled every 5 s (the shop's RSS, and
// varnishd's): growth is measured from the end of the warm-up (the first fifth of the run,
// when caches fill) to the end. Afterwards it checks the database: every placed order is
// there once, no stock below zero, PRAGMA integrity_check = ok.
// The tables go to stdout, everything to data/soak-report.json.
// Usage: npm run soak [-- --minutes 10 --users 8 --port 4397 --via direct|edge|both
// --only home,category,group,product] (--only: a subset of home, category, group, product,
// search, searchPage, basket, account, order)
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { startVarnish } from "./edge/varnish.mjs";
import { mix } from "./soak/mix.mjs";
import { rssMb, treeRssMb } from "./soak/processes.mjs";
import { percentile, stopShop, waitForShop } from "./bench/shop-process.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const minutes = Number(arg("minutes", "10"));
const users = Number(arg("users", "8"));
const PORT = Number(arg("port", "4397"));
const via = arg("via", "direct");
const only = arg("only", "") ? arg("only", "").split(",") : null;
const round = (n) => Number(n.toFixed(1));

/** One run of the mix on a fresh shop, `through` the edge or directly. */
async function phase(through) {
  const dir = through === "edge" ? "data/soak-edge" : "data/soak";
  const shopOrigin = `http://localhost:${PORT}`;
  const child = spawn(process.execPath, ["scripts/test-server.mjs"], {
    // Behind Varnish the shop trusts two proxies: the shoppers' own X-Forwarded-For stays theirs.
    env: {
      ...process.env,
      PORT: String(PORT),
      TEST_DATA_DIR: dir,
      SEED_PRODUCTS: "1000",
      ...(through === "edge"
        ? { TRUST_PROXY: "2", EDGE_PURGE_URLS: `http://127.0.0.1:${PORT + 1}/` }
        : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForShop(shopOrigin, child);
  const varnish =
    through === "edge"
      ? await startVarnish({ port: PORT + 1, backendPort: PORT, memory: "256m" })
      : null;
  const origin = varnish ? varnish.url : shopOrigin;

  /** Per route: durations, answers by status, edge hits. */
  const routes = new Map();
  const errors = [];
  const orders = [];
  async function call(route, path, init = {}, expected = [200]) {
    const entry = routes.get(route) ?? { times: [], statuses: {}, hits: 0 };
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
      if (res.headers.get("x-cache") === "HIT") entry.hits++;
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
  const sample = () =>
    samples.push({
      s: Math.round((Date.now() - started) / 1000),
      mb: rssMb(child.pid),
      varnishMb: varnish ? treeRssMb(varnish.pid) : 0,
    });
  const sampler = setInterval(sample, 5000);
  sample();
  const shopper = mix({
    call,
    dir,
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
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  await varnish?.stop();
  await stopShop(child);

  // The database after the run.
  const db = new DatabaseSync(`${dir}/shop.sqlite`, { readOnly: true });
  const integrity = db.prepare("pragma integrity_check").get().integrity_check;
  const negative = db.prepare("select count(*) as n from variants where count < 0").get().n;
  const found = orders.filter(
    (o) => db.prepare("select count(*) as n from orders where no = ?").get(o.no).n === 1,
  ).length;
  db.close();

  const table = [...routes].map(([route, { times, statuses, hits }]) => ({
    route,
    requests: times.length,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(Math.max(...times)),
    ...(varnish ? { edgeHits: `${Math.round((hits / times.length) * 100)}%` } : {}),
    statuses: JSON.stringify(statuses),
  }));
  const all = [...routes.values()].flatMap((r) => r.times);
  const afterWarmup = samples.find((x) => x.s * 1000 >= warmupEnd - started) ?? samples[0];
  const last = samples[samples.length - 1];
  return {
    via: through,
    minutes,
    users,
    requests: all.length,
    requestsPerSecond: Math.round(all.length / seconds),
    p50: round(percentile(all, 50)),
    p99: round(percentile(all, 99)),
    errors: errors.length,
    ordersPlaced: orders.length,
    ordersFound: found,
    negativeStock: negative,
    integrity,
    rssMb: {
      start: Math.round(samples[0].mb),
      afterWarmup: Math.round(afterWarmup.mb),
      end: Math.round(last.mb),
      peak: Math.round(Math.max(...samples.map((x) => x.mb))),
      growthAfterWarmupPercent: round(((last.mb - afterWarmup.mb) / afterWarmup.mb) * 100),
      ...(varnish ? { varnishPeak: Math.round(Math.max(...samples.map((x) => x.varnishMb))) } : {}),
    },
    routes: table,
    firstErrors: errors.slice(0, 20),
    samples,
  };
}

const reports = [];
for (const through of via === "both" ? ["direct", "edge"] : [via]) {
  const report = await phase(through);
  reports.push(report);
  console.log(`\n${through === "edge" ? "through Varnish" : "directly"}:`);
  console.table(report.routes);
  if (report.firstErrors.length) console.log("first errors:", report.firstErrors);
}
const summary = (r) =>
  Object.fromEntries(
    Object.entries(r).filter(([k]) => !["routes", "samples", "firstErrors", "rssMb"].includes(k)),
  );
console.table(reports.map((r) => ({ ...summary(r), rssPeakMb: r.rssMb.peak, ...r.rssMb })));
writeFileSync(
  "data/soak-report.json",
  JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2),
);
console.log("written to data/soak-report.json");
