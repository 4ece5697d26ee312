// @ts-check
import { fileURLToPath } from "node:url";
/**
 * Adds `client:interaction`: an island hydrates on the shopper's first
 * pointer, keyboard or focus interaction with it (the laziest hydration we
 * use). The event that triggered hydration is replayed as a click when it was
 * a click, so the first tap is never lost.
 * @returns {import("astro").AstroIntegration}
 */
export function interactionDirective() {
  return {
    name: "storefront:interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./interaction-directive.client.mjs", import.meta.url)),
        });
      },
    },
  };
}
