/**
 * POST /api/public/upload (multipart, field `file`) — a personalization image:
 * at most 5 MB and 40 megapixels, and an image (the bytes are checked, not the
 * declared type); it is stored re-encoded (uploads.service.ts). The body is
 * read as it streams and given up past the limit, declared or not. Uploads
 * are limited per client address (429). Answers `{id}`;
 * `{error: "wrongSize"}` (413) or `{error: "wrongType"}` (415).
 */
import type { APIRoute } from "astro";
import { addressOf, count, retryAfter, tooManyRequests } from "../../../server/auth/rate-limit";
import { apiError, bodyTooLarge, json, readBody } from "../../../server/http/responses";
import { storeUpload, UPLOAD_MAX_BYTES } from "../../../server/services/uploads.service";

/** Room for the multipart envelope around a 5 MB file. */
const ENVELOPE_BYTES = 64 * 1024;

export const POST: APIRoute = async (context) => {
  const { request } = context;
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return apiError("wrongType", 415);
  const address = addressOf(context);
  const keys = { account: address, address };
  const wait = await retryAfter("upload", keys);
  if (wait > 0) return tooManyRequests(wait);
  const body = await readBody(request, UPLOAD_MAX_BYTES + ENVELOPE_BYTES);
  if (!body.ok) return body.tooLarge ? bodyTooLarge("wrongSize") : apiError("BAD_BODY");
  await count("upload", keys);
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return apiError("BAD_BODY");
  }
  const file = form.get("file");
  if (!(file instanceof File)) return apiError("INVALID_INPUT", 400, { fields: ["file"] });
  if (file.size > UPLOAD_MAX_BYTES) return apiError("wrongSize", 413);
  if (!file.type.startsWith("image/")) return apiError("wrongType", 415);
  const result = await storeUpload({
    name: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  if (!result.ok) return apiError(result.error, result.error === "wrongSize" ? 413 : 415);
  return json({ id: result.id }, { status: 201 });
};
