/**
 * The quick-add choosers' element ids: unique within a page (the same product may show in two
 * home carousels) and the same on every render of it, so a page's HTML, and its ETag, depend
 * only on its data (a random suffix made every render differ: issue 32 regression).
 */
const counts = new WeakMap<object, number>();

/** `qa-<product>-<n>`: n counts the choosers rendered so far for this request. */
export function chooserId(request: object, productId: string): string {
  const n = (counts.get(request) ?? 0) + 1;
  counts.set(request, n);
  return `qa-${productId}-${n}`;
}
