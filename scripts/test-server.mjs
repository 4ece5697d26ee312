// Starts the built shop for the browser and HTTP tests on a fresh database
// under data/test (removed first, unless KEEP_TEST_DATA=1: the bench starts a
// second server on the same data), so every run sees the same seeded data.
import { rmSync } from "node:fs";

const dir = process.env.TEST_DATA_DIR ?? "data/test";
if (process.env.KEEP_TEST_DATA !== "1") rmSync(dir, { recursive: true, force: true });
process.env.DATA_DIR = dir;
process.env.DATABASE_PATH = `${dir}/shop.sqlite`;
// TEST_DATABASE_URL=postgres://user@host:port/ runs the shop on PostgreSQL instead, in a
// database of its own named after the data folder (test-postgres.mjs), dropped and created
// afresh (unless KEEP_TEST_DATA=1) and seeded on start like the file.
if (process.env.TEST_DATABASE_URL) {
  const { resetPostgresDatabase, testDatabaseUrl } = await import("./test-postgres.mjs");
  process.env.DATABASE_URL = testDatabaseUrl(dir);
  if (process.env.KEEP_TEST_DATA !== "1") await resetPostgresDatabase(process.env.DATABASE_URL);
} else {
  delete process.env.DATABASE_URL;
}
// Logs: warnings and errors only (no access log, no start-up lines), so the test output is not
// flooded; tests that read a shop's log lines start their own with LOG_LEVEL=info.
process.env.LOG_LEVEL ??= "warn";
// Every test browser comes from localhost: per-address limits would add up across tests.
process.env.RATE_LIMIT_ADDRESS_SCALE ??= "20";
// Slowed-down logins wait at most this long in tests (production: 5 s).
process.env.RATE_LIMIT_MAX_DELAY_MS ??= "200";
// A test database need not survive a power cut; a killed process it survives either way (WAL).
process.env.SQLITE_SYNCHRONOUS ??= "normal";
// Tests act as distinct clients with X-Forwarded-For (as if behind one proxy).
process.env.TRUST_PROXY ??= "1";
// The browser tests open activation and reset links from the development outbox.
process.env.DEV_OUTBOX ??= "1";
// The development tracker (/dev/tracker.js) stands in for analytics tags in the consent tests.
process.env.DEV_TRACKER ??= "1";
// The locker map's tiles come from the shop's own stand-in (src/pages/dev/tiles): no test reaches the internet.
process.env.DEV_TILES ??= "1";
process.env.MAP_TILES_URL ??= "/dev/tiles/{z}/{x}/{y}.png";
process.env.MAP_TILES_ATTRIBUTION ??= "Test tiles";
// The embedded test gateway (/dev/pay/{id}) takes the online methods no provider takes, also
// beside the providers' fakes below (local stand-ins; never beside a real provider, and never
// once the shop's owner marks it live: src/server/payments/test-gateway/availability.ts).
process.env.PAYMENT_TEST_GATEWAY ??= "1";
// The payment tests move an order past its deadline and wait for the expiry job.
process.env.PAYMENT_EXPIRY_CHECK_S ??= "2";
// A known secret, so the API tests can sign (and forge) notifications.
process.env.PAYMENT_TEST_SECRET ??= "test-gateway-secret";
// Social login runs against a real local OAuth server (scripts/oauth-mock.mjs).
// Its port is the shop's plus 1000, so second shops (tests/e2e/second-shop.ts) get their own.
if (!process.env.SOCIAL_PROVIDERS) {
  const { startOAuthMock } = await import("./oauth-mock.mjs");
  const port = Number(process.env.TEST_OAUTH_PORT ?? Number(process.env.PORT ?? 4399) + 1000);
  try {
    Object.assign(process.env, await startOAuthMock(port));
  } catch (error) {
    console.error(`[test-server] no local OAuth server on port ${port}:`, error);
  }
}
// Stripe, PayU, Przelewy24 and PayPal run against local fakes of their APIs (tests/fakes/serve.ts)
// with PAYMENT_FAKES=1 (the suite's shop, playwright.config.ts; second shops and the fuzz shop run
// without them), on ports PORT + 1700 … + 1703 of 127.0.0.1: clear of every shop of both engine
// runs (scripts/test-engines.mjs: PostgreSQL's at +2000, second shops up to +500) and of their
// OAuth mocks (+1000). The fakes' variables (keys, secrets, *_API_URL) configure the shop, and
// their pages stand in for the providers'.
if (process.env.PAYMENT_FAKES === "1") {
  const { startPaymentFakes } = await import("./payment-fakes.mjs");
  const port = Number(process.env.PORT ?? 4399);
  const base = Number(process.env.TEST_PAYMENT_FAKES_PORT ?? port + 1700);
  try {
    Object.assign(process.env, await startPaymentFakes(base, `http://localhost:${port}`));
  } catch (error) {
    console.error(`[test-server] no payment fakes on ports ${base}-${base + 3}:`, error);
  }
}
process.argv.push("--no-build");
await import("./start.mjs");
