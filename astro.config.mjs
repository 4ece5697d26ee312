// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig, fontProviders } from "astro/config";
import { cspDigestMemo } from "./src/integrations/csp-digest-memo.mjs";
import { interactionDirective } from "./src/integrations/interaction-directive.mjs";
import { lazyChunk } from "./src/integrations/lazy-chunk.mjs";
import { pageEncoding } from "./src/integrations/page-encoding.mjs";
import { reactIslands } from "./src/integrations/react-islands.mjs";
import { SPECULATION_RULES } from "./src/components/layout/speculation-rules";
import { BASKET_LINES_SCRIPT } from "./src/features/basket/pending-rows";
import {
  PAGE_DIRECTIVES,
  SCRIPT_RESOURCES,
  STYLE_RESOURCES,
  scriptHash,
} from "./src/server/http/security-headers.mjs";

/** Figtree's files (npm `@fontsource-variable/figtree`) and their subsets' ranges (its wght.css). */
const FIGTREE = "./node_modules/@fontsource-variable/figtree/files";
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXT =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  output: "server",
  // Endpoints set their own limits while streaming (src/server/http/responses.ts readBody)
  // and throw away up to 64 MB of an oversized body while their 413 goes out; the adapter
  // cuts a connection off past 80 MB, above that, so it never resets one before its answer.
  // Middleware mode: the start server (scripts/start.mjs) serves the static files itself and
  // hands the app only what can be no file (a page's path never touches the disk first).
  // Pages are rendered whole, then sent (no HTML streaming): a page is ready in a few
  // milliseconds from local data, and a streamed page cost a fifth more CPU (each of its
  // hundreds of chunks encoded and passed through web streams on its own; issue 33, decision
  // 0013). A page whose data fails now gets the error page, not a cut body. React's islands too
  // are rendered to strings, with their `useId` prefix put back (react-islands.mjs).
  adapter: node({
    mode: "middleware",
    bodySizeLimit: 80 * 1024 * 1024,
    experimentalDisableStreaming: true,
  }),
  integrations: [
    react({ experimentalDisableStreaming: true }),
    reactIslands(),
    interactionDirective(),
    lazyChunk(),
    cspDigestMemo(),
    pageEncoding(),
  ],
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
  // The shop's one typeface (issue 32): Figtree, a variable font self-hosted from the
  // @fontsource-variable package's files in node_modules (never a font CDN), only its
  // Latin and Latin Extended subsets (Polish and German), every weight in one file each. Astro
  // serves the files under /_astro/fonts/, writes the @font-face rules, and adds a fallback
  // face whose metrics (size-adjust, ascent, descent) match Figtree's over the system's Arial
  // so text sets the same lines before and after the font arrives. `optional`: the browser
  // uses the font only if it is there within about 100 ms (preloaded, it is), otherwise the
  // fallback for that page: never a swap, never a shift (decision 0026).
  fonts: [
    {
      provider: fontProviders.local(),
      name: "Figtree",
      cssVariable: "--font-brand",
      options: {
        variants: [
          {
            src: [`${FIGTREE}/figtree-latin-wght-normal.woff2`],
            weight: "300 900",
            style: "normal",
            unicodeRange: [LATIN],
          },
          {
            src: [`${FIGTREE}/figtree-latin-ext-wght-normal.woff2`],
            weight: "300 900",
            style: "normal",
            unicodeRange: [LATIN_EXT],
          },
        ],
      },
      display: "optional",
      fallbacks: ["sans-serif"],
    },
  ],
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
