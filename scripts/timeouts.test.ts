import { describe, expect, it } from "vitest";
import { clientErrorStatus, serverTimeouts } from "./timeouts.mjs";

describe("the HTTP server's timeouts", () => {
  it("give headers 20 s and the whole request 30 s, checked every second", () => {
    expect(serverTimeouts({})).toEqual({
      headersTimeout: 20_000,
      requestTimeout: 30_000,
      connectionsCheckingInterval: 1_000,
    });
  });

  it("come from HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS, checked more often when short", () => {
    expect(serverTimeouts({ HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "2000" })).toEqual({
      headersTimeout: 1_000,
      requestTimeout: 2_000,
      connectionsCheckingInterval: 250,
    });
  });

  it("never let the headers wait longer than the whole request, and ignore nonsense", () => {
    expect(
      serverTimeouts({ HEADERS_TIMEOUT_MS: "60000", REQUEST_TIMEOUT_MS: "5000" }),
    ).toMatchObject({ headersTimeout: 5_000, requestTimeout: 5_000 });
    expect(serverTimeouts({ HEADERS_TIMEOUT_MS: "soon", REQUEST_TIMEOUT_MS: "-1" })).toMatchObject({
      headersTimeout: 20_000,
      requestTimeout: 30_000,
    });
  });

  it("are off with 0", () => {
    expect(serverTimeouts({ HEADERS_TIMEOUT_MS: "0", REQUEST_TIMEOUT_MS: "0" })).toMatchObject({
      headersTimeout: 0,
      requestTimeout: 0,
    });
  });
});

describe("the status of a request Node gave up on", () => {
  it("is 408 for a timeout, 431 for oversized headers and 400 for the rest", () => {
    expect(clientErrorStatus("ERR_HTTP_REQUEST_TIMEOUT")).toBe(408);
    expect(clientErrorStatus("HPE_HEADER_OVERFLOW")).toBe(431);
    expect(clientErrorStatus("HPE_INVALID_METHOD")).toBe(400);
    expect(clientErrorStatus(undefined)).toBe(400);
  });
});
