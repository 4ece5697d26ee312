/**
 * The fuzz spec's targets and how they are built (fuzz.spec.ts): a target is an endpoint, page
 * route or form action with its batches of hostile requests (a "mixed" one and, for writes, an
 * always "invalid" one), built from a valid example with the arbitraries of inputs.ts and
 * http-inputs.ts. The table of every target: table.ts.
 */
import fc from "fast-check";
import {
  brokenJson,
  hostileString,
  mutatedJson,
  notAnObject,
  pct,
  setAt,
  wrongType,
} from "./inputs";
import {
  contentType,
  hostileForm,
  hostileMultipart,
  hostileQuery,
  hostileSegment,
  withBadBytes,
} from "./http-inputs";
import type { FuzzRequest } from "./harness";

export type Json = Parameters<typeof mutatedJson>[0];

export interface Fixture {
  token: string;
  orderNo: string;
  publicId: string;
  returnNo: string;
  basket: { id: string; key: string };
  category: string;
  product: string;
  group: string;
  manufacturer: string;
  profile: Json;
}

export interface Target {
  /** "METHOD path" as the table shows it. */
  name: string;
  kind: "api" | "page";
  /** Share of RUNS for the mixed batch (pages render whole HTML: less). */
  share?: number | undefined;
  mixed: fc.Arbitrary<FuzzRequest>;
  /** Inputs always refused: the database must not change. */
  invalid?: fc.Arbitrary<FuzzRequest>;
  /** The invalid inputs may answer 2xx too (logging out an unknown token is a 204). */
  invalidMayPass?: boolean;
}

/** Real values of the query keys, mixed with hostile ones (filled by table.ts). */
export const realValues: Record<string, string[]> = {};

export const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, "?");
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Hostile Authorization / Cookie headers (ASCII only: fetch refuses the rest). */
export const hostileAuth: fc.Arbitrary<Record<string, string | undefined>> = fc.oneof(
  fc.constant({}),
  hostileString.map((s) => ({ authorization: `Bearer ${ascii(s).slice(0, 2_000)}` })),
  fc.constantFrom(
    { authorization: "Bearer" },
    { authorization: "Basic Zm9vOmJhcg==" },
    { authorization: "bearer  " },
    { cookie: "APP_TOKEN=%ZZ" },
    { cookie: "APP_TOKEN=; APP_TOKEN=x" },
    { cookie: "currency=%00; wishlist=%7B%22a%22%3A1%7D" },
  ),
  hostileString.map((s) => ({
    cookie: `APP_TOKEN=${pct(s.slice(0, 500))}; currency=${pct(s.slice(0, 50))}`,
  })),
);

/** Hostile cookies for pages: currency, wishlist, token, last order, consent. */
export const hostileCookie: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc
    .tuple(
      fc.constantFrom("currency", "wishlist", "APP_TOKEN", "last_order", "consent", "basket"),
      fc.oneof(
        hostileString.map((s) => pct(s.slice(0, 3_000))),
        fc.constantFrom("%", "%ZZ", "{", "[1,2", '{"list":[{"id":"x"}],"timestamp":-1}', "eur"),
        hostileString.map((s) => ascii(s).replace(/[;,]/g, "").slice(0, 3_000)),
      ),
    )
    .map(([k, v]) => `${k}=${v}`),
);

