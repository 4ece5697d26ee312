/**
 * POST /api/public/upload (multipart, field `file`) — a personalization image:
 * at most 5 MB and an image (the bytes are checked, not the declared type).
 * Answers `{id}`; `{error: "wrongSize"}` (413) or `{error: "wrongType"}` (415).
 */
import type { APIRoute } from "astro";
import { apiError, json } from "../../../server/http/responses";
import { storeUpload, UPLOAD_MAX_BYTES } from "../../../server/services/product.service";

/** Room for the multipart envelope around a 5 MB file. */
const ENVELOPE_BYTES = 64 * 1024;

export const POST: APIRoute = async ({ request }) => {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return apiError("wrongType", 415);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > UPLOAD_MAX_BYTES + ENVELOPE_BYTES) return apiError("wrongSize", 413);
  let form: FormData;
  try {
    form = await request.formData();
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
