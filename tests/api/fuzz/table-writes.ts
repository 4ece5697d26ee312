/** The fuzz targets of /api/auth/* and the /api/public/* writes (table.ts). */
import fc from "fast-check";
import { hostileString } from "./inputs";
import { hostileSegment } from "./http-inputs";
import { jsonTarget, someOf, hostileAuth, ascii, type Target } from "./targets";
import type { TableContext } from "./table";

export function writeTargets(c: TableContext): Target[] {
  const { fx, auth, line, email, freshEmail, notify, orderBody, hex32 } = c;
  return [
    // ---- /api/auth/*
    jsonTarget(
      "POST",
      "/api/auth/local",
      { email: "jan@example.com", password: "wrong-password" },
      {
        strict: ["password"],
      },
    ),
    {
      name: "DELETE /api/auth/local",
      kind: "api",
      mixed: hostileAuth.map((headers) => ({ method: "DELETE", path: "/api/auth/local", headers })),
      invalid: hostileAuth.map((headers) => ({
        method: "DELETE",
        path: "/api/auth/local",
        headers,
      })),
      invalidMayPass: true,
    },
    // ---- /api/public/* writes
    jsonTarget(
      "POST",
      "/api/public/basket",
      { products: [{ count: 1, id: "212", variantHash: "" }], lang: "pl" },
      {
        strict: ["products"],
      },
    ),
    jsonTarget(
      "POST",
      hex32.map((id) => `/api/public/basket/${id}`),
      { products: [{ count: 2, id: "213", variantHash: "" }] },
      {
        name: "POST /api/public/basket/{id}",
        strict: ["products"],
        headers: { "x-basket-key": fx.basket.key },
      },
    ),
    {
      name: "DELETE /api/public/basket/{id}",
      kind: "api",
      mixed: fc.tuple(hex32, fc.oneof(hex32, hostileString.map(ascii))).map(([id, key]) => ({
        method: "DELETE",
        path: `/api/public/basket/${id}`,
        headers: { "x-basket-key": key },
      })),
      invalid: fc
        .tuple(hex32, hex32)
        .filter(([, key]) => key !== fx.basket.key)
        .map(([id, key]) => ({
          method: "DELETE",
          path: `/api/public/basket/${id}`,
          headers: { "x-basket-key": key },
        })),
    },
    jsonTarget(
      "POST",
      "/api/public/change-pass",
      {
        password: "nowe-haslo-12",
        retypedPassword: "nowe-haslo-12",
        oldPassword: "not-the-password",
      },
      {
        strict: ["password", "retypedPassword", "oldPassword"],
        headers: auth,
      },
    ),
    jsonTarget(
      "POST",
      "/api/public/contact-form",
      { name: "Anna Nowak", email, msg: "A question about the mug, please." },
      {
        strict: ["name", "email", "msg"],
        fresh: freshEmail,
      },
    ),
    jsonTarget(
      "POST",
      "/api/public/login/order",
      { email: "jan@example.com", no: fx.orderNo },
      { strict: ["email", "no"] },
    ),
    jsonTarget("POST", "/api/public/me", fx.profile, { headers: auth }),
    jsonTarget(
      "POST",
      "/api/public/newsletter",
      { email, lang: "pl" },
      { strict: ["email"], fresh: freshEmail },
    ),
    jsonTarget(
      "POST",
      "/api/public/newsletter/unsubscribe",
      { token: "x".repeat(32) },
      { strict: ["token"] },
    ),
    jsonTarget(
      "POST",
      "/api/public/notify/add",
      { productId: "212", variantHash: "", email, text: "Please tell me" },
      {
        strict: ["email"],
        fresh: freshEmail,
      },
    ),
    jsonTarget(
      "POST",
      "/api/public/opinion",
      { id: "212", name: "Ala", text: "Dobry kubek", number: 5, lang: "pl" },
      {
        strict: ["name", "text", "number"],
      },
    ),
    jsonTarget(
      "POST",
      "/api/public/order/code",
      { code: "RABAT10", lines: [line] },
      { strict: ["code", "lines"] },
    ),
    jsonTarget(
      "POST",
      "/api/public/order/delivery-options",
      { country: "pl", postCode: "00-950", lines: [line] },
      {
        strict: ["country", "lines"],
      },
    ),
    jsonTarget(
      "POST",
      "/api/public/order/gift-card",
      { code: "GIFT-0000-0000" },
      { strict: ["code"] },
    ),
    jsonTarget("POST", "/api/public/order/new", orderBody, {
      strict: ["lines", "country", "delivery", "paymentId", "form", "idempotencyKey"],
      fresh: fc.record({ idempotencyKey: fc.stringMatching(/^[A-Za-z0-9_-]{16,24}$/) }),
    }),
    jsonTarget(
      "POST",
      "/api/public/order/quote",
      { lines: [line], country: "pl", postCode: "00-950", delivery: null },
      {
        strict: ["lines", "country"],
      },
    ),
    // The shopper back from PayPal: the order and the attempt (execute.ts, cancel.ts).
    jsonTarget(
      "POST",
      "/api/public/integrations/paypal/cancel",
      { order: fx.publicId, attempt: 1 },
      { strict: ["order", "attempt"] },
    ),
    jsonTarget(
      "POST",
      "/api/public/integrations/paypal/execute",
      { order: fx.publicId, attempt: 1 },
      { strict: ["order", "attempt"] },
    ),
    // A provider's notification: the test gateway's body at every provider's endpoint (the
    // others refuse it unsigned as theirs) and at unknown ones.
    jsonTarget(
      "POST",
      someOf("test", "payu", "p24", "paypal", "stripe").map(
        (p) => `/api/public/payments/${p}/notify`,
      ),
      notify,
      {
        name: "POST /api/public/payments/{provider}/notify",
        strict: ["order", "outcome", "amount", "currency", "transaction", "signature"],
      },
    ),
    jsonTarget("POST", "/api/public/product/integrity", { ids: ["212", 213] }, { strict: ["ids"] }),
    jsonTarget(
      "POST",
      fc.constantFrom(
        "/api/public/product/many",
        "/api/public/product/many?detailed=1",
        "/api/public/product/many?lang=%ZZ",
      ),
      { ids: ["212", 213] },
      { strict: ["ids"], name: "POST /api/public/product/many" },
    ),
    jsonTarget(
      "POST",
      "/api/public/register",
      {
        email: "fuzz-reg@example.com",
        name: "Fuzz Tester",
        password: "tajne-haslo-1",
        lang: "pl",
        phone: "600700800",
        country: "pl",
      },
      {
        strict: ["email", "name", "password"],
        fresh: freshEmail,
      },
    ),
    jsonTarget(
      "POST",
      "/api/public/reset-pass",
      { email: "jan@example.com", lang: "pl" },
      { strict: ["email"] },
    ),
    jsonTarget(
      "POST",
      "/api/public/activation",
      { email: "nieaktywny@example.com" },
      { strict: ["email"] },
    ),
    jsonTarget(
      "POST",
      hostileSegment.map((c) => `/api/public/reset-pass/${c}`),
      { password: "nowe-haslo-12", retypedPassword: "nowe-haslo-12" },
      { strict: ["password", "retypedPassword"], name: "POST /api/public/reset-pass/{code}" },
    ),
    jsonTarget(
      "POST",
      someOf(fx.orderNo).map((no) => `/api/public/return/${no}`),
      {
        products: [{ id: "212", variantHash: "", count: 1, reason: "none" }],
        returnDelivery: "default",
      },
      { strict: ["products"], headers: auth, name: "POST /api/public/return/{no}" },
    ),
    jsonTarget("POST", "/api/public/site", { url: "kontakt", lang: "pl" }, { strict: ["url"] }),
  ];
}
