/**
 * The fuzz targets of uploads, the owner's previews and the /api/public/*
 * reads, and of unknown API paths and methods (table.ts).
 */
import fc from "fast-check";
import { hostileString, mutatedJson } from "./inputs";
import { hostileSegment, hostileMultipart, contentType, GIF } from "./http-inputs";
import { jsonTarget, getTarget, someOf, type Target } from "./targets";
import type { TableContext } from "./table";

export function readTargets(c: TableContext): Target[] {
  const { fx, noSeg } = c;
  return [
    {
      name: "POST /api/public/upload",
      kind: "api",
      mixed: fc.oneof(
        // A real 1 × 1 GIF under a hostile file name and declared type: the image path runs too.
        fc
          .tuple(hostileString, fc.constantFrom("image/gif", "image/png", "image/svg+xml"))
          .map(([name, type]) => {
            const safe = name.replace(/["\r\n]/g, "").slice(0, 300);
            const head = `--fzB\r\nContent-Disposition: form-data; name="file"; filename="${safe}"\r\nContent-Type: ${type}\r\n\r\n`;
            const body = Buffer.concat([Buffer.from(head), GIF, Buffer.from("\r\n--fzB--\r\n")]);
            return {
              method: "POST",
              path: "/api/public/upload",
              headers: { "content-type": "multipart/form-data; boundary=fzB" },
              body: new Uint8Array(body),
            };
          }),
        hostileMultipart(["file"]).map(({ body, type }) => ({
          method: "POST",
          path: "/api/public/upload",
          headers: { "content-type": type },
          body,
        })),
        fc.tuple(mutatedJson({ file: "x" }), contentType).map(([body, type]) => ({
          method: "POST",
          path: "/api/public/upload",
          headers: { "content-type": type },
          body,
        })),
      ),
      invalid: fc.oneof(
        hostileMultipart(["file"]).map(({ body }) => ({
          method: "POST",
          path: "/api/public/upload",
          headers: { "content-type": "text/plain" },
          body,
        })),
        hostileMultipart(["name", "x"]).map(({ body, type }) => ({
          method: "POST",
          path: "/api/public/upload",
          headers: { "content-type": type },
          body,
        })),
      ),
    },
    // Owner preview pages take JSON.
    jsonTarget(
      "POST",
      "/preview/menu",
      { menu: [{ id: "1", name: "A", url: "/c/a", children: [] }] },
      { strict: ["menu"] },
    ),
    jsonTarget(
      "POST",
      "/preview/footer",
      { footer: { columns: [], hideBottomBar: false, platformLink: "" } },
      {
        strict: ["footer"],
      },
    ),
    jsonTarget("POST", "/preview/home-sections", {
      sections: [{ type: "text", data: { html: { pl: "x" } } }],
    }),
    // ---- /api/public/* reads
    getTarget(
      "GET /api/public/activation/{code}",
      hostileSegment,
      (s) => `/api/public/activation/${s}`,
      ["lang"],
    ),
    getTarget("GET /api/public/category", noSeg, () => "/api/public/category", ["id", "lang"]),
    getTarget("GET /api/public/group/{id}", someOf("1", "2"), (s) => `/api/public/group/${s}`, [
      "manufacturer",
      "lang",
    ]),
    getTarget("GET /api/public/homepage", noSeg, () => "/api/public/homepage", ["lang"]),
    getTarget("GET /api/public/instagram/profile", noSeg, () => "/api/public/instagram/profile", [
      "lang",
    ]),
    getTarget(
      "GET /api/public/integrations/dpd/availability/food",
      noSeg,
      () => "/api/public/integrations/dpd/availability/food",
      ["postCode", "lang"],
    ),
    getTarget("GET /api/public/lockers", noSeg, () => "/api/public/lockers", [
      "carrier",
      "query",
      "lang",
    ]),
    getTarget(
      "GET /api/public/mail-open/{id}",
      hostileSegment,
      (s) => `/api/public/mail-open/${s}`,
      ["lang"],
    ),
    getTarget("GET /api/public/me", noSeg, () => "/api/public/me", ["lang"], { auth: fx.token }),
    getTarget("GET /api/public/opinion", noSeg, () => "/api/public/opinion", [
      "id",
      "all",
      "fixedLang",
      "offset",
      "lang",
    ]),
    getTarget(
      "GET /api/public/order/{no}",
      someOf(fx.orderNo),
      (s) => `/api/public/order/${s}`,
      ["lang"],
      { auth: fx.token },
    ),
    getTarget(
      "GET /api/public/order/summary/{id}",
      someOf(fx.publicId),
      (s) => `/api/public/order/summary/${s}`,
      ["lang"],
    ),
    getTarget(
      "GET /api/public/order/variant-labels",
      noSeg,
      () => "/api/public/order/variant-labels",
      ["lang"],
    ),
    getTarget("GET /api/public/orders/all", noSeg, () => "/api/public/orders/all", ["lang"], {
      auth: fx.token,
    }),
    getTarget("GET /api/public/popup/{id}", someOf("1", "2"), (s) => `/api/public/popup/${s}`, [
      "lang",
    ]),
    getTarget(
      "GET /api/public/product/{id}",
      someOf("212", "1"),
      (s) => `/api/public/product/${s}`,
      ["lang"],
    ),
    getTarget(
      "GET /api/public/removed/{id}",
      someOf("212", "1"),
      (s) => `/api/public/removed/${s}`,
      ["lang"],
    ),
    getTarget(
      "GET /api/public/return/{no}",
      someOf(fx.returnNo),
      (s) => `/api/public/return/${s}`,
      ["lang"],
      { auth: fx.token },
    ),
    getTarget("GET /api/public/returns/all", noSeg, () => "/api/public/returns/all", ["lang"], {
      auth: fx.token,
    }),
    getTarget("GET /api/public/search", noSeg, () => "/api/public/search", [
      "query",
      "scope",
      "lang",
    ]),
    getTarget("GET /api/public/suggestions", noSeg, () => "/api/public/suggestions", [
      "id",
      "categories",
      "mainCategory",
      "count",
      "archived",
      "lang",
    ]),
    {
      name: "ANY /api/* (unknown paths, wrong methods)",
      kind: "api",
      mixed: fc
        .tuple(
          fc.constantFrom("GET", "PUT", "PATCH", "DELETE", "POST", "OPTIONS"),
          fc.oneof(
            hostileSegment.map((s) => `/api/public/${s}`),
            hostileSegment.map((s) => `/api/${s}/${s}`),
            fc.constantFrom(
              "/api/public/search",
              "/api/public/site",
              "/api/public/me",
              "/api/public/order/new",
            ),
          ),
        )
        .map(([method, path]) => ({
          method,
          path,
          headers: {},
          body: method === "GET" || method === "OPTIONS" ? undefined : "{}",
        })),
    },
  ];
}
