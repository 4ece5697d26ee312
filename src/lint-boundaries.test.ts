/**
 * The layer boundaries of docs/decisions/0001-architecture.md, as
 * `eslint.config.js` enforces them: planted imports across each forbidden
 * arrow fail lint, allowed ones pass. Lints text under virtual file names with
 * the project's real configuration (nothing is written to disk).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { astro, boundaryErrors, warmUpLinter } from "./lint-boundaries.fixtures";

beforeAll(warmUpLinter, 60_000);

describe("forbidden imports fail lint", () => {
  const cases: [arrow: string, path: string, code: string, reason: string][] = [
    [
      "server -> features",
      "src/server/services/planted.ts",
      'import { translator } from "../../features/messages";\nexport const t = translator("pl");\n',
      "never import src/features",
    ],
    [
      "server -> features (type import)",
      "src/server/views/planted.ts",
      'import type { ProductTopProps } from "../../features/product/product-view.types";\nexport type P = ProductTopProps;\n',
      "never import src/features",
    ],
    [
      "server -> features (export from)",
      "src/server/views/planted.ts",
      'export { TOP_KEYS } from "../../features/product/island-keys";\n',
      "never import src/features",
    ],
    [
      "api endpoint -> features",
      "src/pages/api/public/planted.ts",
      'import { TOP_KEYS } from "../../../features/product/island-keys";\nexport const GET = () => new Response(TOP_KEYS.join());\n',
      "never import src/features",
    ],
    [
      "features -> server (import type)",
      "src/features/product/planted.ts",
      'import type { RequestContext } from "../../server/context";\nexport type C = RequestContext;\n',
      "never import src/server",
    ],
    [
      "features -> server (import() type)",
      "src/features/product/planted.ts",
      'export type C = import("../../server/context").RequestContext;\n',
      "never import src/server",
    ],
    [
      "features -> server (dynamic import)",
      "src/features/basket/planted.ts",
      'export const load = () => import("../../server/db/client");\n',
      "never import src/server",
    ],
    [
      "component .astro client script -> server",
      "src/components/layout/Planted.astro",
      '<button>x</button>\n\n<script>\n  import { getDb } from "../../server/db/client";\n  console.log(getDb);\n</script>\n',
      "never import src/server",
    ],
    [
      "island -> server",
      "src/features/basket/Planted.tsx",
      'import { getDb } from "../../server/db/client";\nexport const x = getDb;\n',
      "never import src/server",
    ],
    [
      "island -> translation catalogues",
      "src/features/basket/Planted.tsx",
      'import { translator } from "../messages";\nexport const x = translator;\n',
      "never bundle translation catalogues",
    ],
    [
      "feature -> Node built-in",
      "src/features/basket/planted.ts",
      'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n',
      "Node built-ins",
    ],
    [
      "component .astro -> server",
      "src/components/layout/Planted.astro",
      astro(
        'import type { RequestContext } from "../../server/context";\nconst x: RequestContext | null = null;',
      ),
      "never import src/server",
    ],
    [
      "feature .astro -> server",
      "src/features/catalogue/Planted.astro",
      astro(
        'import { getAttributes } from "../../server/services/catalogue.service";\nconst x = await getAttributes();',
      ),
      "never import src/server",
    ],
    [
      "domain -> features",
      "src/domain/planted.ts",
      'import { TOP_KEYS } from "../features/product/island-keys";\nexport const x = TOP_KEYS;\n',
      "src/domain is pure",
    ],
    [
      "domain -> i18n",
      "src/domain/planted.ts",
      'import { format } from "../i18n/format";\nexport const x = format;\n',
      "src/domain is pure",
    ],
    [
      "domain -> Node built-in",
      "src/domain/planted.ts",
      'import { createHash } from "crypto";\nexport const x = createHash;\n',
      "Node built-ins",
    ],
    [
      "i18n -> features",
      "src/i18n/planted.ts",
      'import { basketMessages } from "../features/basket/basket.messages";\nexport const x = basketMessages;\n',
      "src/i18n imports only",
    ],
    [
      "i18n -> server",
      "src/i18n/messages/planted.ts",
      'import type { RequestContext } from "../../server/context";\nexport type C = RequestContext;\n',
      "src/i18n imports only",
    ],
    [
      "contracts -> server",
      "src/contracts/planted.types.ts",
      'import type { RequestContext } from "../server/context";\nexport type C = RequestContext;\n',
      "src/contracts holds types only",
    ],
    [
      "contracts with a value",
      "src/contracts/planted.types.ts",
      'import { SORTS } from "../domain/catalogue/listing-params";\nexport const x = SORTS;\n',
      "src/contracts holds types only",
    ],
    [
      "seed -> database singleton",
      "src/server/db/seed/planted.ts",
      'import { getDb } from "../client.ts";\nexport const x = getDb;\n',
      "never imports the database singleton",
    ],
  ];

  it.each(cases)("%s", async (_arrow, path, code, reason) => {
    const errors = await boundaryErrors(path, code);
    expect(errors).not.toEqual([]);
    for (const error of errors) expect(error).toContain(reason);
  });
});

describe("allowed imports pass lint", () => {
  const cases: [arrow: string, path: string, code: string][] = [
    [
      "page -> server and features",
      "src/pages/planted.astro",
      astro(
        'import { getAttributes } from "../server/services/catalogue.service";\nimport { translator } from "../features/messages";\nconst x = [await getAttributes(), translator("pl")];',
      ),
    ],
    [
      "layout -> server",
      "src/layouts/Planted.astro",
      astro('import { shopProps } from "../server/views/shop-props";\nconst x = shopProps;'),
    ],
    [
      "features -> domain, contracts and i18n",
      "src/features/product/planted.ts",
      'import type { ShopProps } from "../../contracts/shop-props.types";\nimport { formatMoney } from "../../domain/pricing/money";\nimport { format } from "../../i18n/format";\nexport const x = [formatMoney, format];\nexport type S = ShopProps;\n',
    ],
    [
      "island -> message types and the formatter",
      "src/features/basket/Planted.tsx",
      'import type { MessageKey } from "../messages";\nimport { format } from "../../i18n/format";\nexport const x = format;\nexport type K = MessageKey;\n',
    ],
    [
      "server -> domain, contracts and the i18n core",
      "src/server/views/planted.ts",
      'import type { CodeOutcome } from "../../contracts/quote.types";\nimport { formatMoney } from "../../domain/pricing/money";\nimport { translator } from "../../i18n/core";\nexport const x = [formatMoney, translator];\nexport type O = CodeOutcome;\n',
    ],
    [
      "api endpoint -> server",
      "src/pages/api/public/planted.ts",
      'import { getAttributes } from "../../../server/services/catalogue.service";\nexport const GET = async () => Response.json(await getAttributes());\n',
    ],
    [
      "contracts -> domain types",
      "src/contracts/planted.types.ts",
      'import type { Product } from "../domain/catalogue.types";\nexport interface P {\n  product: Product;\n}\n',
    ],
    [
      "i18n -> domain",
      "src/i18n/planted.ts",
      'import type { LanguageSetting } from "../domain/settings.types";\nexport type L = LanguageSetting;\n',
    ],
    [
      "seed -> opening the database",
      "src/server/db/seed/planted.ts",
      'import { openDatabase } from "../open.ts";\nexport const x = openDatabase;\n',
    ],
  ];

  it.each(cases)("%s", async (_arrow, path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});
