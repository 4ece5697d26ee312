// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { interactionDirective } from "./src/integrations/interaction-directive.mjs";
import { SPECULATION_RULES } from "./src/components/layout/speculation-rules";
import { BASKET_LINES_SCRIPT } from "./src/features/basket/pending-rows";
import {
  PAGE_DIRECTIVES,
  SCRIPT_RESOURCES,
  STYLE_RESOURCES,
  scriptHash,
} from "./src/server/http/security-headers.mjs";

const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  output: "server",
  // Endpoints set their own limits while streaming (src/server/http/responses.ts readBody)
  // and throw away up to 64 MB of an oversized body while their 413 goes out; the adapter
  // cuts a connection off past 80 MB, above that, so it never resets one before its answer.
  adapter: node({ mode: "standalone", bodySizeLimit: 80 * 1024 * 1024 }),
  integrations: [react(), interactionDirective()],
  server: { port, host: process.env.HOST ?? "localhost" },
  site: process.env.SITE_URL ?? `http://localhost:${port}`,
  trailingSlash: "ignore",
  compressHTML: true,
  prefetch: false,
  // No Markdown pages: no code highlighting (Shiki's inline styles would also fight the CSP).
  markdown: { syntaxHighlight: false },
  security: {
    // The shop checks request origins itself (src/server/http/request-guard.ts): Astro's check
    // refuses every DELETE without an Origin header, so non-browser clients could not log out.
    checkOrigin: false,
    // Content-Security-Policy as a response header on every server-rendered page, with the
    // SHA-256 of every inline script Astro emits (island bootstrap, the client:interaction
    // directive, inlined hoisted scripts) and of the speculation rules; no 'unsafe-inline' for
    // scripts. The middleware adds frame-ancestors and the tracking tags' hosts per request
    // (docs/decisions/0016-content-security-policy.md).
    csp: {
      algorithm: "SHA-256",
      directives: PAGE_DIRECTIVES,
      scriptDirective: {
        resources: SCRIPT_RESOURCES,
        hashes: [
          /** @type {`sha256-${string}`} */ (scriptHash(SPECULATION_RULES)),
          /** @type {`sha256-${string}`} */ (scriptHash(BASKET_LINES_SCRIPT)),
        ],
      },
      styleDirective: { resources: STYLE_RESOURCES },
    },
  },
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
