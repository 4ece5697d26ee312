/**
 * `/readyz` for load balancers (issue 16): 200 `{ "status": "ready" }` when the database
 * answers and its migrations are current, else 503 `{ "status": "not-ready", "reason": … }`
 * (readiness.service.ts). Any `Host` is answered: the middleware lets probes past the
 * configured-hosts check. Never cached.
 */
import type { APIRoute } from "astro";
import { json } from "../server/http/responses";
import { checkReadiness } from "../server/services/readiness.service";

export const prerender = false;

export const GET: APIRoute = async () => {
  const readiness = await checkReadiness();
  if (readiness.ready) return json({ status: "ready" });
  const { reason, pending } = readiness;
  return json({ status: "not-ready", reason, ...(pending ? { pending } : {}) }, { status: 503 });
};

/** Astro would send HEAD to `ALL` below, not to `GET`. */
export const HEAD: APIRoute = GET;

export const ALL: APIRoute = () =>
  json({ error: "METHOD_NOT_ALLOWED" }, { status: 405, headers: { allow: "GET, HEAD" } });
