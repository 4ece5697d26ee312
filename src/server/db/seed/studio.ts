/**
 * Studio-style demo pictures (issue 32 item 7), drawn as SVG for sharp to
 * render at seed time (no downloads): one simple product silhouette per top
 * category (a mug, a T-shirt, a sneaker…), shaded like a lit object, standing
 * on a light studio backdrop with a floor line and a soft floor shadow. The
 * same backdrop and light for every picture keep a grid calm. No text: a
 * picture names nothing, its alt text does.
 */

/** The silhouette of each top category, in the seed's category order (words/categories.ts), then gift cards. */
export const STUDIO_KINDS = [
  "mug",
  "tshirt",
  "sneaker",
  "headphones",
  "bottle",
  "plant",
  "bag",
  "blocks",
  "box",
  "card",
] as const;
export type StudioKind = (typeof STUDIO_KINDS)[number];

/** Product colours: muted, so a grid of them stays quiet. */
const PRODUCT_COLOURS = [
  "#2f3a4a",
  "#c0692c",
  "#2f7f78",
  "#b8434f",
  "#3b5fa8",
  "#7a5aa6",
  "#d9d4cb",
  "#6b7d3a",
];
/** Backdrops: warm and cool light greys. */
const BACKDROPS = ["#f3f1ee", "#eef1f4", "#f2eee8", "#edf1ed"];

/** A hex colour mixed towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** The silhouette in a 100 × 100 box standing on y = 100; `f` is the body's fill, `d` a darker detail. */
function silhouette(kind: StudioKind, f: string, d: string, light: string): string {
  switch (kind) {
    case "mug":
      return `<path d="M74 44h5a13 13 0 0 1 0 30h-5" fill="none" stroke="${d}" stroke-width="7"/>
<path d="M22 30h52v62a8 8 0 0 1-8 8H30a8 8 0 0 1-8-8z" fill="${f}"/>
<ellipse cx="48" cy="30" rx="26" ry="5" fill="${d}"/>`;
    case "tshirt":
      return `<path d="M32 10 44 5q6 8 12 0l12 5 22 20-12 14-8-6v62H30V38l-8 6-12-14z" fill="${f}"/>
<path d="M44 5q6 8 12 0" fill="none" stroke="${d}" stroke-width="3"/>`;
    case "sneaker":
      return `<path d="M6 84q0-30 16-34l18-4q10 14 30 16l20 8q8 4 6 14v4H6z" fill="${f}"/>
<path d="M26 54l6 8M34 52l6 8M42 50l5 8" stroke="${light}" stroke-width="2.5"/>
<path d="M4 86h94v8a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6z" fill="#f7f7f5"/>`;
    case "headphones":
      return `<path d="M20 66V52a30 30 0 0 1 60 0v14" fill="none" stroke="${d}" stroke-width="7"/>
<rect x="10" y="58" width="20" height="40" rx="9" fill="${f}"/>
<rect x="70" y="58" width="20" height="40" rx="9" fill="${f}"/>`;
    case "bottle":
      return `<rect x="40" y="2" width="20" height="12" rx="3" fill="${d}"/>
<path d="M42 14h16v6q0 4 5 8 9 8 9 20v46a6 6 0 0 1-6 6H34a6 6 0 0 1-6-6V48q0-12 9-20 5-4 5-8z" fill="${f}"/>
<rect x="28" y="56" width="44" height="18" fill="${d}" opacity="0.5"/>`;
    case "plant":
      return `<path d="M50 64C36 50 26 30 30 14c12 8 20 28 20 50zM50 64c14-14 24-34 20-50-12 8-20 28-20 50zM50 64C40 56 22 50 12 54c8 10 26 14 38 10zM50 64c10-8 28-14 38-10-8 10-26 14-38 10z" fill="#5f8f4e"/>
<path d="M28 62h44l-6 38H34z" fill="${f}"/>
<rect x="25" y="60" width="50" height="8" rx="2" fill="${d}"/>`;
    case "bag":
      return `<path d="M30 16h40l8 84H22z" fill="${f}"/>
<path d="M30 16l4-10h32l4 10z" fill="${d}"/>
<rect x="34" y="48" width="32" height="26" rx="3" fill="#f7f4ee"/>
<rect x="40" y="56" width="20" height="3" fill="${d}"/><rect x="40" y="63" width="14" height="3" fill="${d}"/>`;
    case "blocks":
      return `<rect x="14" y="66" width="34" height="34" rx="3" fill="${f}"/>
<rect x="52" y="66" width="34" height="34" rx="3" fill="${d}"/>
<rect x="33" y="30" width="34" height="34" rx="3" fill="${light}"/>
<circle cx="43" cy="27" r="4" fill="${light}"/><circle cx="57" cy="27" r="4" fill="${light}"/>`;
    case "box":
      return `<path d="M14 40h72v60H14z" fill="${f}"/>
<path d="M10 30h80v14H10z" fill="${d}"/>
<path d="M46 30h8v70h-8z" fill="${light}"/>`;
    case "card":
      return `<rect x="8" y="44" width="84" height="54" rx="7" fill="${f}"/>
<rect x="8" y="54" width="84" height="10" fill="${d}"/>
<rect x="16" y="78" width="30" height="5" rx="2" fill="${light}"/>`;
  }
}

