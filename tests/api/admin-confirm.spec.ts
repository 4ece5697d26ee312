/**
 * Moves that cannot be undone ask first (issue 44 item 15): "Anuluj zamówienie" and "Odrzuć
 * szkic" used to act on one click. The server acts only on a form that carries `confirm=yes`
 * (the checkbox without JavaScript, the dialog's "yes" with it: e2e/admin/orders.spec.ts and
 * content.spec.ts); a form without it changes nothing.
 */
import { expect, test } from "@playwright/test";
import { orderByApi, topUpStock } from "../e2e/checkout/helpers";
import { ownerSession, withLock } from "../e2e/admin/helpers";
import { withDb } from "./order-helpers";

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

test("an order is cancelled only by a confirmed form", async ({ request, baseURL }) => {
  await topUpStock();
  const placed = await orderByApi(request, [MUG], `confirm-${Date.now()}@example.com`);
  const csrf = await ownerSession(request, baseURL ?? "");
  const post = (extra: Record<string, string>) =>
    request.post(`/admin/orders/${placed.no}`, {
      form: { csrf, move: "cancel", reason: "cannotFulfil", ...extra },
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
  const status = async () =>
    (
      await withDb((db) =>
        db.prepare("select status from orders where no = ?").get<{ status: string }>(placed.no),
      )
    )?.status;

  const refused = await post({});
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Zaznacz, że chcesz anulować to zamówienie.");
  expect(await status()).toBe("PENDING");
  expect((await post({ confirm: "yes" })).status()).toBe(303);
  expect(await status()).toBe("CANCELED");
});

test("the content draft is discarded only by a confirmed form", async ({ request, baseURL }) => {
  const csrf = await ownerSession(request, baseURL ?? "");
  const drafts = async () =>
    Number(
      (
        await withDb((db) =>
          db.prepare("select count(*) as n from content_drafts").get<{ n: number }>(),
        )
      )?.n,
    );
  const discard = (extra: Record<string, string>) =>
    request.post("/admin/content/discard", {
      form: { csrf, ...extra },
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
  // The editor's tests share the one draft (e2e/admin/content.spec.ts): take turns with them.
  await withLock("content", async () => {
    await withDb((db) =>
      db
        .prepare(
          "insert into content_drafts (kind, data, owner_id, updated_at) values ('footer', '{}', null, ?) on conflict (kind) do nothing",
        )
        .run(new Date().toISOString()),
    );
    const kept = await discard({});
    expect(kept.status()).toBe(303);
    expect(kept.headers()["location"]).toBe("/admin/content?done=unconfirmed");
    expect(await drafts()).toBeGreaterThan(0);
    const gone = await discard({ confirm: "yes" });
    expect(gone.headers()["location"]).toBe("/admin/content?done=discarded");
    expect(await drafts()).toBe(0);
  });
});
