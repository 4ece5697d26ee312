/**
 * Helpers of the operations tests (operations.spec.ts): plain HTTP requests with any headers,
 * and a shop's JSON log lines.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { Shop } from "./fault-server";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET (or HEAD) with the given headers (`Host` too, which fetch cannot set), on a new connection. */
export function get(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers, agent: false, method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

export type Line = Record<string, unknown>;

/** The shop's log lines so far, each parsed (a line that is not JSON fails the test). */
export function lines(shop: Shop): Line[] {
  return shop
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Line);
}
