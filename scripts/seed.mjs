// @ts-check
/**
 * `npm run seed -- --products N [--seed S] [--no-images]`
 *
 * Deletes the database at DATABASE_PATH (default data/shop.sqlite) and
 * re-creates it with N demo products (default 300). Images are generated
 * once under ${DATA_DIR:-data}/images. Runs the TypeScript seed directly
 * through Node 24's type stripping.
 */
import { parseArgs } from "node:util";
import { databasePath } from "../src/server/db/open.ts";
import { createSeededDatabase } from "../src/server/db/seed/index.ts";
import { DEMO_OWNER } from "../src/server/db/seed/owners.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", short: "n", default: "300" },
    seed: { type: "string" },
    "no-images": { type: "boolean", default: false },
    quiet: { type: "boolean", short: "q", default: false },
  },
});

const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a positive integer, got ${values.products}`);
  process.exit(1);
}
const path = databasePath();
const started = performance.now();
const log = values.quiet ? undefined : (/** @type {string} */ msg) => console.log(`  ${msg}`);
console.log(`Seeding ${path} with ${products} products…`);
const summary = await createSeededDatabase(path, {
  products,
  seed: values.seed === undefined ? undefined : Number(values.seed),
  images: !values["no-images"],
  log,
});
const secs = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Done in ${secs} s: ${summary.products} products, ${summary.categories} categories, ` +
    `${summary.opinions} opinions, ${summary.orders.length} orders, ${summary.imagesWritten} image files written.`,
);
console.log(
  "Demo logins (password demo1234): jan@example.com, hurt@example.com (wholesale), firma@example.com (company).",
);
console.log(`Back office (/admin): ${DEMO_OWNER.email}, password ${DEMO_OWNER.password}.`);
