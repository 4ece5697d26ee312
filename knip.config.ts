import type { KnipConfig } from "knip";

/**
 * Dead code fails `npm test` (scripts/test-static.mjs runs `npm run knip`, which runs knip twice):
 * - `knip` reads everything, tests included: a file nothing reaches, an export nothing imports,
 *   a dependency nothing uses, an import nothing resolves;
 * - `knip --production` leaves the tests out (the plugins' test files, and the entry and project
 *   patterns below without a `!`): an export that only tests import is dead code too. Delete it
 *   and test the export the shop uses; a helper that tests need beside the code it opens up (a
 *   reset, a look into a cache) carries `@internal` in its doc comment, which production mode
 *   skips while the first run still checks that a test uses it. A tag on an export the shop
 *   uses, or a hint about this file, fails the run too. This run leaves unused dependencies to
 *   the first: production mode reads no config file, so it would count the adapter and the
 *   React renderer, which only astro.config.mjs names, as unused.
 *
 * The plugins know the rest: astro (pages, endpoints, the middleware, and in `.astro` files the
 * frontmatter and the `<script>` imports, so the `.client.ts` scripts), vitest, playwright
 * (the specs and globalSetup), eslint, prettier, typescript.
 *
 * A constant or helper exported beside its doc and also used in its own module is not reported
 * (`ignoreExportsUsedInFile`); an export nothing uses at all is.
 */
const config: KnipConfig = {
  entry: [
    // npm scripts and the tools run by hand (`node scripts/make-favicon.mjs`); they spawn
    // each other by path (test-server.mjs from playwright.config.ts, bench, soak and shots).
    "scripts/*.mjs!",
    // The test runners are tests.
    "!scripts/test-*.mjs!",
    "scripts/test-*.mjs",
    // astro.config.mjs adds the client:interaction directive; production mode does not read
    // config files, so the integration (and the client script it names by path) is an entry.
    "src/integrations/interaction-directive.mjs!",
    // The same for the `?lazy` imports' integration (decision record 0014).
    "src/integrations/lazy-chunk.mjs!",
    // The build-time patch that memoises Astro's CSP digests (decision 0013); astro.config.mjs loads it.
    "src/integrations/csp-digest-memo.mjs!",
    // The build-time patches of the React island renderer and Astro's component renderer (ids,
    // kept island HTML) and of Astro's page encoding (decision 0013).
    "src/integrations/react-islands.mjs!",
    "src/integrations/page-encoding.mjs!",
    // The payment providers' fakes, started by scripts/payment-fakes.mjs through tsx.
    "tests/fakes/serve.ts",
    // Run by hand after `npm run shots` to keep a before/after pair (decision 0026).
    "scripts/shots/compact.mjs!",
  ],
  project: [
    "src/**/*.{ts,tsx,mjs,astro}!",
    "!src/**/*.test.ts!",
    "!src/**/*.fixtures.ts!",
    "scripts/**/*.mjs!",
    "!scripts/test-*.mjs!",
    "!scripts/oauth-mock.mjs!",
    "tests/**/*.ts",
  ],
  ignoreExportsUsedInFile: true,
  // scripts/payment-fakes.mjs runs the fakes with `node --import tsx`, a flag knip does not read;
  // astro.config.mjs names the typeface's files by path (node_modules/@fontsource-variable/…).
  ignoreDependencies: ["tsx", "@fontsource-variable/figtree"],
  ignoreIssues: {
    // Kysely's migrator calls each migration's `up` and `down` through the modules that
    // src/server/db/migrate.ts lists in MIGRATIONS, which knip does not follow.
    "src/server/db/migrations/*.ts": ["exports"],
  },
  treatConfigHintsAsErrors: true,
  treatTagHintsAsErrors: true,
};

export default config;
