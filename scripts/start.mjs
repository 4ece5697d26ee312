// Serves the shop: builds first when the sources changed since the last
// build (skip with --no-build), then starts the standalone Node server. The
// database is created, migrated and seeded on first start (see README).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
process.chdir(root);

const STAMP = "dist/.build-stamp";
const INPUTS = [
  "src",
  "public",
  "astro.config.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

function walk(path, hash) {
  if (!existsSync(path)) return;
  const info = statSync(path);
  if (info.isDirectory()) {
    for (const name of readdirSync(path).sort()) walk(join(path, name), hash);
  } else {
    hash.update(`${path}\0${info.size}\0${info.mtimeMs}\n`);
  }
}

function fingerprint() {
  const hash = createHash("sha256");
  for (const input of INPUTS) walk(input, hash);
  return hash.digest("hex");
}

const noBuild = process.argv.includes("--no-build");
if (!noBuild) {
  const current = fingerprint();
  const built = existsSync(STAMP) ? readFileSync(STAMP, "utf8") : "";
  if (!existsSync("dist/server/entry.mjs") || built !== current) {
    console.log("[start] building the shop…");
    const result = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
      stdio: "inherit",
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(STAMP, current);
  }
} else if (!existsSync("dist/server/entry.mjs")) {
  console.error("[start] no build found: run `npm run build` first, or `npm start`.");
  process.exit(1);
}

process.env.HOST ??= "localhost";
process.env.PORT ??= "4321";
// The adapter's standalone handler serves static files and pages; we wrap it in
// our own HTTP server only to add compression for the hashed static assets
// (`/_astro/*`), which the adapter serves uncompressed. Pages and API responses
// are compressed by the app's middleware.
process.env.ASTRO_NODE_AUTOSTART = "disabled";
// React (server rendering of islands) picks its production build from NODE_ENV when first
// loaded; without it every page ran React's development build (issue 14: about a tenth of
// a category page's render time).
process.env.NODE_ENV ??= "production";
const { handler } = await import(join(root, "dist/server/entry.mjs"));
const { createServer } = await import("node:http");
const { serveCompressedAsset } = await import("./static-compression.mjs");
const server = createServer((req, res) => {
  if (serveCompressedAsset(req, res, join(root, "dist/client"))) return;
  handler(req, res);
});
const host = process.env.HOST;
const port = Number(process.env.PORT);
await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));

// Warm up: the first request opens the database (creating and seeding it on first start).
const origin = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
const started = Date.now();
try {
  const response = await fetch(`${origin}/`);
  console.log(
    `[start] shop ready at ${origin} (HTTP ${response.status}, ${Date.now() - started} ms)`,
  );
} catch (error) {
  console.error("[start] warm-up request failed:", error);
}
