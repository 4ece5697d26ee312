// @ts-check
/**
 * Three build-time patches of `@astrojs/react`'s server renderer (issue 33, decision 0013). If
 * the adapter's code changes the build stops here with a message, rather than losing a patch
 * unnoticed.
 * - Ids. `experimentalDisableStreaming` renders an island with `renderToString`, about a
 *   millisecond cheaper per product page than React's web stream, but without the island's
 *   `identifierPrefix`, which the client passes to `hydrateRoot`: every `useId` id then
 *   differed after hydration (the search overlay's `aria-activedescendant` pointed at no
 *   option). The patch passes the island's prefix, as the streaming path does.
 * - No trial render. Before each island Astro asks the renderer whether the component is
 *   React's, and the renderer answers by calling the component inside a throwaway render: every
 *   island's top component ran twice. React is this shop's only renderer, so a hydrated function
 *   component is answered yes at once.
 * - Kept HTML. Islands marked `serverPure` (src/features/shared/server-pure.ts) are rendered
 *   once per key and their HTML kept (src/integrations/kept-islands.ts); the renderer leaves
 *   the key on the island's metadata.
 * And one of Astro's component renderer: an island with that key gets its whole
 * `<astro-island>` element kept too, skipping its props' serialisation and its uid's hash.
 */
import { fileURLToPath } from "node:url";
import { sourcePatchPlugin, withVitePlugin } from "./source-patch.mjs";

const NAME = "storefront:react-islands";
const KEPT_ISLANDS = fileURLToPath(new URL("./kept-islands.ts", import.meta.url));

/** @returns {import("astro").AstroIntegration} */
export function reactIslands() {
  return withVitePlugin(NAME, reactIslandsPlugin(), keptIslandElementsPlugin());
}

/** The Vite plugin behind {@link reactIslands}. */
export function reactIslandsPlugin() {
  return sourcePatchPlugin({
    name: NAME,
    module: /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/,
    edits: [
      {
        original: 'import opts from "astro:react:opts";',
        replacement: `import opts from "astro:react:opts";
import { islandKey, keepIslandHtml, keptIslandHtml } from ${JSON.stringify(KEPT_ISLANDS)};`,
      },
      {
        original: "  let isReactComponent = false;\n  function Tester(",
        replacement:
          "  if (metadata?.hydrate) return true;\n  let isReactComponent = false;\n  function Tester(",
      },
      {
        original: `  let html;
  if (opts.experimentalDisableStreaming) {
    html = ReactDOM.renderToString(vnode);
  }`,
        replacement: `  let html;
  const keptKey = opts.experimentalDisableStreaming && !formState ? islandKey(Component, newProps, prefix) : null;
  if (keptKey !== null && metadata) metadata.keptIslandKey = keptKey;
  const keptHtml = keptKey === null ? undefined : keptIslandHtml(keptKey);
  if (keptHtml !== undefined) return { html: keptHtml, attrs };
  if (opts.experimentalDisableStreaming) {
    html = ReactDOM.renderToString(vnode, { identifierPrefix: renderOptions.identifierPrefix });
  }`,
      },
      {
        original: `  );
  return { html, attrs };`,
        replacement: `  );
  if (keptKey !== null) keepIslandHtml(keptKey, html);
  return { html, attrs };`,
      },
    ],
    alsoExpected: ["identifierPrefix: prefix", "await renderToStaticMarkup.call(this, Tester"],
    message: "no longer renders islands as expected; update src/integrations/react-islands.mjs",
  });
}

/** The Vite plugin that patches Astro's component renderer (see {@link reactIslands}). */
export function keptIslandElementsPlugin() {
  return sourcePatchPlugin({
    name: `${NAME}-elements`,
    module: /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]component\.js$/,
    edits: [
      {
        original: 'import { shorthash } from "../shorthash.js";',
        replacement: `import { shorthash } from "../shorthash.js";
import { islandHydration, keepIslandElement, keptIslandElement } from ${JSON.stringify(KEPT_ISLANDS)};`,
      },
      {
        original: "  const astroId = shorthash(",
        replacement: `  const keptHydration = islandHydration(
    metadata,
    props,
    propsWithoutTransitionAttributes,
    children,
    slotInstructions
  );
  const keptElement =
    keptHydration === null ? undefined : keptIslandElement(metadata.keptIslandKey, keptHydration);
  if (keptElement !== undefined) {
    return {
      render(destination) {
        destination.write(createRenderInstruction({ type: "directive", hydration }));
        if (hydration.directive !== "only" && renderer?.ssr.renderHydrationScript) {
          destination.write(
            createRenderInstruction({
              type: "renderer-hydration-script",
              rendererName: renderer.name,
              render: renderer.ssr.renderHydrationScript
            })
          );
        }
        destination.write(markHTMLString(keptElement));
      }
    };
  }
  const astroId = shorthash(`,
      },
      {
        original: `      const renderedElement = renderElement("astro-island", island, false);
      destination.write(markHTMLString(renderedElement));`,
        replacement: `      const renderedElement = renderElement("astro-island", island, false);
      if (keptHydration !== null) keepIslandElement(metadata.keptIslandKey, keptHydration, renderedElement);
      destination.write(markHTMLString(renderedElement));`,
      },
    ],
    alsoExpected: [
      "const { hydration, isPage, props, propsWithoutTransitionAttributes } = extractDirectives(",
      "const { children, slotInstructions } = await renderSlots(result, slots);",
    ],
    message: "no longer renders islands as expected; update src/integrations/react-islands.mjs",
  });
}
