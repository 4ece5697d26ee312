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

/** A 413 that closes the connection, so an unread rest of the body is never read. */
export function bodyTooLarge(code = "BODY_TOO_LARGE"): Response {
  const response = apiError(code, 413);
  response.headers.set("connection", "close");
  return response;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

export type BodyBytes =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; tooLarge: boolean };

/**
 * A request's body, read as it streams in and given up as soon as it passes
 * `maxBytes` (a declared `Content-Length` over the limit is refused before
 * reading): a 100 MB body costs no more memory than the limit, chunked or not.
 */
export async function readBody(request: Request, maxBytes: number): Promise<BodyBytes> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  // The rest of an oversized body is left unread: the 413 closes the connection
  // (bodyTooLarge), whereas cancelling the stream would reset the socket before
  // the client could read the answer.
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
        reader.releaseLock();
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
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = result.error.issues.map((i) => i.path.join(".")).filter(Boolean);
    return { ok: false, response: apiError("INVALID_INPUT", 400, { fields }) };
  }
  return { ok: true, data: result.data };
}

/** Room for a page's form fields; a bigger form body is read as an empty form. */
export const FORM_MAX_BYTES = 64 * 1024;

/** A page's form POST (at most `maxBytes`); an oversized or broken body gives an empty form. */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  const body = await readBody(request, maxBytes);
  if (!body.ok) return new FormData();
  const type = request.headers.get("content-type") ?? "";
  return new Response(body.bytes, { headers: { "content-type": type } })
    .formData()
    .catch(() => new FormData());
}

/** Validates URL search parameters with a zod object schema. */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): Parsed<z.infer<S>> {
  const result = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!result.success) {
    const fields = result.error.issues.map((i) => i.path.join(".")).filter(Boolean);
    return { ok: false, response: apiError("INVALID_INPUT", 400, { fields }) };
  }
  return { ok: true, data: result.data };
}
