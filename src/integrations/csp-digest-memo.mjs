// @ts-check
import { sourcePatchPlugin, withVitePlugin } from "./source-patch.mjs";

const NAME = "storefront:csp-digest-memo";
/** Texts whose digest is kept: a page has a handful, the whole shop a few dozen. */
const MAX_TEXTS = 512;

/**
 * Astro hashes every inline script and style of a page for its Content-Security-Policy on every
 * render (`generateCspDigest` in astro/dist/core/encryption.js: one `crypto.subtle.digest`, a
 * thread-pool round trip, per script and style), although they are the same few texts on every
 * request: about 6 % of an uncached category render (issue 33, decision record 0013). This
 * build-time patch keeps the digests of the texts already seen (at most {@link MAX_TEXTS}).
 * If Astro renames the function the build stops here with a message, rather than losing the
 * patch unnoticed.
 * @returns {import("astro").AstroIntegration}
 */
export function cspDigestMemo() {
  return withVitePlugin(NAME, cspDigestMemoPlugin());
}

/** The Vite plugin behind {@link cspDigestMemo}. */
export function cspDigestMemoPlugin() {
  return sourcePatchPlugin({
    name: NAME,
    module: /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/,
    edits: [
      { original: "async function generateCspDigest(data, algorithm) {", replacement: memoised() },
    ],
    message:
      "no longer defines generateCspDigest as expected; update src/integrations/csp-digest-memo.mjs",
  });
}

/** The memoising wrapper, followed by the original function renamed. */
function memoised() {
  return `const cspDigests = new Map();
async function generateCspDigest(data, algorithm) {
  const key = algorithm + "\\u0000" + data;
  const known = cspDigests.get(key);
  if (known !== undefined) return known;
  const digest = await computeCspDigest(data, algorithm);
  if (cspDigests.size < ${MAX_TEXTS}) cspDigests.set(key, digest);
  return digest;
}
async function computeCspDigest(data, algorithm) {`;
}
