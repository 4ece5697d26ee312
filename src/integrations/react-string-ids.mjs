// @ts-check
/**
 * React islands rendered to a string, with their ids (issue 33). `@astrojs/react`'s
 * `experimentalDisableStreaming` renders an island with `renderToString`, about a millisecond
 * cheaper per product page than React's web stream, but calls it without the island's
 * `identifierPrefix`, which the client passes to `hydrateRoot`: every `useId` id then differed
 * after hydration (the search overlay's `aria-activedescendant` pointed at no option). This
 * build-time patch passes the island's options, prefix included, as the streaming path does.
 * If the adapter's code changes the build stops here with a message, rather than losing the
 * patch unnoticed.
 * @returns {import("astro").AstroIntegration}
 */
export function reactStringIds() {
  return {
    name: "storefront:react-string-ids",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [reactStringIdsPlugin()] } });
      },
    },
  };
}

const MODULE = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;
const ORIGINAL = "html = ReactDOM.renderToString(vnode);";

/**
 * @typedef {Extract<NonNullable<import("astro").ViteUserConfig["plugins"]>[number], { name: string }>} VitePlugin
 */

/**
 * The Vite plugin behind {@link reactStringIds}.
 * @returns {VitePlugin}
 */
export function reactStringIdsPlugin() {
  return {
    name: "storefront:react-string-ids",
    enforce: "pre",
    transform(code, id) {
      if (!MODULE.test(id.split("?")[0] ?? "")) return null;
      if (!code.includes(ORIGINAL) || !code.includes("identifierPrefix: prefix"))
        throw new Error(
          `react-string-ids: ${id} no longer renders islands to a string as expected; update src/integrations/react-string-ids.mjs`,
        );
      return code.replace(
        ORIGINAL,
        "html = ReactDOM.renderToString(vnode, { identifierPrefix: renderOptions.identifierPrefix });",
      );
    },
  };
}
