/**
 * The listing's inline script (part of the pre-interaction JS budget): it only loads
 * listing-controls.ts (page jump, long dropdowns) on the shopper's first interaction, as its
 * own file without the bundler's preload helper (`?lazy`, src/integrations/lazy-chunk.mjs).
 */
import url from "./listing-controls?lazy";

const load = () => import(/* @vite-ignore */ url);
for (const type of ["pointerdown", "focusin", "keydown", "wheel"])
  addEventListener(type, load, { once: true, passive: true });
