// What the bench's measurements share: percentiles, and waiting for and stopping a shop
// process it started (scripts/test-server.mjs).

/** The p-th percentile of `values` (nearest rank, 0 for none). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Waits (up to 5 minutes) until the shop at `origin` answers its home page. */
export async function waitForShop(origin, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the shop at ${origin} exited`);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no shop at ${origin}`);
}

/** Stops a shop with SIGTERM and waits for it to exit (at once if it already has). */
export async function stopShop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
