// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { interactionDirective } from "./src/integrations/interaction-directive.mjs";

const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), interactionDirective()],
  server: { port, host: process.env.HOST ?? "localhost" },
  site: process.env.SITE_URL ?? `http://localhost:${port}`,
  trailingSlash: "ignore",
  compressHTML: true,
  prefetch: false,
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
