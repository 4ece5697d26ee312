// The build's client files (dist/client: hashed assets, favicons, the public folder's files)
// for what static-compression.mjs leaves (clients without brotli or gzip, ranges, files
// outside /_astro/), with `send`, as the adapter's standalone handler did. Only a path whose
// last segment has a dot can name one of them: every other request (pages, the API) goes
// straight to the app. The standalone handler looked each of those up on the disk first
// (an lstat and a stat per page): about 5 % of an uncached render (issue 33).
import { posix } from "node:path";
import send from "send";

/** @param {string} path a URL's path */
export function mayBeStaticFile(path) {
  return path.slice(path.lastIndexOf("/") + 1).includes(".");
}

/**
 * Serves the file the request names from `clientDir`, or calls `next` when there is none.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} clientDir
 * @param {() => void} next
 */
export function serveStaticFile(req, res, clientDir, next) {
  const path = (req.url ?? "/").split(/[?#]/)[0] ?? "/";
  if ((req.method !== "GET" && req.method !== "HEAD") || !mayBeStaticFile(path)) return next();
  const normalized = posix.normalize(path);
  const stream = send(req, normalized, {
    root: clientDir,
    dotfiles: normalized.startsWith("/.well-known/") ? "allow" : "deny",
    index: false,
  });
  let found = false;
  stream.on("file", () => {
    found = true;
  });
  stream.on("error", (/** @type {Error & { statusCode?: number }} */ error) => {
    if (!found) return next();
    const status = error.statusCode ?? 500;
    res.writeHead(status);
    res.end(status >= 500 ? "Internal server error" : "");
  });
  stream.on("stream", () => {
    if (normalized.startsWith("/_astro/"))
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  });
  stream.pipe(res);
}
