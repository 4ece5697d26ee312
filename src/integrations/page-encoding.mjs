// @ts-check
/**
 * A build-time patch of Astro's page renderer: a page rendered whole (no streaming) is turned
 * into bytes by `utf8Page` (utf8-page.ts) instead of `TextEncoder`, about half the cost for a
 * large page (issue 33, decision 0013). If Astro's code changes the build stops here with a
 * message, rather than losing the patch unnoticed.
 */
import { fileURLToPath } from "node:url";
import { sourcePatchPlugin, withVitePlugin } from "./source-patch.mjs";

const NAME = "storefront:page-encoding";
const UTF8_PAGE = fileURLToPath(new URL("./utf8-page.ts", import.meta.url));

/** @returns {import("astro").AstroIntegration} */
export function pageEncoding() {
  return withVitePlugin(NAME, pageEncodingPlugin());
}

/** The Vite plugin behind {@link pageEncoding}. */
export function pageEncodingPlugin() {
  return sourcePatchPlugin({
    name: NAME,
    module: /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]page\.js$/,
    edits: [
      {
        original: 'import { encoder } from "./common.js";',
        replacement: `import { encoder } from "./common.js";
import { utf8Page } from ${JSON.stringify(UTF8_PAGE)};`,
      },
      {
        original: `  if (!streaming && typeof body === "string") {
    body = encoder.encode(body);`,
        replacement: `  if (!streaming && typeof body === "string") {
    body = utf8Page(body);`,
      },
    ],
    message: "no longer encodes a page as expected; update src/integrations/page-encoding.mjs",
  });
}
