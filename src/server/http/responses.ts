/**
 * JSON responses and request-body parsing for `/api/public/*`. Every error is
 * `{ "error": code }` with a 4xx status; nothing here ever throws to a 500.
 */
import type { z } from "zod";

export function json(
  data: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(data), {
    status: init.status ?? 200,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...init.headers,
    },
  });
}

export function apiError(code: string, status = 400, extra?: Record<string, unknown>): Response {
  return json({ error: code, ...extra }, { status });
}

/**
 * 503 `{ "error": "UNAVAILABLE" }`: the database is down or stayed locked past its wait
 * (sqlite-dialect.ts); `Retry-After` tells a client to try again shortly.
 */
export function unavailable(): Response {
  const response = apiError("UNAVAILABLE", 503);
  response.headers.set("retry-after", "2");
  return response;
}

/**
 * A page's 503 when the database failed (the settings, the shopper or the page's own data could
 * not be read): a short plain-text notice in the shopper's language, never a stack trace, and
 * `Retry-After` for browsers, crawlers and CDNs.
 */
export function unavailablePage(message: string): Response {
  return new Response(message, {
    status: 503,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": "5",
    },
  });
}

/** The answer to a body over its limit (given once the rest is thrown away: discardRest). */
export function bodyTooLarge(code = "BODY_TOO_LARGE"): Response {
  return apiError(code, 413);
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

export type BodyBytes =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; tooLarge: boolean };

/**
 * A request's body, read as it streams in and given up as soon as it passes
 * `maxBytes` (a declared `Content-Length` over the limit is refused before
 * reading): a 100 MB body costs no more memory than the limit, chunked or not.
 */
/** How long and how much of an oversized body is read and thrown away before its 413. */
const LINGER_MS = 5_000;
const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * Reads the rest of an oversized body and throws it away (nothing is kept),
 * for at most a few seconds and 64 MB, then cancels the stream. The 413 goes
 * out after this: answering first makes Node close the connection while the
 * client is still sending, and the kernel's reset for its next bytes can
 * destroy the answer before the client reads it (what web servers' "lingering
 * close" avoids).
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const until = Date.now() + LINGER_MS;
  let left = LINGER_BYTES;
  try {
    for (;;) {
      if (Date.now() > until || left <= 0) return void (await reader.cancel());
      const { done, value } = await reader.read();
      if (done) return;
      left -= value.byteLength;
    }
  } catch {
    // The client went away: nothing to answer.
  }
}

export async function readBody(request: Request, maxBytes: number): Promise<BodyBytes> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  // A body declared too large is refused before the client sends it (the connection closes
  // after the answer).
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, tooLarge: true };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discardRest(reader);
        return { ok: false, tooLarge: true };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, tooLarge: false };
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when `value` nests arrays and objects deeper than `max` (checked without
 * recursion): recursive schemas (a preview menu's children) overflowed the
 * stack on 3000 levels and answered 500.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.value === null || typeof item.value !== "object") continue;
    if (item.depth >= max) return true;
    for (const child of Object.values(item.value))
      stack.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

/** True when a string anywhere in the value (keys included) holds a NUL character. */
export function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === "object")
    return Object.entries(value).some(([k, v]) => k.includes("\0") || hasNul(v));
  return false;
}

/** Reads a JSON body (at most `maxBytes`) and validates it with a zod schema. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = 1_000_000,
): Promise<Parsed<z.infer<S>>> {
  const body = await readBody(request, maxBytes);
  if (!body.ok)
    return {
      ok: false,
      response: body.tooLarge ? bodyTooLarge() : apiError("BAD_BODY"),
    };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body.bytes);
  } catch {
    return { ok: false, response: apiError("MALFORMED_JSON") };
  }
  let value: unknown;
  try {
    value = text === "" ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: apiError("MALFORMED_JSON") };
  }
  if (nestedDeeperThan(value, MAX_JSON_DEPTH)) return { ok: false, response: apiError("TOO_DEEP") };
  // No form field takes a NUL character, and PostgreSQL's text cannot hold one.
  if (text.includes("\\u0000") && hasNul(value))
    return { ok: false, response: apiError("INVALID_INPUT", 400, { fields: [] }) };
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = invalidFields(result.error);
    return { ok: false, response: apiError("INVALID_INPUT", 400, { fields }) };
  }
  return { ok: true, data: result.data };
}

/** The fields a zod error names, as dotted paths (`products.0.count`); the body itself is left out. */
export function invalidFields(error: z.ZodError): string[] {
  return error.issues.map((i) => i.path.join(".")).filter(Boolean);
}

/** Room for a page's form fields; a bigger form body is read as an empty form. */
export const FORM_MAX_BYTES = 64 * 1024;

/**
 * A page's form POST (at most `maxBytes`); an oversized or broken body gives an empty form,
 * and NUL characters are dropped from its text fields (no field takes one).
 */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  const body = await readBody(request, maxBytes);
  if (!body.ok) return new FormData();
  const type = request.headers.get("content-type") ?? "";
  const form = await new Response(body.bytes, { headers: { "content-type": type } })
    .formData()
    .catch(() => new FormData());
  const clean = new FormData();
  for (const [key, value] of form.entries())
    clean.append(
      key.replaceAll("\0", ""),
      typeof value === "string" ? value.replaceAll("\0", "") : value,
    );
  return clean;
}

/** Validates URL search parameters with a zod object schema. */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): Parsed<z.infer<S>> {
  const result = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!result.success) {
    const fields = invalidFields(result.error);
    return { ok: false, response: apiError("INVALID_INPUT", 400, { fields }) };
  }
  return { ok: true, data: result.data };
}
