// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { interactionDirective } from "./src/integrations/interaction-directive.mjs";

const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  output: "server",
  // Bodies past 8 MB are cut off while streaming; endpoints set their own, smaller limits
  // (src/server/http/responses.ts readBody).
  adapter: node({ mode: "standalone", bodySizeLimit: 8 * 1024 * 1024 }),
  integrations: [react(), interactionDirective()],
  server: { port, host: process.env.HOST ?? "localhost" },
  site: process.env.SITE_URL ?? `http://localhost:${port}`,
  trailingSlash: "ignore",
  compressHTML: true,
  prefetch: false,
  // The shop checks request origins itself (src/server/http/request-guard.ts): Astro's check
  // refuses every DELETE without an Origin header, so non-browser clients could not log out.
  security: { checkOrigin: false },
  devToolbar: { enabled: false },
  vite: {
    ssr: { external: ["node:sqlite"] },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "boot",
                    test: /BaseLayout\.astro\?astro&type=script/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
