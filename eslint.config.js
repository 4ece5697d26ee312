// @ts-check
import { builtinModules } from "node:module";
import eslintPluginAstro from "eslint-plugin-astro";
import tseslint from "typescript-eslint";

// ---------------------------------------------------------------------------
// Layer boundaries (docs/decisions/0001-architecture.md). Each folder gets one
// full set of forbidden imports: in flat config a later object for the same
// rule replaces the options of an earlier one, so the folders below never
// overlap. Type imports count (`import type`, `export type ... from`,
// `import("...")` types), and so do `export ... from` and dynamic `import()`.
// Pages (except /api), layouts and the middleware may import anything but the database.
// Queries live in src/server/repositories (decision 0021): no other server module, page,
// layout or middleware imports Kysely or builds a query (tests may set up rows directly).
// ---------------------------------------------------------------------------

/** File kinds the rules check: TypeScript, islands, scripts and .astro frontmatter. */
const CODE = ["ts", "tsx", "mts", "js", "mjs", "astro"];
/** Every checked file under a folder (also the client scripts of its .astro files). */
const under = (/** @type {string} */ folder) => CODE.map((ext) => `${folder}/**/*.${ext}`);

/** An import of a top-level folder of src/: relative (`../../server/x`) or by the `@/` alias. */
const srcFolder = (/** @type {string[]} */ ...names) =>
  `^(?:(?:\\.\\.?/)+|@/)(?:${names.join("|")})(?:/|$)`;
const NODE_BUILTINS = builtinModules.filter((m) => !m.startsWith("_"));

/** @typedef {{ regex: string, message: string, allowTypeImports?: boolean, allowImportNames?: string[] }} Forbidden */

/** @satisfies {Record<string, Forbidden>} */
const FORBID = {
  serverFromUi: {
    regex: srcFolder("server"),
    message:
      "Features and components never import src/server, not even types: take data as props from the page or layout; shared types live in src/contracts.",
  },
  node: {
    regex: `^(?:node:|(?:${NODE_BUILTINS.join("|")})(?:/|$))`,
    message: "Code that can reach the browser (and the pure domain) never imports Node built-ins.",
  },
  uiFromServer: {
    regex: srcFolder("features", "components", "layouts"),
    message:
      "Server code and API endpoints never import src/features (or components, layouts), not even types: rules go to src/domain, shared types to src/contracts, texts to a catalogue under src/i18n.",
  },
  outsideDomain: {
    regex: srcFolder(
      "features",
      "server",
      "i18n",
      "contracts",
      "pages",
      "components",
      "layouts",
      "integrations",
      "styles",
      "middleware",
    ),
    message: "src/domain is pure business rules: it imports only src/domain (and npm packages).",
  },
  outsideContracts: {
    regex: "^(?!\\.\\./(?:domain|contracts)/|\\./)",
    message: "src/contracts holds types only: `import type` from src/domain or src/contracts.",
  },
  outsideI18n: {
    regex: srcFolder(
      "features",
      "server",
      "pages",
      "components",
      "layouts",
      "integrations",
      "middleware",
    ),
    message:
      "src/i18n imports only src/domain and src/contracts: feature catalogues are registered in src/features/messages.ts.",
  },
  kysely: {
    regex: "^kysely(?:/|$)",
    message:
      "Only src/server/repositories and src/server/db use Kysely, not even its types (decision 0021): call a repository function with the Executor (src/server/db/transaction.ts); row types come from src/server/db/schema.ts.",
  },
  databaseHandle: {
    regex: "(?:^|/)db/client(?:\\.ts)?$",
    allowImportNames: ["getDb", "dataDir", "imagesDir"],
    message:
      "Outside src/server/repositories and src/server/db, db/client gives only getDb() (the Executor handed to repositories) and the data folders (decision 0021): the pool, the raw readers and opening or closing the database stay in repositories and db.",
  },
  databaseInternals: {
    regex: "(?:^|/)db/(?:open|postgres|sqlite-dialect|seed)(?:[/.]|$)",
    message:
      "Outside src/server/repositories and src/server/db, nothing opens the database or reaches its engines (decision 0021): call a repository function.",
  },
  dbClientFromSeed: {
    regex: "^\\.\\./client(?:\\.ts)?$",
    message:
      "The seed never imports the database singleton (client.ts loads the seed): use ../open.ts.",
  },
  cataloguesFromIslands: {
    regex: "(?:^|/)(?:[\\w-]+\\.)?messages$|(?:^|/)i18n/(?:core|translate|messages/[\\w-]+)$",
    message:
      "Islands never bundle translation catalogues: take picked texts as props (pickMessages on the page) and fill them with src/i18n/format.ts.",
    allowTypeImports: true,
  },
};

/** Selectors esquery can read: a slash inside a regex literal is written `\x2F`. */
const esqueryRegex = (/** @type {string} */ regex) => `/${regex.replaceAll("/", "\\x2F")}/i`;

