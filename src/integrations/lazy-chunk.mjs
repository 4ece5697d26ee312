// @ts-check
/**
 * `import url from "./module.ts?lazy"`: the URL of that module built as its own chunk, for
 * `import(url)` when the shopper first needs it (decision record 0014). A plain dynamic
 * `import()` makes the bundler add its preload helper (about 0.5 KB gzip) to the importing
 * chunk; this costs only the URL. The chunk shares its dependencies with the page's other
 * chunks as any module does. In development the URL is the dev server's for the source module.
 * @returns {import("astro").AstroIntegration}
 */
export function lazyChunk() {
  return {
    name: "storefront:lazy-chunk",
    hooks: {
      "astro:config:setup": ({ updateConfig, command }) => {
        updateConfig({ vite: { plugins: [lazyChunkPlugin(command === "build")] } });
      },
    },
  };
}

const SUFFIX = "?lazy";

/**
 * A Vite plugin, named through Astro's own types (Vite is Astro's dependency, not the shop's).
 * @typedef {Extract<NonNullable<import("astro").ViteUserConfig["plugins"]>[number], { name: string }>} VitePlugin
 */

/**
 * The Vite plugin behind {@link lazyChunk}; `build`: a production build (else the dev server).
 * @param {boolean} build
 * @returns {VitePlugin}
 */
export function lazyChunkPlugin(build) {
  let root = "";
  return {
    name: "storefront:lazy-chunk",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const target = await this.resolve(source.slice(0, -SUFFIX.length), importer, {
        skipSelf: true,
      });
      return target ? target.id + SUFFIX : null;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      // The dev server's own URL for the module (the one its importers use), so it is one instance.
      if (!build)
        return `export default ${JSON.stringify(file.startsWith(`${root}/`) ? file.slice(root.length) : `/@fs${file}`)};`;
      if (this.environment?.name !== "client") return `export default "";`;
      const ref = this.emitFile({ type: "chunk", id: file });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
