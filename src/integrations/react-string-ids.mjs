// @ts-check
/**
 * React islands rendered to a string, with their ids (issue 33). `@astrojs/react`'s
 * `experimentalDisableStreaming` renders an island with `renderToString`, about a millisecond
 * cheaper per product page than React's web stream, but calls it without the island's
 * `identifierPrefix`, which the client passes to `hydrateRoot`: every `useId` id then differed
 * after hydration (the search overlay's `aria-activedescendant` pointed at no option). This
 * build-time patch passes the island's prefix, as the streaming path does. If the adapter's
 * code changes the build stops here with a message, rather than losing the patch unnoticed.
 */
import { sourcePatchPlugin, withVitePlugin } from "./source-patch.mjs";

const NAME = "storefront:react-string-ids";

/** @returns {import("astro").AstroIntegration} */
export function reactStringIds() {
  return withVitePlugin(NAME, reactStringIdsPlugin());
}

/** The Vite plugin behind {@link reactStringIds}. */
export function reactStringIdsPlugin() {
  return sourcePatchPlugin({
    name: NAME,
    module: /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/,
    original: "html = ReactDOM.renderToString(vnode);",
    replacement:
      "html = ReactDOM.renderToString(vnode, { identifierPrefix: renderOptions.identifierPrefix });",
    alsoExpected: ["identifierPrefix: prefix"],
    message:
      "no longer renders islands to a string as expected; update src/integrations/react-string-ids.mjs",
  });
}
