/**
 * POST /api/public/integrations/paypal/execute — the shopper approved the
 * payment at PayPal (spec 2 §7; issue 30). Body `{ order, attempt }` (the
 * order's summary id and the payment attempt PayPal returned from). The shop
 * asks PayPal itself how the payment stands and captures an approved one
 * (pay-page.service.ts); nothing in the body is trusted beyond naming them.
 *   200 `{ result: "done", redirect }` when the order is paid or being
 *       verified (redirect: its summary), `{ result: "open", status, redirect }`
 *       when it still waits (redirect: its payment page, status: the attempt's);
 *   404 `{ error: "notFound" }`.
 */
import { paypalReturn } from "./_paypal-return";

export const POST = paypalReturn(false);
