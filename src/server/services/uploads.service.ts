/**
 * Personalization images (POST /api/public/upload). An upload is untrusted
 * bytes from anyone, so (issue 15):
 * - at most `UPLOAD_MAX_BYTES`, and the image's header may declare at most
 *   `UPLOAD_MAX_PIXELS` (a 30000 × 30000 header is refused before anything
 *   is decoded, so it cannot exhaust memory);
 * - the bytes must decode as a jpeg, png, gif or webp image (the declared
 *   type is not trusted), and what is stored is the image re-encoded by sharp
 *   (at most 4000 px a side, turned upright, metadata dropped): anything
 *   appended to an image, and any EXIF location, is gone;
 * - stored under a random name in `$DATA_DIR/uploads`, outside the web root
 *   (no route serves that folder);
 * - an upload no order refers to is deleted after `UPLOAD_KEEP_HOURS`
 *   (`deleteUnusedUploads`, run hourly by the server).
 * Uploads per client address are limited by the endpoint (rate-limit.ts).
 */
import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import { dataDir, getDb } from "../db/client";
import {
  deleteUploads,
  insertUpload,
  unusedUploadsBefore,
} from "../repositories/shop/uploads.repository";

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_MAX_SIDE = 4000;
export const UPLOAD_KEEP_HOURS = 24;

/** Accepted formats (as sharp reports them) and how each is stored after re-encoding. */
const STORED: Record<string, { mime: string; ext: string; encode: (i: Sharp) => Sharp }> = {
  jpeg: { mime: "image/jpeg", ext: "jpg", encode: (i) => i.jpeg({ quality: 88 }) },
  png: { mime: "image/png", ext: "png", encode: (i) => i.png() },
  gif: { mime: "image/png", ext: "png", encode: (i) => i.png() },
  webp: { mime: "image/webp", ext: "webp", encode: (i) => i.webp({ quality: 88 }) },
};

export type UploadResult =
  { ok: true; id: string } | { ok: false; error: "wrongSize" | "wrongType" };

/** The stored form of an upload, or why it is refused; nothing is written. */
export async function reencodeUpload(
  bytes: Uint8Array,
): Promise<
  | { ok: true; data: Buffer; mime: string; ext: string }
  | { ok: false; error: "wrongSize" | "wrongType" }
> {
  if (bytes.byteLength === 0) return { ok: false, error: "wrongType" };
  if (bytes.byteLength > UPLOAD_MAX_BYTES) return { ok: false, error: "wrongSize" };
  let meta: Metadata;
  try {
    // Reads the header only: the declared size is checked before any pixel is decoded.
    meta = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, error: "wrongType" };
  }
  const kind = meta.format ? STORED[meta.format] : undefined;
  if (!kind || !meta.width || !meta.height) return { ok: false, error: "wrongType" };
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) return { ok: false, error: "wrongSize" };
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: UPLOAD_MAX_PIXELS })
      .rotate()
      .resize(UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE, { fit: "inside", withoutEnlargement: true });
    const data = await kind.encode(image).toBuffer();
    return { ok: true, data, mime: kind.mime, ext: kind.ext };
  } catch {
    return { ok: false, error: "wrongType" };
  }
}

export async function storeUpload(input: {
  name: string;
  bytes: Uint8Array;
  now?: Date;
}): Promise<UploadResult> {
  const image = await reencodeUpload(input.bytes);
  if (!image.ok) return image;
  const id = randomUUID();
  const relative = join("uploads", `${id}.${image.ext}`);
  await mkdir(join(dataDir(), "uploads"), { recursive: true });
  const absolute = join(dataDir(), relative);
  await writeFile(absolute, image.data);
  try {
    const db = await getDb();
    await insertUpload(db, {
      id,
      original_name: input.name.slice(0, 200),
      mime: image.mime,
      size: image.data.byteLength,
      path: relative,
      created_at: (input.now ?? new Date()).toISOString(),
    });
  } catch (error) {
    await rm(absolute, { force: true });
    throw error;
  }
  return { ok: true, id };
}

/** Deletes uploads older than `UPLOAD_KEEP_HOURS` that no order refers to; returns how many. */
export async function deleteUnusedUploads(now = new Date()): Promise<number> {
  const db = await getDb();
  const before = new Date(now.getTime() - UPLOAD_KEEP_HOURS * 3_600_000).toISOString();
  const unused = await unusedUploadsBefore(db, before);
  for (const upload of unused) await rm(join(dataDir(), upload.path), { force: true });
  await deleteUploads(
    db,
    unused.map((u) => u.id),
  );
  return unused.length;
}
