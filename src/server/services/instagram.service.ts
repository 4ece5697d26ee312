/**
 * The home page's photo feed (spec 2 §7 GET instagram/profile; issue 13):
 * the media items of the shop's Instagram profile, at most 8. The embedded
 * backend keeps them in the database (the instagram section's `media`,
 * filled by the seed); with INSTAGRAM_TOKEN set, the items come from the
 * Instagram Graph API instead (3 s timeout). Any failure, or the
 * integration switched off in settings, gives an empty feed: the section
 * then shows nothing (spec 2 §8: load failures end silently). Kept for a
 * minute, so the feed costs nothing per page.
 */
import { z } from "zod";
import type { InstagramMedia } from "../../domain/catalogue/home.types";
import { getDb } from "../db/client";
import { parseJson } from "../db/json";
import { instagramSectionData } from "../repositories/shop/home.repository";
import { loggerFor } from "../log/logger.mjs";

const log = loggerFor("instagram");

export const INSTAGRAM_MAX = 8;
const TTL_MS = 60_000;

const Media = z.object({
  media_type: z.enum(["IMAGE", "VIDEO", "CAROUSEL_ALBUM"]),
  media_url: z.url().or(z.string().startsWith("/")),
  thumbnail_url: z.url().or(z.string().startsWith("/")).optional(),
  caption: z.string().max(2200).optional(),
  username: z.string().max(100).optional(),
});
const Feed = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = Media.safeParse(item);
    return parsed.success ? [parsed.data as InstagramMedia] : [];
  }),
);

let cached: { at: number; items: InstagramMedia[] } | null = null;

async function fromGraphApi(token: string): Promise<InstagramMedia[]> {
  const url = new URL("https://graph.instagram.com/me/media");
  url.searchParams.set("fields", "media_type,media_url,thumbnail_url,caption,username");
  url.searchParams.set("access_token", token);
  const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`instagram ${res.status}`);
  const body = (await res.json()) as { data?: unknown };
  return Feed.parse(body.data ?? []);
}

async function fromDatabase(): Promise<InstagramMedia[]> {
  const stored = await instagramSectionData(await getDb());
  const data = parseJson<{ media?: unknown }>(stored ?? "{}", {});
  return Feed.parse(data.media ?? []);
}

export async function instagramFeed(
  active: boolean,
  env: Record<string, string | undefined> = process.env,
  now = Date.now(),
): Promise<InstagramMedia[]> {
  if (!active) return [];
  if (cached && now - cached.at < TTL_MS) return cached.items;
  const token = env["INSTAGRAM_TOKEN"];
  let items: InstagramMedia[] = [];
  try {
    items = (token ? await fromGraphApi(token) : await fromDatabase()).slice(0, INSTAGRAM_MAX);
  } catch (error) {
    log.warn({ error: error instanceof Error ? error.message : String(error) }, "feed unavailable");
  }
  cached = { at: now, items };
  return items;
}
