// Writes public/favicon.ico (16, 32 and 48 px PNG images in one ICO file) from
// public/favicon.svg. Run once after changing the SVG: `node scripts/make-favicon.mjs`.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const root = new URL("..", import.meta.url).pathname;
const svg = readFileSync(`${root}public/favicon.svg`);
const sizes = [16, 32, 48];
const images = await Promise.all(
  sizes.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()),
);

// ICO: a 6-byte header, a 16-byte directory entry per image, then the images (PNG is allowed).
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[i] % 256, 0);
  entry.writeUInt8(sizes[i] % 256, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(`${root}public/favicon.ico`, Buffer.concat([header, ...entries, ...images]));
console.log(`public/favicon.ico: ${sizes.join(", ")} px, ${offset} bytes`);
