// `node scripts/shots/compact.mjs shots/before`: turns a folder of full-page PNG shots into
// WebP files beside them (lossy, quality 70: a 6,000 px tall page in about 150 KB), so a
// before/after pair can be kept in the repository and linked from an issue's closing note.
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node scripts/shots/compact.mjs <folder of PNG shots>");
for (const name of readdirSync(dir).filter((n) => n.endsWith(".png"))) {
  const from = join(dir, name);
  // WebP is limited to 16,383 px a side: taller pages are cut there.
  const image = sharp(from, { limitInputPixels: false });
  const { width = 0, height = 0 } = await image.metadata();
  await image
    .extract({ left: 0, top: 0, width, height: Math.min(height, 16_383) })
    .webp({ quality: 70 })
    .toFile(from.replace(/\.png$/, ".webp"));
  rmSync(from);
}