export interface StudioOptions {
  kind: StudioKind;
  /** Picks the colours: the same variant always looks the same. */
  variant: number;
  width: number;
  height: number;
}

/** One product on the backdrop, about half the picture wide, standing on the floor line. */
export function studioSvg({ kind, variant, width, height }: StudioOptions): string {
  const colour = PRODUCT_COLOURS[variant % PRODUCT_COLOURS.length] ?? "#3b5fa8";
  const backdrop = BACKDROPS[variant % BACKDROPS.length] ?? "#f3f1ee";
  const size = Math.min(width, height) * 0.56;
  const floor = height * 0.8;
  const x = (width - size) / 2;
  const s = size / 100;
  const product = `<ellipse cx="${width / 2}" cy="${floor}" rx="${size * 0.62}" ry="${size * 0.09}" fill="url(#s)"/>
<g transform="translate(${x} ${floor - size}) scale(${s})">
${silhouette(kind, colour, shade(colour, -0.3), shade(colour, 0.45))}
</g>`;
  return backdropSvg({ width, height, backdrop, wallTo: 0.8, shadow: 0.28 }, product);
}

/**
 * The studio around the products: a wall fading into the floor (`wallTo`: where the backdrop's
 * own colour is reached, as a share of the height) and the shadow gradient (`#s`, of opacity
 * `shadow`) the products' floor shadows use.
 */
function backdropSvg(
  studio: { width: number; height: number; backdrop: string; wallTo: number; shadow: number },
  products: string,
): string {
  const { width, height, backdrop } = studio;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(backdrop, 0.5)}"/><stop offset="${studio.wallTo}" stop-color="${backdrop}"/><stop offset="1" stop-color="${shade(backdrop, -0.06)}"/></linearGradient>
<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity="${studio.shadow}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#w)"/>
${products}
</svg>`;
}

/**
 * A scene of several products side by side towards the right (slides: their text sits on the
 * left), or one centred; `floorAt` is the floor line's height as a share of the picture's.
 */
export function studioSceneSvg(
  kinds: StudioKind[],
  seed: number,
  size: { width: number; height: number; floorAt?: number },
): string {
  const { width, height } = size;
  const backdrop = BACKDROPS[seed % BACKDROPS.length] ?? "#f3f1ee";
  const floor = height * (size.floorAt ?? 0.82);
  const box =
    kinds.length === 1 ? height * 0.62 : Math.min(height * 0.5, (width * 0.9) / kinds.length);
  const start = width - box * kinds.length - width * 0.06;
  const items = kinds.map((kind, i) => {
    const colour = PRODUCT_COLOURS[(seed + i * 3) % PRODUCT_COLOURS.length] ?? "#3b5fa8";
    const x = kinds.length === 1 ? (width - box) / 2 : start + i * box;
    return `<ellipse cx="${x + box / 2}" cy="${floor}" rx="${box * 0.5}" ry="${box * 0.07}" fill="url(#s)"/>
<g transform="translate(${x + box * 0.08} ${floor - box * 0.84}) scale(${(box * 0.84) / 100})">${silhouette(kind, colour, shade(colour, -0.3), shade(colour, 0.45))}</g>`;
  });
  return backdropSvg({ width, height, backdrop, wallTo: 0.82, shadow: 0.26 }, items.join("\n"));
}
