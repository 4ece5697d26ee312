/**
 * The one client for every call an island makes to `/api/*`. Calls never
 * throw: they answer `{ ok: true, data }` or `{ ok: false, status, error,
 * message }`, where a server error keeps the endpoint's `{ error, message? }`
 * and a failed call gets the spec's client-library texts (spec 2 §8):
 * 'Network Error', 'Request aborted' and 'timeout of {n}ms exceeded'.
 * `latest()` keeps only the newest of a series of requests: starting one
 * aborts the one before, and a superseded answer is never delivered.
 * Every call carries the shopper's Bearer token when logged in (`authHeader`).
 * It sends through the client's core (`api-core.ts`), which the shell's chunk
 * already holds, so an island that uses the client adds only this module.
 */
import { send, type SendInit } from "./api-core";
import { authHeader } from "./auth-header";

export const NETWORK_ERROR = "Network Error";
export const REQUEST_ABORTED = "Request aborted";
export const DEFAULT_TIMEOUT_MS = 15_000;

export type ApiErrorCode = "NETWORK" | "ABORTED" | "TIMEOUT" | (string & {});

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorCode; message: string; body: unknown };

export interface CallOptions {
  /** Query parameters (e.g. `lang`); undefined values are left out. */
  query?: Record<string, string | number | undefined> | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  /** Lets the request outlive the page (a last save on page hide). */
  keepalive?: boolean | undefined;
}

export function timeoutMessage(ms: number): string {
  return `timeout of ${ms}ms exceeded`;
}

function urlOf(path: string, query: CallOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}${path.includes("?") ? "&" : "?"}${search}` : path;
}

function failure<T>(
  status: number,
  error: ApiErrorCode,
  message: string,
  body: unknown = null,
): ApiResult<T> {
  return { ok: false, status, error, message, body };
}

function errorOf(body: unknown): { error: string; message: string | undefined } | null {
  if (typeof body !== "object" || body === null) return null;
  const { error, message } = body as Record<string, unknown>;
  if (typeof error !== "string") return null;
  return { error, message: typeof message === "string" ? message : undefined };
}

/** Sends one request; JSON bodies are encoded, FormData is sent as is. */
export async function apiCall<T>(
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outer = options.signal;
  const onAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener("abort", onAbort, { once: true });
  const init: SendInit = { method, signal: controller.signal, headers: authHeader() };
  if (options.keepalive) init.keepalive = true;
  const encoded = body instanceof FormData || body === undefined ? body : JSON.stringify(body);
  try {
    const response = await send(urlOf(path, options.query), init, encoded);
    if (response) {
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      if (response.ok) return { ok: true, status: response.status, data: parsed as T };
      const error = errorOf(parsed);
      const code = error?.error ?? `HTTP_${response.status}`;
      return failure(response.status, code, error?.message ?? code, parsed);
    }
  } catch {
    // The answer broke off while its body was read: told apart below like a failed request.
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onAbort);
  }
  if (timedOut) return failure(0, "TIMEOUT", timeoutMessage(timeoutMs));
  if (controller.signal.aborted) return failure(0, "ABORTED", REQUEST_ABORTED);
  return failure(0, "NETWORK", NETWORK_ERROR);
}

export function apiGet<T>(path: string, options?: CallOptions): Promise<ApiResult<T>> {
  return apiCall<T>("GET", path, undefined, options);
}

export function apiPost<T>(
  path: string,
  body: unknown,
  options?: CallOptions,
): Promise<ApiResult<T>> {
  return apiCall<T>("POST", path, body, options);
}

/**
 * Only tests call it yet: basket-sync.ts runs in the shell's chunk, so it sends its DELETE
 * through the core's `send` (api-core.ts) rather than this client.
 * @internal
 */
export function apiDelete<T>(path: string, options?: CallOptions): Promise<ApiResult<T>> {
  return apiCall<T>("DELETE", path, undefined, options);
}

/** Marks an answer that a newer request replaced; callers simply ignore it. */
export const SUPERSEDED = Symbol("superseded");

/**
 * A series of requests where only the newest matters (a quote, a search):
 * `run` aborts the previous request and resolves to `SUPERSEDED` for any
 * answer that arrives after a newer request started.
 */
export function latest(): {
  run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T | typeof SUPERSEDED>;
  cancel(): void;
} {
  let current: AbortController | null = null;
  return {
    async run(call) {
      current?.abort();
      const mine = new AbortController();
      current = mine;
      const result = await call(mine.signal);
      return current === mine && !mine.signal.aborted ? result : SUPERSEDED;
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
