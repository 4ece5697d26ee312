/**
 * POST /api/public/integrations/paypal/execute — PayPal's approval coming
 * back (spec 2 §7), wired to the payment gateway's signed notification: the
 * body is the gateway's notification (see payments/notify.ts); only a valid
 * signature for the order's amount marks it paid, idempotently.
 */
export { POST } from "../../payments/notify";
