// The HTTP and browser tests on both database engines (the last step of `npm test`).
//
// SQLite: the HTTP tests, the desktop browser tests and the phone tests.
// PostgreSQL, when a server answers at TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/): the HTTP tests again, the wide-screen browser tests and
// the whole-page checks (axe, CSP, JavaScript budgets), each test shop in a throwaway database
// of its own (scripts/test-postgres.mjs). The phone and wide projects run the same browser
// specs, so every one of them meets both engines while CI pays for one browser pass of each;
// the checks go with the shorter run. Without a reachable server everything runs on SQLite,
// and this says plainly that PostgreSQL was skipped.
//
// The two engines' runs go side by side, each a Playwright process with its own test server,
// ports (the SQLite run's TEST_PORT, default 4399, and that plus 2000; every second shop and
// OAuth server a test starts sits at an offset from it), data folders and output folder
// (test-results/<engine>). The SQLite run also puts the reference Varnish in front of its shop
// (tests/edge/, at TEST_PORT + 1800; skipped when varnishd is not installed). Browser tests spend much of their time waiting on pages, timers and
// second shops, so two runs on two cores take far less than one after the other. Each line of
// output starts with its engine's name. TEST_ENGINES=sequential runs them one after the other.
//
// Extra arguments are passed to both Playwright runs (e.g. a file filter).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { postgresReachable } from "./test-postgres.mjs";

const extra = process.argv.slice(2);
const url = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/";
const basePort = Number(process.env.TEST_PORT ?? 4399);

/** Runs one engine's Playwright process; resolves to whether it passed. */
function playwright(label, projects, env) {
  console.log(`[test] ${label}: ${projects.join(", ")}`);
  const started = Date.now();
  const args = ["node_modules/@playwright/test/cli.js", "test"];
  for (const p of projects) args.push(`--project=${p}`);
  const child = spawn(process.execPath, [...args, ...extra], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  const prefix = `[${label}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(prefix + line));
  }
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`[test] ${label}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const postgres = await postgresReachable(url);
const sqliteRun = () =>
  playwright(
    "SQLite",
    postgres ? ["api", "e2e", "edge", "phone"] : ["api", "e2e", "edge", "checks", "phone", "wide"],
    {
      TEST_DATABASE_URL: "",
      TEST_PORT: String(basePort),
      // The edge tests' Varnish (tests/edge/), clear of the other ports named above.
      TEST_EDGE_PORT: process.env.TEST_EDGE_PORT || String(basePort + 1800),
      TEST_OUTPUT_DIR: "test-results/sqlite",
    },
  );
const postgresRun = () =>
  playwright("PostgreSQL", ["api", "checks", "wide"], {
    TEST_DATABASE_URL: url,
    TEST_PORT: String(basePort + 2000),
    TEST_DATA_DIR: process.env.TEST_DATA_DIR ? `${process.env.TEST_DATA_DIR}-pg` : "data/test-pg",
    TEST_OUTPUT_DIR: "test-results/postgres",
  });

let sqliteOk;
let postgresOk = true;
if (!postgres) {
  sqliteOk = await sqliteRun();
  console.log(
    `\n[test] PostgreSQL: SKIPPED, no server answers at ${url} (set TEST_DATABASE_URL to a server whose user may create databases); the wide-screen tests and checks ran on SQLite instead`,
  );
} else if (process.env.TEST_ENGINES === "sequential") {
  sqliteOk = await sqliteRun();
  postgresOk = await postgresRun();
} else {
  [sqliteOk, postgresOk] = await Promise.all([sqliteRun(), postgresRun()]);
}
console.log(
  `\n[test] SQLite ${sqliteOk ? "passed" : "FAILED"}; PostgreSQL ${postgres ? (postgresOk ? "passed" : "FAILED") : "skipped"} (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(sqliteOk && postgresOk ? 0 : 1);
