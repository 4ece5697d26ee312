/**
 * Lets the payment page load Stripe.js: adds Stripe's script hosts to this page's
 * Content-Security-Policy through Astro's per-request CSP API
 * (https://docs.astro.build/en/reference/api-reference/#csp, `insertScriptResource`), which
 * the security middleware then completes (src/server/http/security.ts). Only this page gets
 * them; every other page keeps `script-src 'self'` and its hashes.
 *
 * Call it in the page's frontmatter: Astro writes the header once the page's own frontmatter
 * has run, so a component rendered later (inside an async layout) adds its sources too late
 * for the header. StripeStep calls it too; a second call for the same request adds nothing.
 *
 * Only `script-src` is added. The shop's policy has no `default-src`, `frame-src` or
 * `connect-src` (docs/decisions/0016-content-security-policy.md), so Stripe's frames and
 * calls are allowed already; `frameSrc` and `connectSrc` are for a policy that restricts them.
 */

/** The hosts the server answers for Stripe.js (src/server/payments/stripe/browser.ts). */
export interface StripeCspHosts {
  scriptSrc: readonly string[];
  frameSrc: readonly string[];
  connectSrc: readonly string[];
}

/** The parts of the Astro global this needs (`Astro` in a page or component). */
interface PageContext {
  csp: { insertScriptResource(resource: string): void } | undefined;
  request: Request;
}

const allowed = new WeakSet<Request>();

export function allowStripe(page: PageContext, hosts: StripeCspHosts): void {
  if (!page.csp || allowed.has(page.request)) return;
  allowed.add(page.request);
  for (const host of hosts.scriptSrc) page.csp.insertScriptResource(host);
}