/** A JSON endpoint's batches from a valid example body. */
export function jsonTarget(
  method: string,
  path: string | fc.Arbitrary<string>,
  example: Json,
  options: {
    strict?: string[];
    headers?: Record<string, string>;
    kind?: "api" | "page";
    name?: string;
    /** Fresh values for some fields of the example (an idempotency key, an e-mail). */
    fresh?: fc.Arbitrary<Record<string, Json>>;
  } = {},
): Target {
  const paths = typeof path === "string" ? fc.constant(path) : path;
  const base = options.headers ?? {};
  const examples = (options.fresh ?? fc.constant({})).map((f) => ({
    ...(example as Record<string, Json>),
    ...f,
  }));
  // The language and currency come from the query and the cookie: hostile ones too.
  const query = hostileQuery({ lang: ["pl", "en", "de", "xx"] });
  const mixed = fc
    .tuple(
      paths,
      fc.oneof({ arbitrary: fc.constant(""), weight: 3 }, query),
      withBadBytes(
        examples.chain((e) =>
          fc.oneof({ arbitrary: mutatedJson(e), weight: 5 }, brokenJson(example)),
        ),
      ),
      contentType,
      fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, hostileCookie),
    )
    .map(([p, q, body, type, cookie]) => ({
      method,
      path: q && !p.includes("?") ? `${p}${q}` : p,
      headers: { ...base, ...(cookie ? { cookie } : {}), "content-type": type },
      body,
    }));
  const invalidBodies: fc.Arbitrary<string>[] = [brokenJson(example), notAnObject];
  for (const field of options.strict ?? []) {
    const value = (example as Record<string, Json>)[field] ?? null;
    invalidBodies.push(
      wrongType(value).map((v) => JSON.stringify(setAt(example, [field], v))),
      fc.constant(JSON.stringify(setAt(example, [field], undefined))),
    );
  }
  const invalid = fc.tuple(paths, fc.oneof(...invalidBodies)).map(([p, body]) => ({
    method,
    path: p,
    headers: { ...base, "content-type": "application/json" },
    body,
  }));
  const name = options.name ?? `${method} ${typeof path === "string" ? path : path.toString()}`;
  return { name, kind: options.kind ?? "api", mixed, invalid };
}

/** A GET route's batch: hostile path segment(s) and query strings. */
export function getTarget(
  name: string,
  segment: fc.Arbitrary<string>,
  build: (segment: string) => string,
  queryKeys: string[],
  options: {
    kind?: "api" | "page";
    share?: number | undefined;
    auth?: string;
  } = {},
): Target {
  const kind = options.kind ?? "api";
  const auth: fc.Arbitrary<Record<string, string | undefined>> = options.auth
    ? fc.oneof(fc.constant(bearer(options.auth)), hostileAuth)
    : hostileAuth;
  const cookie = kind === "page" ? hostileCookie : fc.constant(undefined);
  const mixed = fc
    .tuple(
      segment,
      hostileQuery(Object.fromEntries(queryKeys.map((k) => [k, realValues[k] ?? []]))),
      auth,
      cookie,
      fc.boolean(),
    )
    .map(([s, q, headers, c, head]) => ({
      method: head && kind === "page" ? "HEAD" : "GET",
      path: `${build(s)}${q}`,
      headers: {
        ...headers,
        ...(c ? { cookie: headers.cookie ? `${headers.cookie}; ${c}` : c } : {}),
        "accept-language": "pl,en;q=0.5",
      },
    }));
  return { name, kind, share: options.share, mixed };
}

/** A segment that is sometimes a real value and otherwise hostile. */
export const someOf = (...real: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...real), weight: 1 },
    { arbitrary: hostileSegment, weight: 2 },
  );

/** A page form action's batches: urlencoded, multipart or wrongly typed bodies. */
export function formTarget(
  name: string,
  path: fc.Arbitrary<string>,
  fields: Record<string, string>,
  invalidFields: fc.Arbitrary<Record<string, string>>,
  options: { auth?: string } = {},
): Target {
  const auth = options.auth ? { cookie: `APP_TOKEN=${options.auth}` } : {};
  const body = fc.oneof(
    {
      arbitrary: hostileForm(fields).map((b) => ({
        body: b,
        type: "application/x-www-form-urlencoded",
      })),
      weight: 4,
    },
    {
      arbitrary: hostileMultipart(Object.keys(fields)).map(({ body: b, type }) => ({
        body: b,
        type,
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(mutatedJson(fields), contentType)
        .map(([b, type]) => ({ body: b as string | Uint8Array<ArrayBuffer>, type: type ?? "" })),
      weight: 1,
    },
  );
  const mixed = fc.tuple(path, body, hostileCookie).map(([p, b, c]) => ({
    method: "POST",
    path: p,
    headers: {
      "content-type": b.type || undefined,
      ...(c || auth.cookie ? { cookie: [auth.cookie, c].filter(Boolean).join("; ") } : {}),
    },
    body: b.body,
  }));
  const invalid = fc.tuple(path, invalidFields).map(([p, f]) => ({
    method: "POST",
    path: p,
    headers: { "content-type": "application/x-www-form-urlencoded", ...auth },
    body: new URLSearchParams(f).toString(),
  }));
  return { name, kind: "page", share: 0.5, mixed, invalid };
}
