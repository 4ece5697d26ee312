// The HTTP and browser tests on both database engines (the last step of `npm test`).
//
// SQLite: the HTTP tests, the desktop browser tests and the phone tests.
// PostgreSQL, when a server answers at TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/): the HTTP tests again and the wide-screen browser tests,
// each test shop in a throwaway database of its own (scripts/test-postgres.mjs). The phone and
// wide projects run the same browser specs, so every one of them meets both engines while CI
// pays for one browser pass of each. Without a reachable server the wide-screen tests run on
// SQLite too, and this says plainly that PostgreSQL was skipped.
//
// Extra arguments are passed to both Playwright runs (e.g. a file filter).
import { spawnSync } from "node:child_process";
import { postgresReachable } from "./test-postgres.mjs";

const extra = process.argv.slice(2);
const url = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/";

function playwright(label, projects, env) {
  console.log(`\n[test] ${label}: ${projects.join(", ")}`);
  const started = Date.now();
  const args = ["node_modules/@playwright/test/cli.js", "test"];
  for (const p of projects) args.push(`--project=${p}`);
  const result = spawnSync(process.execPath, [...args, ...extra], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  console.log(
    `[test] ${label}: ${result.status === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result.status === 0;
}

const postgres = await postgresReachable(url);
const sqliteProjects = postgres ? ["api", "e2e", "phone"] : ["api", "e2e", "phone", "wide"];
const sqliteOk = playwright("SQLite", sqliteProjects, { TEST_DATABASE_URL: "" });
let postgresOk = true;
if (postgres) {
  postgresOk = playwright("PostgreSQL", ["api", "wide"], { TEST_DATABASE_URL: url });
} else {
  console.log(
    `\n[test] PostgreSQL: SKIPPED, no server answers at ${url} (set TEST_DATABASE_URL to a server whose user may create databases); the wide-screen tests ran on SQLite instead`,
  );
}
console.log(
  `\n[test] SQLite ${sqliteOk ? "passed" : "FAILED"}; PostgreSQL ${postgres ? (postgresOk ? "passed" : "FAILED") : "skipped"}`,
);
process.exit(sqliteOk && postgresOk ? 0 : 1);
