/**
 * The shopper's page of a payment provider's fake (the page a real provider
 * hosts after its redirect): plain accessible HTML without scripts, readable
 * on a 390 px phone, with one form whose submit buttons are the shopper's
 * choices. The browser tests press them as a shopper would.
 */
import type { FakeAnswer, FakeRequest } from "./fake-http";

export interface ShopperChoice {
  /** The value posted as `choice`. */
  value: string;
  /** The button's text, which is its accessible name ("Pay", "Decline"…). */
  label: string;
}

export interface ShopperPage {
  /** The heading and title, e.g. "PayU (test)". */
  title: string;
  /** What is to be paid, e.g. "137.79 PLN". */
  amount: string;
  /** The order's description or number, shown under the amount. */
  detail?: string | undefined;
  /** Where the form posts (the page's own path with its query). */
  action: string;
  choices: readonly ShopperChoice[];
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:30rem;padding:1rem}
h1{font-size:1.5rem}form{display:grid;gap:.75rem}
button{font:inherit;min-height:2.75rem;padding:.5rem 1rem;border:1px solid #555;border-radius:.5rem;background:#fff;color:#111}
button[value=pay]{background:#0b5;color:#000;border-color:#063}`;

/** The page as an answer of the fake. */
function shopperPage(page: ShopperPage): FakeAnswer {
  const buttons = page.choices
    .map(
      (c) =>
        `<button type="submit" name="choice" value="${escape(c.value)}">${escape(c.label)}</button>`,
    )
    .join("\n");
  const detail = page.detail ? `<p>${escape(page.detail)}</p>\n` : "";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escape(page.title)}</h1>
<p>Amount to pay: <strong>${escape(page.amount)}</strong></p>
${detail}<form method="post" action="${escape(page.action)}">
${buttons}
</form>
</main>
</body>
</html>
`;
  return { status: 200, html };
}

/** A short page for a payment the fake does not know (or no longer offers). */
export function missingPage(title: string, message: string): FakeAnswer {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title></head>
<body><main><h1>${escape(title)}</h1><p>${escape(message)}</p></main></body></html>
`;
  return { status: 404, html };
}

/** The choices of a page where the shopper pays, declines or goes back. */
export const PAY_DECLINE_BACK = [
  { value: "pay", label: "Pay" },
  { value: "decline", label: "Decline" },
  { value: "back", label: "Back to the shop" },
] as const;

/** One payment's page at a provider: what GET shows and what a pressed button does. */
export interface ShopperForm {
  /** The payment still waits for the shopper: GET shows `page`, else answers `closed()`. */
  open: boolean;
  closed: () => FakeAnswer;
  page: ShopperPage;
  /** What the button the shopper pressed (the form's `choice`, or null) does. */
  press: (choice: string | null) => Promise<FakeAnswer>;
}

/** Answers GET with the page, POST with the shopper's choice and any other method 405. */
export async function shopperForm(req: FakeRequest, form: ShopperForm): Promise<FakeAnswer> {
  if (req.method === "GET") return form.open ? shopperPage(form.page) : form.closed();
  if (req.method !== "POST") return { status: 405, body: { error: "Method not allowed" } };
  return form.press(new URLSearchParams(req.body).get("choice"));
}

/** "13779" minor units → "137.79". */
export function fromMinor(minor: number): string {
  return (minor / 100).toFixed(2);
}

/**
 * POSTs a provider's notification to the shop and waits for it; the shop's
 * answer is not the shopper's business, so it is ignored (a real provider
 * retries later). Gives up after 10 s so the shopper is never stuck.
 */
export async function notify(url: string, sent: { headers: Headers; body: string }) {
  try {
    const reply = await fetch(url, {
      method: "POST",
      headers: sent.headers,
      body: sent.body,
      signal: AbortSignal.timeout(10_000),
    });
    await reply.arrayBuffer();
  } catch (error) {
    // The shop was down or slow: the provider would retry; the shopper goes back either way.
    console.error(`[fake] the notification to ${url} failed: ${String(error)}`);
  }
}
