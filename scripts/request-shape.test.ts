import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { originForm, unservable } from "./request-shape.mjs";

const request = (method: string, url: string, host?: string) =>
  ({ method, url, headers: host === undefined ? {} : { host } }) as unknown as IncomingMessage;

describe("request targets", () => {
  it("keeps an origin-form target and reduces an absolute-form one to its path and host", () => {
    expect(originForm("/c/x?page=2")).toEqual({ target: "/c/x?page=2", host: null });
    expect(originForm("http://shop.example/c/x?page=2")).toEqual({
      target: "/c/x?page=2",
      host: "shop.example",
    });
    expect(originForm("HTTPS://Shop.Example:8443")).toEqual({
      target: "/",
      host: "shop.example:8443",
    });
  });

  it("refuses any other target: no scheme, another scheme, userinfo", () => {
    for (const target of ["evil.example/", "ftp://evil.example/", "http://u:p@shop.example/", "*"])
      expect(originForm(target), target).toBeNull();
  });
});

describe("requests the adapter cannot take", () => {
  it("are methods it does not serve: 405", () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE", "MKCOL"])
      expect(unservable(request(method, "/", "localhost")), method).toEqual({
        status: 405,
        code: "METHOD_NOT_ALLOWED",
      });
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect(unservable(request(method, "/", "localhost")), method).toBeNull();
  });

  it("are Host headers that name no host: 400 (a missing one is the app's to refuse)", () => {
    for (const host of ["a@localhost", "shop example", "localhost:99999", "[::1", ""])
      expect(unservable(request("GET", "/", host)), host).toEqual({
        status: 400,
        code: "BAD_HOST",
      });
    expect(unservable(request("GET", "/"))).toBeNull();
    expect(unservable(request("GET", "/", "shop.example:8080"))).toBeNull();
  });

  it("take an absolute-form target's host in place of the Host header (RFC 9112)", () => {
    const req = request("GET", "http://evil.example/c/x", "127.0.0.1");
    expect(unservable(req)).toBeNull();
    expect([req.url, req.headers.host]).toEqual(["/c/x", "evil.example"]);
    expect(unservable(request("GET", "evil.example/", "localhost"))).toEqual({
      status: 400,
      code: "BAD_REQUEST_TARGET",
    });
    expect(unservable(request("OPTIONS", "*", "localhost"))).toBeNull();
  });
});
