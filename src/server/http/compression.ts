/**
 * Response compression. The standalone Node adapter does not compress, so the
 * app does it for its own dynamic responses (HTML, JSON, XML, SVG, text):
 * brotli when the client accepts it, else gzip. Small bodies, already encoded
 * responses, ranges and images are left alone. Static files are compressed by
 * the start server (scripts/static-compression.mjs), once each.
 */
import { Readable, Transform, pipeline } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { loggerFor } from "../log/logger.mjs";

const log = loggerFor("compression");

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/;

export type Encoding = "br" | "gzip";

/** Picks the best encoding the client accepts (q=0 means refused). */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

/** The body's length from its `content-length`, or null when it names none. */
function knownLength(response: Response): number | null {
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

export function shouldCompress(request: Request, response: Response): Encoding | null {
  if (!response.body || request.method === "HEAD") return null;
  if (
    response.headers.has("content-encoding") ||
    response.status === 206 ||
    response.status === 204
  )
    return null;
  const type = response.headers.get("content-type") ?? "";
  if (!COMPRESSIBLE.test(type)) return null;
  const length = knownLength(response);
  if (length !== null && length < 1024) return null;
  return negotiateEncoding(request.headers.get("accept-encoding"));
}

/** Brotli's window, as a power of two: 16 (64 KB) to 22 (4 MB, its default). */
const MIN_WINDOW_BITS = 16;
const MAX_WINDOW_BITS = 22;
/** The window for a body of unknown length: 1 MB. */
const UNKNOWN_LENGTH_WINDOW_BITS = 20;

/**
 * Brotli's parameters for a body of `length` bytes (null: unknown). The encoder allocates
 * memory for its whole window: with the default 4 MB window, twenty pages compressed at once
 * (an uncached page under load) cost nearly twice the CPU per page of four, most of it in
 * allocating and freeing that memory (issue 33). A window just big enough for the body gives
 * the same bytes (a window larger than the body finds nothing more).
 */
export function brotliParams(quality: number, length: number | null): Record<number, number> {
  const bits =
    length === null
      ? UNKNOWN_LENGTH_WINDOW_BITS
      : Math.min(MAX_WINDOW_BITS, Math.max(MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))));
  return {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_LGWIN]: bits,
    ...(length === null ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: length }),
  };
}

/** Bytes gathered before a write to the compressor (see `coalesce`). */
const BLOCK_BYTES = 16 * 1024;

/**
 * Joins a streamed body's many small chunks (a streamed page had one per component and text
 * run: hundreds) into blocks of `BLOCK_BYTES` before the compressor: each write to it costs a
 * call into zlib and a thread-pool round trip, which was about a tenth of an uncached render
 * (issue 33). A chunk of a block or more with nothing gathered before it (a page rendered
 * whole is one chunk of 80-170 KB) goes on as it is, not copied.
 */
function coalesce(): Transform {
  let parts: Uint8Array[] = [];
  let size = 0;
  const take = (): Buffer => {
    const block = Buffer.concat(parts, size);
    parts = [];
    size = 0;
    return block;
  };
  return new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      if (size === 0 && chunk.length >= BLOCK_BYTES) {
        done(null, chunk);
        return;
      }
      parts.push(chunk);
      size += chunk.length;
      if (size >= BLOCK_BYTES) done(null, take());
      else done();
    },
    flush(done) {
      done(null, size > 0 ? take() : undefined);
    },
  });
}

export function compressResponse(request: Request, response: Response): Response {
  const encoding = shouldCompress(request, response);
  const vary = response.headers.get("vary");
  const varyHasEncoding = vary?.toLowerCase().includes("accept-encoding") ?? false;
  if (!encoding || !response.body) {
    if (
      response.headers.get("content-type") &&
      COMPRESSIBLE.test(response.headers.get("content-type") ?? "") &&
      !varyHasEncoding
    ) {
      response.headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    return response;
  }
  const compressor =
    encoding === "br"
      ? createBrotliCompress({ params: brotliParams(4, knownLength(response)) })
      : createGzip({ level: 6 });
  const source = Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>);
  // pipeline, not pipe: a body that fails half-way (a page whose data failed while it streamed)
  // ends the compressed stream with its error, which the adapter answers by closing the
  // connection; with pipe the error had no listener and ended the whole process.
  const compressed = Readable.toWeb(
    pipeline(source, coalesce(), compressor, (error) => {
      // A client that went away (a closed connection, an aborted read) is no failure worth a line.
      const code = (error as NodeJS.ErrnoException | null)?.code;
      if (error && code !== "ERR_STREAM_PREMATURE_CLOSE" && code !== "ABORT_ERR")
        log.error({ err: error }, "the response body failed");
    }),
  ) as unknown as ReadableStream<Uint8Array>;
  const headers = new Headers(response.headers);
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  if (!varyHasEncoding) headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  return new Response(compressed, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
