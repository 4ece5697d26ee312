/**
 * GET /dev/tiles/{z}/{x}/{y}.png — a stand-in tile server for the locker map
 * (issue 32), so the browser tests never reach the internet: every tile is
 * the same small light PNG. On only in development or with DEV_TILES=1 (the
 * test server turns it on and points MAP_TILES_URL here).
 */
import type { APIRoute } from "astro";

// A 1 × 1 light grey PNG; the map stretches it over the 256 px tile.
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eYJAAV4ArlTVdppAAAAAElFTkSuQmCC",
  "base64",
);

export const GET: APIRoute = () => {
  if (!(import.meta.env.DEV || process.env["DEV_TILES"] === "1"))
    return new Response("Not found", { status: 404 });
  return new Response(TILE, {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=86400" },
  });
};
