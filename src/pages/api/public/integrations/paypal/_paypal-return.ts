/** The shopper back from PayPal (execute.ts, cancel.ts): one handler for both. */
import type { APIRoute } from "astro";
import { z } from "zod";
import { apiError, json, readJson } from "../../../../../server/http/responses";
import { payPage } from "../../../../../server/services/orders/pay-page.service";

const Body = z.object({
  order: z.string().max(64),
  attempt: z.number().int().positive(),
});

export function paypalReturn(cancelled: boolean): APIRoute {
  return async ({ request, locals }) => {
    const body = await readJson(request, Body);
    if (!body.ok) return body.response;
    const { order, attempt } = body.data;
    const page = await payPage(order, { attempt, cancelled });
    if (page.kind === "notFound") return apiError("notFound", 404);
    if (page.kind === "summary") {
      return json({ result: "done", redirect: locals.absoluteHref(`/order/summary/${order}`) });
    }
    return json({
      result: "open",
      status: page.view.attempt?.status ?? "pending",
      redirect: locals.absoluteHref(`/order/pay/${order}`),
    });
  };
}
