/**
 * fast-check arbitraries of hostile HTTP input for the fuzz spec (issue 15): body bytes with
 * invalid UTF-8, content types, path segments, query strings, and urlencoded and multipart
 * forms. Hostile values and JSON: inputs.ts.
 */
import fc from "fast-check";
import { pct, hostileString } from "./inputs";

/** A body's bytes: mostly the text's UTF-8, sometimes with invalid UTF-8 or a BOM spliced in. */
export function withBadBytes(
  text: fc.Arbitrary<string>,
): fc.Arbitrary<string | Uint8Array<ArrayBuffer>> {
  const invalid = [
    [0xff],
    [0xc0, 0xaf],
    [0xed, 0xa0, 0x80],
    [0xf4, 0x90, 0x80, 0x80],
    [0xe2, 0x82],
    [0xef, 0xbb, 0xbf],
  ];
  return fc.oneof(
    { arbitrary: text, weight: 6 },
    {
      arbitrary: fc.tuple(text, fc.constantFrom(...invalid), fc.nat()).map(([t, bad, at]) => {
        const bytes = Buffer.from(t, "utf8");
        const cut = bytes.length === 0 ? 0 : at % bytes.length;
        return new Uint8Array(
          Buffer.concat([bytes.subarray(0, cut), Buffer.from(bad), bytes.subarray(cut)]),
        );
      }),
      weight: 1,
    },
  );
}

/** A Content-Type header, right, wrong or missing (undefined). */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "multipart/form-data",
      "application/json; charset=latin1",
      "application/xml",
      "image/png",
      "garbage",
      "",
    ),
    weight: 2,
  },
);

/** A path segment: hostile text percent-encoded, or raw malformed escapes and dots. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString.map((s) => pct(s.slice(0, 1_000))), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      "%",
      "%ZZ",
      "%E0%A4%A",
      "%ED%A0%80",
      "%C0%AF",
      "%00",
      "..",
      "%2e%2e%2f%2e%2e",
      "a%2Fb",
      ";x=1",
      "-1",
      "0",
      "00",
      "1e309",
      "9".repeat(30),
      "NaN",
      "1.5",
      "__proto__",
      "x".repeat(5_000),
      "%25",
      "%FF",
      "%uD800",
    ),
    weight: 2,
  },
  { arbitrary: fc.integer().map(String), weight: 1 },
);

/**
 * A query string (with leading `?`, possibly empty): the route's keys with
 * their real values or hostile ones, hostile keys, repeated keys and bare keys.
 */
export function hostileQuery(keys: Record<string, string[]>): fc.Arbitrary<string> {
  const names = Object.keys(keys);
  const hostile = fc.oneof(
    { arbitrary: hostileSegment, weight: 6 },
    { arbitrary: fc.constantFrom("", "1", "true", "-1", "0", "1e309", "NaN", "a=b"), weight: 3 },
    { arbitrary: fc.constantFrom("%", "%ZZ", "%E0%A4%A"), weight: 1 },
  );
  const known = fc.constantFrom(...names).chain((k) => {
    const real = keys[k] ?? [];
    return (real.length ? fc.oneof(fc.constantFrom(...real), hostile) : hostile).map(
      (v) => `${k}=${v}`,
    );
  });
  const other = fc.tuple(
    fc.oneof(hostileSegment, fc.constantFrom("__proto__", "constructor", "", "[]", "a[b]")),
    hostile,
  );
  const pair = fc.oneof(
    { arbitrary: known, weight: 6 },
    { arbitrary: other.map(([k, v]) => `${k}=${v}`), weight: 1 },
    { arbitrary: fc.constantFrom(...names), weight: 1 },
  );
  return fc
    .array(pair, { maxLength: 5 })
    .chain((pairs) =>
      fc.constantFrom("?", "", "?&").map((start) => (pairs.length ? `?${pairs.join("&")}` : start)),
    );
}

/** An application/x-www-form-urlencoded body of the form's fields with hostile values. */
export function hostileForm(fields: Record<string, string>): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  const value = fc.oneof(hostileString, fc.constantFrom(...Object.values(fields)));
  return fc.oneof(
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...names), hostileString), value, fc.boolean()), {
        maxLength: 8,
      })
      .map((pairs) =>
        pairs
          .map(([k, v, enc]) => (enc ? `${pct(k)}=${pct(v)}` : `${k}=${v.slice(0, 500)}`))
          .join("&"),
      ),
    fc.constantFrom("%", "%ZZ=%ZZ", "&&&", "=", "a=%ED%A0%80", "x".repeat(70_000)),
  );
}

/** A 1 × 1 GIF: uploads get a real image now and then. */
export const GIF = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);

/** A multipart/form-data body with the form's fields (and maybe a file part) and hostile values. */
export function hostileMultipart(
  fields: string[],
): fc.Arbitrary<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const part = fc.tuple(
    fc.oneof(
      fc.constantFrom(...fields),
      hostileString.map((s) => s.slice(0, 200)),
    ),
    fc.oneof(
      hostileString.map((v) => Buffer.from(v, "utf8")),
      fc.constantFrom(
        GIF,
        Buffer.concat([GIF, Buffer.from("<?php echo 1; ?>")]),
        GIF.subarray(0, 20),
      ),
    ),
    fc.option(
      fc.tuple(
        hostileString.map((s) => s.slice(0, 200)),
        fc.constantFrom(
          "image/png",
          "image/jpeg",
          "image/gif",
          "image/svg+xml",
          "text/plain",
          "",
          "image/\u00ff",
        ),
      ),
    ),
  );
  return fc
    .tuple(
      fc.array(part, { maxLength: 4 }),
      fc.constantFrom("fzB0undary", "", "a b", "x".repeat(80)),
      fc.boolean(),
    )
    .map(([parts, boundary, close]) => {
      const chunks: Buffer[] = [];
      for (const [name, value, file] of parts) {
        const filename = file ? `; filename="${file[0].replace(/["\r\n]/g, "")}"` : "";
        const type = file ? `\r\nContent-Type: ${file[1]}` : "";
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"${filename}${type}\r\n\r\n`,
          ),
          value,
          Buffer.from("\r\n"),
        );
      }
      if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return {
        body: new Uint8Array(Buffer.concat(chunks)),
        type: `multipart/form-data; boundary=${boundary}`,
      };
    });
}
