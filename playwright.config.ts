import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { STATE_PATH } from "./tests/browser-state";

/**
 * Browser and HTTP tests against the built shop on a fresh, seeded test
 * database (data/test). Chromium comes from Debian: its headless shell
 * (/usr/bin/chromium-headless-shell, package chromium-headless-shell) when
 * installed, else the full browser (/usr/bin/chromium); the shell runs the
 * same Blink with less per-page work, and the suite takes about a third less
 * time on it. Set CHROMIUM_PATH to use another build, or to an empty string
 * to use Playwright's own downloaded browser.
 */
const PORT = Number(process.env.TEST_PORT ?? 4399);
/** The edge tests' Varnish (tests/edge/): the shop sends its purges there. */
const EDGE_PORT = process.env["TEST_EDGE_PORT"];
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ??
  "";

const launchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
};

/** Specs of the "checks" project. */
const CHECKS = [
  "e2e/a11y.spec.ts",
  "e2e/a11y-dialogs.spec.ts",
  "e2e/security-headers.spec.ts",
  "e2e/catalogue-budget.spec.ts",
];

export default defineConfig({
  testDir: "tests",
  testMatch: ["api/**/*.spec.ts", "e2e/**/*.spec.ts", "edge/**/*.spec.ts"],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  globalSetup: "./tests/global-setup.ts",
  // Each engine's run (scripts/test-engines.mjs) keeps its traces and reports apart.
  outputDir: process.env["TEST_OUTPUT_DIR"] ?? "test-results",
  // Two cores run the shop, a second shop and two browsers at once: give assertions room.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The cookie choice made and the popups seen; consent and popup tests start empty.
    storageState: STATE_PATH,
    // Recording a trace costs every action a DOM snapshot (about a third of a run's time): in
    // CI only a failed test's retry records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
  },
  projects: [
    { name: "api", testMatch: "api/**/*.spec.ts" },
    // The shop behind the reference Varnish (deploy/varnish/), started by the spec itself.
    { name: "edge", testMatch: "edge/**/*.spec.ts", use: { launchOptions } },
    {
      name: "e2e",
      testMatch: "e2e/**/*.spec.ts",
      testIgnore: [
        ...CHECKS,
        "e2e/layout/**",
        "e2e/account/**",
        "e2e/checkout/**",
        "e2e/preview/**",
        "e2e/home/**",
        "e2e/admin/**",
      ],
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    // Whole-page checks that set their own viewports (phone and wide screen): axe, CSP
    // violations while shopping, JavaScript budgets. The engine runs share them out
    // (scripts/test-engines.mjs).
    { name: "checks", testMatch: CHECKS, use: { ...devices["Desktop Chrome"], launchOptions } },
    // Layout, account and checkout tests run twice: on a 390 × 844 touch phone and on a 1366 × 900 screen.
    {
      name: "phone",
      testMatch: [
        "e2e/layout/**/*.spec.ts",
        "e2e/account/**/*.spec.ts",
        "e2e/checkout/**/*.spec.ts",
        "e2e/preview/**/*.spec.ts",
        "e2e/home/**/*.spec.ts",
        "e2e/admin/**/*.spec.ts",
      ],
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
        launchOptions,
      },
    },
    {
      name: "wide",
      testMatch: [
        "e2e/layout/**/*.spec.ts",
        "e2e/account/**/*.spec.ts",
        "e2e/checkout/**/*.spec.ts",
        "e2e/preview/**/*.spec.ts",
        "e2e/home/**/*.spec.ts",
        "e2e/admin/**/*.spec.ts",
      ],
      use: { viewport: { width: 1366, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    command: "node scripts/test-server.mjs",
    url: `http://localhost:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    // The suite's shop takes payments through local fakes of the providers (test-server.mjs).
    env: {
      PORT: String(PORT),
      HOST: "localhost",
      PAYMENT_FAKES: "1",
      ...(EDGE_PORT ? { EDGE_PURGE_URLS: `http://127.0.0.1:${EDGE_PORT}/` } : {}),
    },
  },
});
