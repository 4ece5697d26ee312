/**
 * The content editor checks drafts in the browser with the server's zod schemas (decision
 * 0020). Zod compiles a fast path for object schemas with `new Function` and, to find out
 * whether it may, tries one: the back office's Content-Security-Policy forbids eval, so every
 * schema built would report a violation. In the browser the schemas are built without it;
 * the server keeps the compiled path. Imported first by the editor's island, before any schema.
 */
import { config } from "zod";

if (typeof document !== "undefined") config({ jitless: true });
