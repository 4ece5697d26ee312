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

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads a JSON body (at most `maxBytes`) and validates it with a zod schema. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = 1_000_000,
): Promise<Parsed<z.infer<S>>> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, response: apiError("BAD_BODY") };
  }
  if (text.length > maxBytes) return { ok: false, response: apiError("BODY_TOO_LARGE", 413) };
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

/** Validates URL search parameters with a zod object schema. */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): Parsed<z.infer<S>> {
  const result = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!result.success) {
    const fields = result.error.issues.map((i) => i.path.join(".")).filter(Boolean);
    return { ok: false, response: apiError("INVALID_INPUT", 400, { fields }) };
  }
  return { ok: true, data: result.data };
}
