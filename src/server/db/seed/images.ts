/**
 * Generated raster images for the demo data (sharp renders SVG). Files are
 * written once under `${dataDir}/images/...` and skipped when they exist.
 * Every image also gets a `min-` 300 px thumbnail and `.webp` versions.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { createRng } from "./prng.ts";

export interface PoolImage {
  /** Public url, e.g. '/images/products/p-07.jpg'. */
  url: string;
  /** Width / height. */
  r: number;
  width: number;
  height: number;
}

export const PRODUCT_POOL_SIZE = 40;

const PALETTE = [
  ["#ff7a59", "#3b5bdb"],
  ["#12b886", "#0b7285"],
  ["#f59f00", "#d9480f"],
  ["#845ef7", "#e64980"],
  ["#228be6", "#15aabf"],
  ["#fab005", "#82c91e"],
  ["#495057", "#adb5bd"],
  ["#e03131", "#f783ac"],
] as const;

/** The deterministic product image pool (every 4th image is portrait 800×1000). */
export function productImagePool(): PoolImage[] {
  const out: PoolImage[] = [];
  for (let i = 1; i <= PRODUCT_POOL_SIZE; i++) {
    const portrait = i % 4 === 0;
    const width = 800;
    const height = portrait ? 1000 : 800;
    out.push({
      url: `/images/products/p-${String(i).padStart(2, "0")}.jpg`,
      r: width / height,
      width,
      height,
    });
  }
  return out;
}

export const SLIDES = [1, 2, 3].map((i) => ({
  url: `/images/slider/slide-${i}.jpg`,
  mobileUrl: `/images/slider/slide-${i}-mobile.jpg`,
}));

export function categoryImageUrl(categoryId: number): string {
  return `/images/categories/c-${categoryId}.jpg`;
}

export function swatchUrl(hex: string): string {
  return `/images/swatches/${hex.replace("#", "")}.png`;
}

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function texts(label: string, sub: string, width: number, height: number): string {
  const fs = Math.round(Math.min(width, height) / 9);
  return `<text x="50%" y="${Math.round(height * 0.82)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fs}" text-anchor="middle" fill="#fff">${esc(label)}</text>
<text x="50%" y="${Math.round(height * 0.82 + fs * 0.9)}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(fs / 2.4)}" text-anchor="middle" fill="#fff" fill-opacity="0.85">${esc(sub)}</text>`;
}

