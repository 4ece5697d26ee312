// @ts-check
/**
 * A build-time patch of one installed module's source (the shop's two: csp-digest-memo.mjs and
 * react-islands.mjs). `module` picks the file by path; each edit replaces its `original` text
 * with its `replacement`, and the build stops with `message` when the file no longer holds an
 * `original` (or any of `alsoExpected`), rather than losing the patch unnoticed after an upgrade.
 */

/**
 * @typedef {Extract<NonNullable<import("astro").ViteUserConfig["plugins"]>[number], { name: string }>} VitePlugin
 * @typedef {{ original: string; replacement: string }} SourceEdit
 */

/**
 * @param {{ name: string; module: RegExp; edits: SourceEdit[]; alsoExpected?: string[]; message: string }} patch
 * @returns {VitePlugin}
 */
export function sourcePatchPlugin(patch) {
  return {
    name: patch.name,
    enforce: "pre",
    transform(code, id) {
      if (!patch.module.test(id.split("?")[0] ?? "")) return null;
      const expected = [...patch.edits.map((edit) => edit.original), ...(patch.alsoExpected ?? [])];
      if (!expected.every((text) => code.includes(text)))
        throw new Error(`${patch.name}: ${id} ${patch.message}`);
      // A function, so that `$` in a replacement is taken as written.
      return patch.edits.reduce(
        (text, edit) => text.replace(edit.original, () => edit.replacement),
        code,
      );
    },
  };
}

/**
 * The Astro integration that adds `plugins` to Vite's configuration.
 * @param {string} name
 * @param {VitePlugin[]} plugins
 * @returns {import("astro").AstroIntegration}
 */
export function withVitePlugin(name, ...plugins) {
  return {
    name,
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins } });
      },
    },
  };
}
