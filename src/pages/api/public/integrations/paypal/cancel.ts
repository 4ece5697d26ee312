/**
 * POST /api/public/integrations/paypal/cancel — the shopper cancelled at
 * PayPal (spec 2 §7; issue 30). Body `{ order, attempt }`. The attempt ends
 * as cancelled unless PayPal says it was paid after all; the order keeps
 * waiting for a payment on its payment page. Answers as `execute` does.
 */
import { paypalReturn } from "./_paypal-return";

export const POST = paypalReturn(true);
