/**
 * fast-check arbitraries of hostile input for the fuzz spec (issue 15): strings
 * (lone surrogates, RTL, emoji, null bytes, huge), numbers (-0, NaN, 1e308 and
 * raw JSON number tokens such as 1e309), wrong types, deep nesting, broken and
 * duplicated-key JSON text, and mutations of an endpoint's valid example body.
 * Hostile bytes, headers, path segments, query strings and forms: http-inputs.ts.
 */
import fc from "fast-check";

/** Percent-encodes any string (lone surrogates as U+FFFD), never throwing as encodeURIComponent does. */
export function pct(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Strings a careless handler chokes on. */
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\udbff\udfff",
  "\u202eevil\u202c",
  "مرحبا بالعالم",
  "שלום",
  "👨‍👩‍👧‍👦🏳️‍🌈",
  "Z̴̡̛̗a̷l̸g̶o̵",
  "\ufeff",
  "\r\n\t\v\f",
  "%00",
  "%ZZ",
  "%",
  "' OR 1=1 --",
  '"; drop table users; --',
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "__proto__",
  "constructor",
  "prototype",
  "NaN",
  "-0",
  "1e309",
  "undefined",
  "null",
  "true",
  "0x10",
  "9".repeat(40),
  "a@b",
  "@@",
  "x".repeat(70_000),
  "ę".repeat(40_000),
  "😀".repeat(20_000),
  "\u0000".repeat(5_000),
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  999_999,
  1_000_000,
];

/** Number tokens valid or not as JSON text, substituted raw into a body. */
export const RAW_NUMBERS = [
  "1e309",
  "-1e309",
  "1e-400",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "0x10",
  "01",
  "1.",
  ".5",
  "+1",
  "123456789012345678901234567890",
  "9007199254740993",
  "1e308",
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double(),
);

/** Any JSON value, hostile leaves, nested a few levels. */
export const hostileValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { arbitrary: hostileString, weight: 4 },
    { arbitrary: hostileNumber, weight: 3 },
    { arbitrary: fc.constantFrom<Json>(null, true, false, [], {}), weight: 2 },
    { arbitrary: fc.array(tie("value"), { maxLength: 4 }), weight: 1 },
    {
      arbitrary: fc.dictionary(
        fc.oneof(hostileString, fc.constantFrom("__proto__", "constructor")),
        tie("value"),
        { maxKeys: 4 },
      ),
      weight: 1,
    },
  ),
})).value;

/** A value of another JSON type than `example`'s (always rejected where the type is checked). */
export function wrongType(example: Json): fc.Arbitrary<Json> {
  const options: fc.Arbitrary<Json>[] = [fc.constant(null)];
  if (!Array.isArray(example)) options.push(fc.constantFrom<Json>([], [1, 2], [example]));
  if (example === null || typeof example !== "object" || Array.isArray(example))
    options.push(fc.constant({ nested: example }));
  if (typeof example !== "string") options.push(hostileString);
  if (typeof example !== "number") options.push(hostileNumber);
  if (typeof example !== "boolean") options.push(fc.boolean());
  return fc.oneof(...options);
}

type Path = (string | number)[];

/** Every path to a value inside `value` (objects and arrays, depth first). */
export function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
}

function clone(value: Json): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

/** A copy of `root` with the value at `path` replaced (or deleted when `next` is undefined). */
export function setAt(root: Json, path: Path, next: Json | undefined): Json {
  const copy = clone(root);
  let at: Json = copy;
  for (const key of path.slice(0, -1)) {
    if (at === null || typeof at !== "object") return copy;
    at = (at as Record<string | number, Json>)[key] ?? null;
  }
  const last = path[path.length - 1];
  if (at === null || typeof at !== "object" || last === undefined) return copy;
  const holder = at as Record<string | number, Json>;
  if (next === undefined) {
    if (Array.isArray(holder)) holder.splice(Number(last), 1);
    else delete holder[last];
  } else holder[last] = next;
  return copy;
}

export function getAt(root: Json, path: Path): Json | undefined {
  let at: Json | undefined = root;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string | number, Json>)[key];
  }
  return at;
}

