// @ts-check
/**
 * Loading an island's script chunk (spec 1 §8 error catalogue): a chunk that
 * does not arrive fails as `Loading chunk {n} failed.` with a type —
 * `missing` (the file could not be fetched: gone after a deploy, or the
 * network is down), `timeout` (nothing after 120 s) or `error` (the script
 * ran and threw). The failure is announced with a `shop:chunk-error` window
 * event, which the alert area turns into a warning with a reload action; the
 * island stays as the server rendered it and the next interaction tries again.
 * Astro itself retries a failed import once after 1 s and then reports it
 * with `astro:hydration-error`, which the client:interaction directive turns
 * into the same error.
 */

export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_ERROR_EVENT = "shop:chunk-error";

/** @typedef {"missing" | "timeout" | "error"} ChunkErrorType */

/**
 * The chunk's name from the island's component URL (`/_astro/ProductTop.Bx1.js` -> `ProductTop.Bx1`).
 * @param {string | null} url
 */
export function chunkName(url) {
  const file = (url ?? "").split("?")[0]?.split("/").pop() ?? "";
  return file.replace(/\.m?js$/, "") || "unknown";
}

/**
 * @param {string} chunk
 * @param {ChunkErrorType} type
 */
export function chunkLoadError(chunk, type) {
  const error = /** @type {Error & { type: ChunkErrorType; chunk: string }} */ (
    new Error(`Loading chunk ${chunk} failed.`)
  );
  error.name = "ChunkLoadError";
  error.type = type;
  error.chunk = chunk;
  return error;
}

/**
 * Whether a failed dynamic import means the file could not be fetched.
 * @param {unknown} error
 */
export function isMissingModule(error) {
  const message = String(Object(error).message ?? error);
  // Chromium "Failed to fetch dynamically imported module", Firefox "error loading
  // dynamically imported module", Safari "Importing a module script failed".
  return /dynamically imported|Importing a module|Failed to fetch/i.test(message);
}

/**
 * Runs `load` (Astro's chunk loader) with the 120 s limit.
 * @template T
 * @param {() => Promise<T>} load
 * @param {string} chunk
 * @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
export function loadChunk(load, chunk, timeoutMs = CHUNK_TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(chunkLoadError(chunk, "timeout")), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (/** @type {unknown} */ error) => {
        clearTimeout(timer);
        reject(chunkLoadError(chunk, isMissingModule(error) ? "missing" : "error"));
      },
    );
  });
}

/**
 * Announces a failed chunk to the page (the alert area shows it).
 * @param {Error & { chunk?: string; type?: string }} error
 */
export function announceChunkError(error) {
  console.error(error);
  // The error itself is the detail: it carries `chunk` and `type`.
  window.dispatchEvent(new CustomEvent(CHUNK_ERROR_EVENT, { detail: error }));
}
