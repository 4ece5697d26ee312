/**
 * Generated raster images for the demo data (sharp renders SVG). Files are
 * written once under `${dataDir}/images/...` and skipped when they exist.
 * Every image also gets a `min-` 300 px thumbnail and `.webp` versions.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { STUDIO_KINDS, studioSceneSvg, studioSvg, type StudioKind } from "./studio.ts";

export interface PoolImage {
  /** Public url, e.g. '/images/products/p-07.jpg'. */
  url: string;
  /** Width / height. */
  r: number;
  width: number;
  height: number;
}

/** Four pictures per silhouette (studio.ts), the fourth portrait. */
const PER_KIND = 4;
export const PRODUCT_POOL_SIZE = STUDIO_KINDS.length * PER_KIND;

/**
 * The deterministic product image pool: four studio pictures per top category's silhouette,
 * in the categories' order (every 4th image is portrait 800×1000, the others 800×800).
 */
export function productImagePool(): PoolImage[] {
  const out: PoolImage[] = [];
  for (let i = 1; i <= PRODUCT_POOL_SIZE; i++) {
    const portrait = i % PER_KIND === 0;
    const width = 800;
    const height = portrait ? 1000 : 800;
    const kind = STUDIO_KINDS[Math.floor((i - 1) / PER_KIND)] ?? "box";
    out.push({
      url: `/images/products/${kind}-${((i - 1) % PER_KIND) + 1}.jpg`,
      r: width / height,
      width,
      height,
    });
  }
  return out;
}

/**
 * The picture a product of a top category gets for a drawn pool picture: the same place
 * among its category's four (so the same size and ratio as the drawn one), with the
 * category's silhouette. The draw itself is unchanged, so the seed's random sequence stays.
 */
export function categoryPoolImage(
  pool: PoolImage[],
  topIndex: number,
  drawn: PoolImage,
): PoolImage {
  const place = Math.max(0, pool.indexOf(drawn)) % PER_KIND;
  const kind = topIndex % STUDIO_KINDS.length;
  return pool[kind * PER_KIND + place] ?? drawn;
}

/** A gallery of `count` pictures (three at most) of the category's other pictures than `main`. */
export function categoryGallery(
  pool: PoolImage[],
  topIndex: number,
  main: PoolImage,
  count: number,
): PoolImage[] {
  const kind = topIndex % STUDIO_KINDS.length;
  return pool
    .slice(kind * PER_KIND, (kind + 1) * PER_KIND)
    .filter((p) => p.url !== main.url)
    .slice(0, count);
}

function kindOf(topIndex: number): StudioKind {
  return STUDIO_KINDS[topIndex % STUDIO_KINDS.length] ?? "box";
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

/**
 * A pool image: many products share it (picked at random), so it carries no
 * text — a label such as "Produkt 2" would name the wrong product.
 */
export function productImageSvg(index: number, image: PoolImage): string {
  return studioSvg({
    kind: kindOf(Math.floor(index / PER_KIND)),
    variant: index,
    width: image.width,
    height: image.height,
  });
}

/**
 * A top category's picture: its silhouette, standing high (the home tile prints the
 * category's name over the picture's foot, in the shopper's language), and no text.
 */
export function categoryImageSvg(topIndex: number): string {
  return studioSceneSvg([kindOf(topIndex)], topIndex, { width: 600, height: 400, floorAt: 0.7 });
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
  /** Top categories: the tile's picture shows the category's silhouette. */
  categories: { id: number; topIndex: number }[];
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
      svg: () => categoryImageSvg(c.topIndex),
      variants: true,
    });
  }
  // Slides carry no words: their text is live, per language, in the section (issue 32). Their
  // products stand on the right (the text's side is the left); on the square phone picture
  // they stand high, above the text.
  for (const [i, s] of SLIDES.entries()) {
    const kinds = [0, 1, 2].map((k) => kindOf(i * 3 + k));
    jobs.push({
      rel: s.url.replace("/images/", ""),
      svg: () => studioSceneSvg(kinds, i, { width: 1600, height: 600 }),
      variants: true,
    });
    jobs.push({
      rel: s.mobileUrl.replace("/images/", ""),
      svg: () => studioSceneSvg(kinds, i, { width: 800, height: 800, floorAt: 0.55 }),
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
      // A wordmark in the shop's ink beside a round mark in its accent (tokens.css), on no
      // background: it sits on the header's white like a brand's logo, not a blue button.
      `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96"><circle cx="40" cy="48" r="30" fill="#1c5b4a"/><path d="M27 56c6-18 18-24 28-26-3 12-11 24-28 26z" fill="#e7f1ed"/><text x="84" y="63" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="42" letter-spacing="-1" fill="#17181b">Demo Sklep</text></svg>`,
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
