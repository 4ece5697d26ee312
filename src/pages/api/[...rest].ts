/** Any unknown `/api/*` path answers a JSON 404, never an HTML page. */
import type { APIRoute } from "astro";
import { apiError } from "../../server/http/responses";

export const ALL: APIRoute = () => apiError("NOT_FOUND", 404);
