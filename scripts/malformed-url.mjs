// Refuses a request whose URL has a malformed percent escape (`%`, `%ZZ`, a
// truncated or surrogate UTF-8 sequence), and an API path with empty or dot
// segments. The adapter refuses the first with a bare text "Bad request." and
// redirects the others with HTML, even under `/api/`, where every answer is
// JSON `{ "error": code }` (issue 15 fuzzing): answer them here first.

/** @param {string} url */
export function isMalformedUrl(url) {
  try {
    decodeURI(url);
    return false;
  } catch {
    return true;
  }
}

/**
 * True for an API path with an empty or dot segment once decoded (`/api//`,
 * `/api/public/%2e%2e%2f%2e%2e`): the adapter answered those with HTML
 * redirects (a directory's trailing slash), never a route.
 * @param {string} url
 */
export function isOddApiPath(url) {
  const path = url.split("?")[0] ?? "";
  if (!path.startsWith("/api/")) return false;
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /\/\/|\/\.\.?(\/|$)|\\/.test(decoded);
}

/**
 * Answers 400 and returns true when the request's URL cannot be decoded (or
 * is an API path with empty or dot segments): JSON under `/api/` or for a
 * JSON body, plain text elsewhere.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function refuseMalformedUrl(req, res) {
  const url = req.url ?? "/";
  if (!isMalformedUrl(url) && !isOddApiPath(url)) return false;
  // JSON under /api/ and for a JSON body (the owner's preview and the test card tokenizer).
  const api = url.startsWith("/api/") || /json/i.test(String(req.headers["content-type"] ?? ""));
  res.writeHead(400, {
    "content-type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(api ? JSON.stringify({ error: "MALFORMED_URL" }) : "Bad request: malformed URL");
  return true;
}
