/**
 * HTTP/1.1 over a plain socket, for tests that need what no client library gives: requests
 * written exactly when and as the test says (pipelined, with any Host or request line, a body
 * that stalls), and the moment each was handed to the kernel. Answers are read in order,
 * with `Content-Length` or chunked bodies.
 */
import { connect, type Socket } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const HEAD_END = Buffer.from("\r\n\r\n");

/** Takes one whole answer off the front of `data`: the answer and the rest, or null. */
function takeAnswer(data: Buffer, bodiless: boolean): [RawAnswer, Buffer] | null {
  const end = data.indexOf(HEAD_END);
  if (end < 0) return null;
  const [statusLine = "", ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(" ")[1]);
  let rest = data.subarray(end + 4);
  const answer = (body: Buffer): RawAnswer => ({ status, headers, body: body.toString("utf8") });
  if (bodiless || status === 204 || status === 304) return [answer(Buffer.alloc(0)), rest];
  if (headers["content-length"] !== undefined) {
    const length = Number(headers["content-length"]);
    if (rest.length < length) return null;
    return [answer(rest.subarray(0, length)), rest.subarray(length)];
  }
  if (!/chunked/i.test(headers["transfer-encoding"] ?? "")) return null; // ends with the connection
  const parts: Buffer[] = [];
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    if (lineEnd < 0) return null;
    const size = parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
    if (rest.length < lineEnd + 2 + size + 2) return null;
    if (size === 0) return [answer(Buffer.concat(parts)), rest.subarray(lineEnd + 4)];
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}

/** A keep-alive connection: write requests, read their answers in order. */
export class RawConnection {
  readonly socket: Socket;
  /** Set when the connection ended or failed (`ECONNRESET`, `closed`, …). */
  ended: string | null = null;
  private data: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (a: RawAnswer | null) => void; head: boolean }[] = [];
  private ready: Promise<void>;

  constructor(port: number, host = "127.0.0.1") {
    this.socket = connect(port, host);
    this.ready = new Promise((resolve, reject) => {
      this.socket.once("connect", () => resolve());
      this.socket.once("error", reject);
    });
    this.socket.on("data", (chunk: Buffer) => {
      this.data = Buffer.concat([this.data, chunk]);
      this.drain();
    });
    this.socket.on("error", (error: NodeJS.ErrnoException) => this.end(error.code ?? "error"));
    this.socket.on("close", () => this.end("closed"));
  }

  /** Writes `bytes`; resolves once they are handed to the kernel (false when they could not be). */
  async write(bytes: string | Buffer): Promise<boolean> {
    await this.ready.catch(() => undefined);
    if (this.ended !== null || this.socket.destroyed) return false;
    return new Promise((resolve) => this.socket.write(bytes, (error) => resolve(!error)));
  }

  /** The next answer (null when the connection ends first); `head` for the answer to a HEAD. */
  next(head = false): Promise<RawAnswer | null> {
    return new Promise((resolve) => {
      this.waiting.push({ resolve, head });
      this.drain();
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private drain(): void {
    while (this.waiting.length > 0) {
      const first = this.waiting[0];
      const taken = first ? takeAnswer(this.data, first.head) : null;
      if (!taken) break;
      this.data = taken[1];
      this.waiting.shift()?.resolve(taken[0]);
    }
    if (this.ended !== null) for (const w of this.waiting.splice(0)) w.resolve(null);
  }

  private end(reason: string): void {
    this.ended ??= reason;
    this.drain();
  }
}

/** A request's bytes: `GET` without a body, else the JSON `body` with its length. */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): string {
  const text = body === undefined ? "" : JSON.stringify(body);
  const all: Record<string, string> = { host: "localhost", ...headers };
  if (body !== undefined) {
    all["content-type"] = "application/json";
    all["content-length"] = String(Buffer.byteLength(text));
  }
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n${text}`;
}
