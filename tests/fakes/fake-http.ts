/**
 * A local HTTP server for a payment provider's fake: started on a free port of
 * 127.0.0.1, it hands each request (method, path, headers, raw body) to the
 * fake and writes back its answer. Nothing here reaches the internet.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RunningFake {
  url: string;
  close: () => Promise<void>;
}

export async function startFake(handle: (req: FakeRequest) => FakeAnswer): Promise<RunningFake> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = handle({
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const body = answer.body === undefined ? "" : JSON.stringify(answer.body);
      res.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The value of `Authorization: Basic …` as user and password, or null. */
export function basicAuth(headers: IncomingHttpHeaders): { user: string; password: string } | null {
  const match = /^Basic (.+)$/.exec(headers.authorization ?? "");
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The JSON body of a request as an object, or null. */
export function jsonBody(req: FakeRequest): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(req.body);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
