// Serves hashed static assets (`/_astro/*.js|css|svg`) compressed with brotli
// or gzip. Files are immutable, so each is compressed once (maximum quality)
// and kept in memory. Returns false when the request is not for such a file,
// so the caller hands it to the adapter.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/** @type {Map<string, { br: Buffer; gzip: Buffer; type: string }>} */
const cache = new Map();

/** @param {string | undefined} header */
export function pickEncoding(header) {
  const accepted = (header ?? "").toLowerCase();
  if (/(^|,)\s*br(\s*;\s*q=(1|0?\.\d*[1-9]))?\s*(,|$)/.test(accepted)) return "br";
  if (/(^|,)\s*gzip(\s*;\s*q=(1|0?\.\d*[1-9]))?\s*(,|$)/.test(accepted)) return "gzip";
  return null;
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} clientDir
 */
export function serveCompressedAsset(req, res, clientDir) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = (req.url ?? "").split("?")[0] ?? "";
  if (!path.startsWith("/_astro/")) return false;
  const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(path))];
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (!type || !encoding) return false;
  const file = normalize(join(clientDir, decodeURIComponent(path)));
  if (!file.startsWith(normalize(clientDir) + sep)) return false;
  let entry = cache.get(file);
  if (!entry) {
    if (!existsSync(file) || !statSync(file).isFile()) return false;
    const body = readFileSync(file);
    entry = {
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
      type,
    };
    cache.set(file, entry);
  }
  const body = entry[encoding];
  res.writeHead(200, {
    "content-type": entry.type,
    "content-encoding": encoding,
    "content-length": body.length,
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept-Encoding",
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
