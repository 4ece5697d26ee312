/**
 * A rendered page's HTML as UTF-8 bytes, for Astro's page renderer (patched by
 * page-encoding.mjs). A page is one long string built from thousands of pieces, and holds
 * characters past Latin-1 (Polish text) so V8 stores it two bytes a character. `TextEncoder`
 * first flattens it and then encodes it, about 0.6 ms for a 160 KB home page; writing it out
 * as UTF-16 (which reads the pieces directly) and transcoding that with ICU takes about half
 * (issue 33, decision 0013). The bytes are the same; a text ICU refuses (a lone surrogate,
 * which `TextEncoder` writes as U+FFFD) goes the old way.
 */
import { transcode } from "node:buffer";

const encoder = new TextEncoder();

export function utf8Page(html: string): Uint8Array {
  try {
    return transcode(Buffer.from(html, "utf16le"), "utf16le", "utf8");
  } catch {
    return encoder.encode(html);
  }
}
