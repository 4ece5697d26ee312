/** The address to share: the page without query parameters or hash, keeping only the chosen variant (`vr`). */
export function shareUrl(href: string): string {
  const url = new URL(href);
  const vr = url.searchParams.get("vr");
  url.search = "";
  url.hash = "";
  if (vr) url.searchParams.set("vr", vr);
  return url.toString();
}
