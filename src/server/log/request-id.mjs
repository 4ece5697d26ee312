// @ts-check
/**
 * The request id (issue 16): taken from an incoming `X-Request-Id` when it is a sane token (a
 * proxy or load balancer in front may have given one), else a new random UUID. The start script
 * echoes it in the `X-Request-Id` response header and puts it on every log line of the request.
 */
import { randomUUID } from "node:crypto";

/** Letters, digits and `.`, `_`, `:`, `-`, starting with a letter or digit, at most 128 long. */
const SANE = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * @param {unknown} value
 * @returns {value is string}
 */
export function isSaneRequestId(value) {
  return typeof value === "string" && SANE.test(value);
}

/**
 * The id for a request whose `X-Request-Id` header is `header` (Node gives a repeated header as
 * one value joined with ", ", which is not sane, so it is replaced too).
 * @param {string | string[] | undefined} header
 * @returns {string}
 */
export function requestIdFrom(header) {
  return isSaneRequestId(header) ? header : randomUUID();
}
