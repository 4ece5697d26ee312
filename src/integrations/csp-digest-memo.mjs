// @ts-check
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
  return {
    name: "storefront:csp-digest-memo",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [cspDigestMemoPlugin()] } });
      },
    },
  };
}

/** Texts whose digest is kept: a page has a handful, the whole shop a few dozen. */
const MAX_TEXTS = 512;
const MODULE = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const ORIGINAL = "async function generateCspDigest(data, algorithm) {";

/**
 * @typedef {Extract<NonNullable<import("astro").ViteUserConfig["plugins"]>[number], { name: string }>} VitePlugin
 */

/**
 * The Vite plugin behind {@link cspDigestMemo}.
 * @returns {VitePlugin}
 */
export function cspDigestMemoPlugin() {
  return {
    name: "storefront:csp-digest-memo",
    enforce: "pre",
    transform(code, id) {
      if (!MODULE.test(id.split("?")[0] ?? "")) return null;
      if (!code.includes(ORIGINAL))
        throw new Error(
          `csp-digest-memo: ${id} no longer defines generateCspDigest as expected; update src/integrations/csp-digest-memo.mjs`,
        );
      return code.replace(ORIGINAL, memoised());
    },
  };
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
