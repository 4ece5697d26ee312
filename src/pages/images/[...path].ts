/**
 * Serves generated and uploaded images from `${DATA_DIR}/images`. Paths are
 * confined to that folder; unknown files answer 404. Files never change under
 * the same name, so they are cached for a year.
 */
import { readFile, stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import type { APIRoute } from "astro";
import { imagesDir } from "../../server/db/client";
import { CACHE_IMMUTABLE } from "../../server/http/cache-headers";

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
};

export const GET: APIRoute = async ({ params }) => {
  const root = resolve(imagesDir());
  const requested = params.path ?? "";
  const type = TYPES[extname(requested).toLowerCase()];
  const file = resolve(root, requested);
  if (!type || !file.startsWith(root + sep) || requested.includes("\0")) {
    return new Response("Not found", { status: 404 });
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) return new Response("Not found", { status: 404 });
    const body = await readFile(file);
    return new Response(body, {
      headers: {
        "content-type": type,
        "content-length": String(body.length),
        "cache-control": CACHE_IMMUTABLE,
        "x-content-type-options": "nosniff",
      },
    });
  } catch {
    return new Response("Not found", { status: 404 });
  }
};
