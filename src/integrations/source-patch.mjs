// @ts-check
/**
 * A build-time patch of one installed module's source (the shop's two: csp-digest-memo.mjs and
 * react-string-ids.mjs). `module` picks the file by path; the patch replaces `original` with
 * `replacement`, and the build stops with `message` when the file no longer holds `original`
 * (or any of `alsoExpected`), rather than losing the patch unnoticed after an upgrade.
 */

/**
 * @typedef {Extract<NonNullable<import("astro").ViteUserConfig["plugins"]>[number], { name: string }>} VitePlugin
 */

/**
 * @param {{ name: string; module: RegExp; original: string; replacement: string; alsoExpected?: string[]; message: string }} patch
 * @returns {VitePlugin}
 */
export function sourcePatchPlugin(patch) {
  return {
    name: patch.name,
    enforce: "pre",
    transform(code, id) {
      if (!patch.module.test(id.split("?")[0] ?? "")) return null;
      const expected = [patch.original, ...(patch.alsoExpected ?? [])];
      if (!expected.every((text) => code.includes(text)))
        throw new Error(`${patch.name}: ${id} ${patch.message}`);
      return code.replace(patch.original, patch.replacement);
    },
  };
}

/**
 * The Astro integration that adds `plugin` to Vite's configuration.
 * @param {string} name
 * @param {VitePlugin} plugin
 * @returns {import("astro").AstroIntegration}
 */
export function withVitePlugin(name, plugin) {
  return {
    name,
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
