/**
 * A local HTTP server for a payment provider's fake: started on 127.0.0.1 (a
 * free port unless one is given), it hands each request (method, path with its
 * query, headers, raw body) to the fake and writes back its answer: JSON
 * (`body`), an HTML page for the shopper (`html`), or a redirect (`status` 303
 * and `headers.Location`, no body). A handler may answer a promise (a fake that
 * notifies the shop before it sends the shopper back). Nothing here reaches
 * the internet.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  /** Sent as JSON (the default content type). */
  body?: unknown;
  /** Sent as text/html instead of `body`: a page the shopper sees. */
  html?: string;
  headers?: Record<string, string>;
}

export type FakeHandler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface RunningFake {
  url: string;
  close: () => Promise<void>;
}

async function answer(handle: FakeHandler, req: FakeRequest): Promise<FakeAnswer> {
  try {
    return await handle(req);
  } catch (error) {
    return { status: 500, body: { error: String(error) } };
  }
}

function write(res: ServerResponse, reply: FakeAnswer) {
  if (reply.html !== undefined) {
    res.writeHead(reply.status, { "Content-Type": "text/html; charset=utf-8", ...reply.headers });
    res.end(reply.html);
    return;
  }
  const body = reply.body === undefined ? "" : JSON.stringify(reply.body);
  res.writeHead(reply.status, { "Content-Type": "application/json", ...reply.headers });
  res.end(body);
}

/** Starts the fake on `port` of 127.0.0.1 (0: a free one). */
export async function startFake(handle: FakeHandler, port = 0): Promise<RunningFake> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      void answer(handle, request).then((reply) => write(res, reply));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A 303 See Other to `location` (the shopper's browser follows it with a GET). */
export function seeOther(location: string): FakeAnswer {
  return { status: 303, headers: { Location: location } };
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
