// Both engines side by side, with one and two instances (issue 16): for SQLite and, when a
// server answers, PostgreSQL, each with one instance and then two on the same database,
// - catalogue listing p50/p95 (a category page with the page cache off, so every request
//   renders and reads the listing; requests alternate between the instances);
// - order placement throughput: `orders` guest orders, `concurrency` at a time, spread over
//   200 in-stock products and over the instances, as orders per second, with how many were
//   refused (409) or answered "try again" (503).
// Two instances on one SQLite file work (WAL) but are not a supported deployment: they do
// not hear each other's changes (their page caches are off here), so they are reported as such.
import { spawn } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { orderBody } from "../soak/order-body.mjs";
import { percentile, stopShop, waitForShop } from "./shop-process.mjs";
import { resetPostgresDatabase, testDatabaseUrl } from "../test-postgres.mjs";

function start({ port, dir, size, keep, databaseServer }) {
  const child = spawn(process.execPath, ["scripts/test-server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      TEST_DATA_DIR: dir,
      TEST_DATABASE_URL: databaseServer ?? "",
      SEED_PRODUCTS: String(size),
      SEED_IMAGES: "0",
      PAGE_CACHE: "off",
      MAINTENANCE: "off",
      KEEP_TEST_DATA: keep ? "1" : "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { child, origin: `http://localhost:${port}` };
}

/** Runs SQL on the bench database of either engine (set-up only). */
async function query(dir, databaseServer, sql) {
  const url = databaseServer ? testDatabaseUrl(dir, databaseServer) : null;
  if (!url) {
    const db = new DatabaseSync(`${dir}/shop.sqlite`);
    try {
      return db.prepare(sql).all();
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const IN_STOCK = `select v.product_id as id from variants v join products p on p.id = v.product_id
  where v.hash = '' and p.type = 'normal' and p.archived = 0 and p.removed_at is null
    and p.preorder = 0 order by v.product_id limit 200`;

async function measure(shops, { dir, databaseServer, requests, orders, concurrency }) {
  const origins = shops.map((s) => s.origin);
  const categories = await (await fetch(`${origins[0]}/api/public/category?lang=pl`)).json();
  const top = categories.find((c) => c.parentId === null && !c.menuHidden);
  const listingPath = `/c/${top.url.pl}`;
  const times = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(`${origins[i % origins.length]}${listingPath}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }

  const products = (await query(dir, databaseServer, IN_STOCK)).map((r) => String(r.id));
  await query(
    dir,
    databaseServer,
    `update variants set count = 1000000, locked = 0 where hash = '' and product_id in (${products.join(",")})`,
  );
  const line = (product) => ({ product, variantHash: "", quantity: 1, type: "normal" });
  const quote = await (
    await fetch(`${origins[0]}/api/public/order/quote?lang=pl`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ lines: [line(products[0])], country: "pl", postCode: "00-950" }),
    })
  ).json();
  const deliveryId = quote.options.find((o) => o.name === "Kurier DPD").id;
  const paymentId = quote.payments.find((o) => o.type === "transfer").id;
  const statuses = {};
  let next = 0;
  const run = Date.now();
  const worker = async () => {
    while (next < orders) {
      const n = next++;
      const body = orderBody({
        lines: [line(products[n % products.length])],
        deliveryId,
        paymentId,
        email: `bench-${run}-${n}@example.com`,
        idempotencyKey: `bench-${run}-${n}`,
      });
      const res = await fetch(`${origins[n % origins.length]}/api/public/order/new?lang=pl`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    listingPath,
    listing: { p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1) },
    ordersPerSecond: ((statuses[201] ?? 0) / seconds).toFixed(1),
    orderStatuses: statuses,
  };
}

export async function engineBench({
  port,
  size,
  requests,
  orders = 300,
  concurrency = 16,
  databaseServer = null,
}) {
  const rows = [];
  const engines = [["sqlite", null]];
  if (databaseServer) engines.push(["postgres", databaseServer]);
  for (const [engine, server] of engines) {
    for (const instances of [1, 2]) {
      const dir = `data/bench-engines-${engine}-${instances}`;
      if (server) await resetPostgresDatabase(testDatabaseUrl(dir, server));
      const first = start({ port, dir, size, keep: Boolean(server), databaseServer: server });
      const shops = [first];
      try {
        const started = Date.now();
        await waitForShop(first.origin, first.child);
        const seedSeconds = ((Date.now() - started) / 1000).toFixed(1);
        if (instances === 2) {
          const second = start({ port: port + 1, dir, size, keep: true, databaseServer: server });
          shops.push(second);
          await waitForShop(second.origin, second.child);
        }
        const result = await measure(shops, {
          dir,
          databaseServer: server,
          requests,
          orders,
          concurrency,
        });
        rows.push({ engine, instances, products: size, seedSeconds, ...result });
        console.log(JSON.stringify(rows.at(-1)));
      } finally {
        await Promise.all(shops.map((shop) => stopShop(shop.child)));
      }
    }
  }
  return rows;
}