/** Abstract art on a gradient; with a label, the label (and a smaller line under it) is printed on it. */
function artSvg(seed: number, width: number, height: number, label = "", sub = ""): string {
  const rng = createRng(seed);
  const [c1, c2] = PALETTE[seed % PALETTE.length] ?? PALETTE[0];
  const shapes: string[] = [];
  const count = rng.int(3, 7);
  for (let i = 0; i < count; i++) {
    const x = rng.int(0, width);
    const y = rng.int(0, height);
    const s = rng.int(Math.round(width / 12), Math.round(width / 3));
    const op = rng.float(0.15, 0.5).toFixed(2);
    const kind = rng.int(0, 2);
    if (kind === 0)
      shapes.push(`<circle cx="${x}" cy="${y}" r="${s}" fill="#fff" fill-opacity="${op}"/>`);
    else if (kind === 1)
      shapes.push(
        `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s}" rx="${s / 8}" fill="#000" fill-opacity="${op}" transform="rotate(${rng.int(0, 90)} ${x} ${y})"/>`,
      );
    else
      shapes.push(
        `<polygon points="${x},${y - s} ${x + s},${y + s} ${x - s},${y + s}" fill="#fff" fill-opacity="${op}"/>`,
      );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${shapes.join("\n")}
${label ? texts(label, sub, width, height) : ""}
</svg>`;
}

/**
 * A pool image: many products share it (picked at random), so it carries no
 * text — a label such as "Produkt 2" would name the wrong product.
 */
export function productImageSvg(index: number, image: PoolImage): string {
  return artSvg(index + 1, image.width, image.height);
}

/**
 * A top category's picture: no text, since the tiles and pages that show it
 * print the category's name beside it (in the shopper's language).
 */
export function categoryImageSvg(categoryId: number): string {
  return artSvg(100 + categoryId, 600, 400);
}

interface ImageJob {
  /** Path relative to the images dir, e.g. 'products/p-01.jpg'. */
  rel: string;
  svg: () => string;
  /** Write min- thumbnail and .webp variants (raster product-like images). */
  variants: boolean;
  png?: boolean;
}

async function runJob(imagesDir: string, job: ImageJob): Promise<number> {
  const { default: sharp } = await import("sharp");
  const abs = join(imagesDir, job.rel);
  const dir = abs.slice(0, abs.lastIndexOf("/"));
  const file = abs.slice(abs.lastIndexOf("/") + 1);
  const base = file.replace(/\.(jpg|png)$/, "");
  const targets = [abs];
  if (job.variants) {
    targets.push(
      join(dir, `min-${file}`),
      join(dir, `${base}.webp`),
      join(dir, `min-${base}.webp`),
    );
  }
  if (targets.every((t) => existsSync(t))) return 0;
  mkdirSync(dir, { recursive: true });
  const raster = await sharp(Buffer.from(job.svg())).png().toBuffer();
  const img = () => sharp(raster);
  const writes: Promise<unknown>[] = [
    job.png ? img().png().toFile(abs) : img().jpeg({ quality: 82, mozjpeg: true }).toFile(abs),
  ];
  if (job.variants) {
    writes.push(
      img()
        .resize({ width: 300 })
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(join(dir, `min-${file}`)),
      img()
        .webp({ quality: 80 })
        .toFile(join(dir, `${base}.webp`)),
      img()
        .resize({ width: 300 })
        .webp({ quality: 78 })
        .toFile(join(dir, `min-${base}.webp`)),
    );
  }
  await Promise.all(writes);
  return targets.length;
}

export interface ImageSeedInput {
  categories: { id: number }[];
  swatches: string[];
}

/** Generates all demo images that do not exist yet; returns the number of files written. */
export async function generateImages(imagesDir: string, input: ImageSeedInput): Promise<number> {
  const jobs: ImageJob[] = [];
  for (const [i, p] of productImagePool().entries()) {
    jobs.push({
      rel: p.url.replace("/images/", ""),
      svg: () => productImageSvg(i, p),
      variants: true,
    });
  }
  for (const c of input.categories) {
    jobs.push({
      rel: categoryImageUrl(c.id).replace("/images/", ""),
      svg: () => categoryImageSvg(c.id),
      variants: true,
    });
  }
  // Slides carry no words: their text is live, per language, in the section (issue 32).
  for (const [i, s] of SLIDES.entries()) {
    jobs.push({
      rel: s.url.replace("/images/", ""),
      svg: () => artSvg(200 + i, 1600, 600),
      variants: true,
    });
    jobs.push({
      rel: s.mobileUrl.replace("/images/", ""),
      svg: () => artSvg(200 + i, 800, 800),
      variants: true,
    });
  }
  for (const hex of input.swatches) {
    jobs.push({
      rel: swatchUrl(hex).replace("/images/", ""),
      svg: () =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="8" fill="${hex}"/></svg>`,
      variants: false,
      png: true,
    });
  }
  jobs.push({
    rel: "logo.png",
    svg: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96"><rect width="360" height="96" rx="14" fill="#1d4ed8"/><text x="180" y="62" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="40" text-anchor="middle" fill="#fff">Demo Sklep</text></svg>`,
    variants: false,
    png: true,
  });

  let written = 0;
  const BATCH = 6;
  for (let i = 0; i < jobs.length; i += BATCH) {
    const counts = await Promise.all(jobs.slice(i, i + BATCH).map((j) => runJob(imagesDir, j)));
    for (const c of counts) written += c;
  }
  return written;
}