/** Deeply nested arrays or objects as text (JSON.parse and recursive schemas must survive). */
export const deepText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(50, 1_000, 10_000, 100_000), fc.boolean(), fc.string({ maxLength: 8 }))
  .map(([depth, objects, key]) =>
    objects
      ? `${`{${JSON.stringify(key)}:`.repeat(depth)}1${"}".repeat(depth)}`
      : `${"[".repeat(depth)}${"]".repeat(depth)}`,
  );

/** Deeply nested value placed inside an otherwise valid example. */
function deepInside(example: Json, paths: Path[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...paths), fc.constantFrom(100, 3_000, 50_000))
    .map(([path, depth]) => {
      const marker = "__DEEP__";
      const text = JSON.stringify(setAt(example, path, marker));
      const deep = `${'{"children":['.repeat(depth)}${"]}".repeat(depth)}`;
      return text.replace(`"${marker}"`, deep);
    });
}

/** JSON text that is not JSON (always MALFORMED_JSON, never a change). */
export function brokenJson(example: Json): fc.Arbitrary<string> {
  const text = JSON.stringify(example);
  return fc.oneof(
    fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((n) => text.slice(0, n)),
    fc.constantFrom(
      `${text}}`,
      `${text},`,
      `${text} garbage`,
      text.replace(/"/g, "'"),
      `{${text}`,
      `/* comment */${text}`,
      `${text.slice(0, -1)},}`,
      "{",
      "[",
      '{"a":}',
      "{a:1}",
      "undefined",
      "NaN",
      "-",
      '"\\x41"',
      '"\\u12"',
      '{"a":"\u0001"}',
      "\u0000",
      "{\u0000}",
    ),
    fc
      .tuple(fc.constantFrom(...RAW_NUMBERS.filter((n) => !/^-?\d+(\.\d+)?(e-?\d+)?$/.test(n))))
      .map(([n]) => `{"x":${n}}`),
  );
}

/** A JSON text of another top-level type than an object (arrays, scalars). */
export const notAnObject: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("null", "true", "false", "0", "-0", "1e309", '"text"', "[]", "[{}]", "[[[]]]"),
  hostileValue
    .filter((v) => v === null || typeof v !== "object" || Array.isArray(v))
    .map((v) => JSON.stringify(v)),
);

/**
 * JSON text built from a valid `example`: one or two values replaced by hostile
 * ones (as values or raw number tokens), a field dropped, unknown or duplicated
 * keys, the body wrapped in an array, deep nesting inside it, or the example itself.
 */
export function mutatedJson(example: Json): fc.Arbitrary<string> {
  const paths = pathsOf(example);
  const keys = example && typeof example === "object" && !Array.isArray(example);
  const topKeys = keys ? Object.keys(example) : [];
  const options: fc.Arbitrary<string>[] = [
    fc.constant(JSON.stringify(example)),
    fc.constant(`[${JSON.stringify(example)}]`),
    fc
      .dictionary(hostileString, hostileValue, { minKeys: 1, maxKeys: 3 })
      .map((extra) => JSON.stringify(keys ? { ...extra, ...(example as object) } : extra)),
    deepText,
  ];
  if (paths.length > 0) {
    const path = fc.constantFrom(...paths);
    options.push(
      fc.tuple(path, hostileValue).map(([p, v]) => JSON.stringify(setAt(example, p, v))),
      fc
        .tuple(path, path, hostileValue, hostileValue)
        .map(([p, q, v, w]) => JSON.stringify(setAt(setAt(example, p, v), q, w))),
      path.chain((p) =>
        wrongType(getAt(example, p) ?? null).map((v) => JSON.stringify(setAt(example, p, v))),
      ),
      path.map((p) => JSON.stringify(setAt(example, p, undefined))),
      fc.tuple(path, fc.constantFrom(...RAW_NUMBERS)).map(([p, n]) => {
        const text = JSON.stringify(setAt(example, p, "__RAW__"));
        return text.replace('"__RAW__"', n);
      }),
      deepInside(example, paths),
    );
  }
  if (topKeys.length > 0) {
    // Raw duplicated keys: `{"a":1,"a":2}`; JSON.parse keeps the last.
    options.push(
      fc.tuple(fc.constantFrom(...topKeys), hostileValue, fc.boolean()).map(([k, v, first]) => {
        const inner = JSON.stringify(example).slice(1, -1);
        const dup = `${JSON.stringify(k)}:${JSON.stringify(v)}`;
        return first ? `{${dup},${inner}}` : `{${inner},${dup}}`;
      }),
    );
  }
  return fc.oneof(...options);
}
