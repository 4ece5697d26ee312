/**
 * Image paths (spec 1 §5 "Image paths", §9): files ending in png, jpg, jpeg,
 * gif or webp are raster images; thumbnails are the same file prefixed `min-`,
 * and with image optimisation on the extension becomes `.webp`. Other files
 * (svg, videos, external pages) are left untouched.
 */
const RASTER = /\.(png|jpe?g|gif|webp)$/i;

/** Width of every `min-` thumbnail (the image pipeline resizes to it, keeping the aspect ratio). */
export const THUMB_WIDTH = 300;

/**
 * A `srcset` offering the thumbnail and the full image, so a narrow, low-density
 * screen takes the thumbnail; empty when the full image is not wider than it.
 */
export function thumbSrcset(full: string, thumb: string, fullWidth: number): string {
  return fullWidth > THUMB_WIDTH && thumb !== full
    ? `${thumb} ${THUMB_WIDTH}w, ${full} ${fullWidth}w`
    : "";
}

export function isRasterImage(path: string): boolean {
  return RASTER.test(path.split(/[?#]/)[0] ?? "");
}

export function imagePath(path: string, options: { thumb?: boolean; webp?: boolean } = {}): string {
  if (!isRasterImage(path)) return path;
  let out = path;
  if (options.thumb)
    out = out.replace(/(^|\/)([^/]+)$/, (_m, slash: string, file: string) => `${slash}min-${file}`);
  if (options.webp) out = out.replace(RASTER, ".webp");
  return out;
}