/** One folder's full set: restricted imports plus the same sources in `import()` and `import("…")` types. */
function boundary(
  /** @type {string[]} */ files,
  /** @type {Forbidden[]} */ forbidden,
  /** @type {{ selector: string, message: string }[]} */ syntax = [],
) {
  const typeChecked = forbidden.filter((f) => !f.allowTypeImports);
  return {
    files,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: forbidden.map(({ regex, message, allowTypeImports, allowImportNames }) => ({
            regex,
            message,
            ...(allowTypeImports ? { allowTypeImports } : {}),
            ...(allowImportNames ? { allowImportNames } : {}),
          })),
        },
      ],
      "no-restricted-syntax": [
        "error",
        ...typeChecked.flatMap(({ regex, message }) => [
          { selector: `ImportExpression[source.value=${esqueryRegex(regex)}]`, message },
          { selector: `TSImportType[source.value=${esqueryRegex(regex)}]`, message },
        ]),
        ...syntax,
      ],
    },
  };
}

const TYPE_ONLY = "src/contracts holds types only (type aliases and interfaces, `import type`).";

/** Kysely's query-starting calls (and transactions, which db/transaction.ts opens). */
const QUERY_CALLS = [
  "selectFrom",
  "selectNoFrom",
  "insertInto",
  "replaceInto",
  "updateTable",
  "deleteFrom",
  "mergeInto",
  "with",
  "withRecursive",
  "executeQuery",
  "transaction",
  "connection",
];
const NO_QUERIES = {
  forbidden: [FORBID.kysely, FORBID.databaseHandle, FORBID.databaseInternals],
  syntax: [
    {
      selector: `CallExpression[callee.property.name=/^(?:${QUERY_CALLS.join("|")})$/]`,
      message:
        "Queries live in src/server/repositories (decision 0021): call a repository function with the Executor, and open a transaction with writeTransaction (src/server/db/transaction.ts).",
    },
  ],
};
/** Tests and their fixtures may set up and inspect rows directly. */
const TESTS = ["**/*.test.ts", "**/*.fixtures.ts"];

/**
 * A folder's set, and for its modules (not tests, nor the `ignores` folders) the same set that
 * also keeps queries out: no Kysely, no database internals, no query-building calls.
 */
function queryFree(
  /** @type {string[]} */ files,
  /** @type {Forbidden[]} */ forbidden,
  /** @type {string[]} */ ignores = [],
) {
  const free = boundary(files, [...forbidden, ...NO_QUERIES.forbidden], NO_QUERIES.syntax);
  return [
    ...(forbidden.length > 0 ? [boundary(files, forbidden)] : []),
    { ...free, ignores: [...TESTS, ...ignores] },
  ];
}

const boundaries = [
  boundary(under("src/domain"), [FORBID.outsideDomain, FORBID.node]),
  boundary(
    under("src/contracts"),
    [FORBID.outsideContracts],
    [
      { selector: "ImportDeclaration[importKind='value']", message: TYPE_ONLY },
      { selector: "ExportNamedDeclaration[source][exportKind='value']", message: TYPE_ONLY },
      { selector: "ExportAllDeclaration[exportKind='value']", message: TYPE_ONLY },
      { selector: "ExportDefaultDeclaration", message: TYPE_ONLY },
      {
        selector:
          ":matches(Program, ExportNamedDeclaration) > :matches(VariableDeclaration, FunctionDeclaration, ClassDeclaration, TSEnumDeclaration, TSModuleDeclaration, ExpressionStatement)",
        message: TYPE_ONLY,
      },
    ],
  ),
  boundary(under("src/i18n"), [FORBID.outsideI18n, FORBID.node]),
  ...queryFree(
    under("src/server"),
    [FORBID.uiFromServer],
    ["src/server/repositories/**", "src/server/db/**"],
  ),
  boundary(under("src/server/db/seed"), [FORBID.uiFromServer, FORBID.dbClientFromSeed]),
  ...queryFree([...under("src/pages"), ...under("src/layouts"), "src/middleware.ts"], []),
  ...queryFree(under("src/pages/api"), [FORBID.uiFromServer]),
  boundary(
    [...under("src/features"), ...under("src/components")],
    [FORBID.serverFromUi, FORBID.node],
  ),
  boundary(
    ["src/features/**/*.tsx", "src/components/**/*.tsx"],
    [FORBID.serverFromUi, FORBID.node, FORBID.cataloguesFromIslands],
  ),
];

export default [
  {
    ignores: ["dist/", ".astro/", "node_modules/", "data/", "test-results/", "playwright-report/"],
  },
  ...tseslint.configs.recommended,
  ...eslintPluginAstro.configs["flat/recommended"],
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/consistent-type-imports": "off" },
  },
  ...boundaries,
];
