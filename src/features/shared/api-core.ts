/**
 * The core of the API client: the only `fetch` in the shop's browser code. It is
 * small enough for the shell's chunk, which every page loads (decision record
 * 0014), so the shell's own calls (the session check, the basket's server copy,
 * the integrity refresh) and the pages' small scripts use it directly, and the
 * islands' client (`api-client.ts`: timeout, error texts, the Bearer token)
 * builds on it without adding it again.
 */
export interface SendInit {
  method?: "GET" | "POST" | "DELETE";
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a last save on page hide). */
  keepalive?: boolean;
  cache?: RequestCache;
}

/**
 * Sends one request and answers the response, or null when none came (a
 * network error, an abort); it never throws. A string body is JSON text: its
 * content type joins `init.headers`. FormData goes as is.
 */
export async function send(
  path: string,
  init: SendInit = {},
  body: string | FormData | null = null,
): Promise<Response | null> {
  if (typeof body === "string")
    init.headers = { ...init.headers, "content-type": "application/json" };
  try {
    return await fetch(path, { ...init, body });
  } catch {
    return null;
  }
}
