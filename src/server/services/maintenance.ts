/**
 * Housekeeping the server does by itself, started by the first request (so
 * builds, tests and scripts that import the services start no timers): every
 * hour, uploads no order refers to are deleted once they are a day old
 * (uploads.service.ts); every minute, e-mails whose SMTP delivery failed are
 * tried again when their backoff is over (mail.service.ts; nothing is due
 * without `SMTP_URL`), and online orders unpaid for `PAYMENT_TIMEOUT_MIN`
 * are cancelled and give back what they took (payment-expiry.service.ts; it runs
 * every `PAYMENT_EXPIRY_CHECK_S` seconds, default 60, whole seconds ≥ 1). Timers are `unref`'d: they never keep a process alive,
 * and shutdown stops them before the database closes. A failure is logged and
 * retried at the next run.
 */
import { onShutdown } from "../lifecycle";
import { sendDueMail } from "./mail/mail.service";
import { getSettings } from "./settings.service";
import { deleteUnusedUploads } from "./uploads.service";
import { expireUnpaidOrders } from "./orders/payment-expiry.service";
import { loggerFor, outsideRequest } from "../log/logger.mjs";

const log = loggerFor("maintenance");

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The first run waits a minute, so it does not compete with a cold start. */
const FIRST_RUN_MS = 60_000;

let started = false;
let mailRunning = false;
const timers: NodeJS.Timeout[] = [];

async function run(): Promise<void> {
  try {
    const removed = await deleteUnusedUploads();
    if (removed > 0) log.info({ removed }, `deleted ${removed} unused uploads`);
  } catch (error) {
    log.error({ err: error }, "deleting unused uploads failed");
  }
}

async function retryMail(): Promise<void> {
  // A run that outlasts the minute (a slow SMTP server) is not overlapped by the next.
  if (mailRunning || !process.env["SMTP_URL"]) return;
  mailRunning = true;
  try {
    const sent = await sendDueMail((await getSettings()).companyDetails.email);
    if (sent > 0) log.info({ sent }, `sent ${sent} e-mails on a retry`);
  } catch (error) {
    log.error({ err: error }, "retrying e-mails failed");
  } finally {
    mailRunning = false;
  }
}

let expiryRunning = false;

async function expirePayments(): Promise<void> {
  // A run that asks slow providers is not overlapped by the next.
  if (expiryRunning) return;
  expiryRunning = true;
  try {
    const expired = await expireUnpaidOrders();
    if (expired > 0) log.info({ expired }, `cancelled ${expired} orders left unpaid`);
  } catch (error) {
    log.error({ err: error }, "expiring unpaid orders failed");
  } finally {
    expiryRunning = false;
  }
}

/** How often unpaid orders are looked at (`PAYMENT_EXPIRY_CHECK_S`, default a minute). */
function expiryCheckMs(): number {
  const s = Number(process.env["PAYMENT_EXPIRY_CHECK_S"]);
  return Number.isInteger(s) && s >= 1 ? s * 1000 : MINUTE_MS;
}

export function startMaintenance(): void {
  if (started || process.env["MAINTENANCE"] === "off") return;
  started = true;
  // Started by a request, but no part of it: the runs' log lines carry no request id.
  outsideRequest(() => {
    const first = setTimeout(() => {
      void run();
      timers.push(setInterval(() => void run(), HOUR_MS).unref());
    }, FIRST_RUN_MS).unref();
    timers.push(first, setInterval(() => void retryMail(), MINUTE_MS).unref());
    timers.push(setInterval(() => void expirePayments(), expiryCheckMs()).unref());
  });
  onShutdown("maintenance", () => {
    for (const timer of timers.splice(0)) clearTimeout(timer);
  });
}
