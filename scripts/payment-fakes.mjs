// Starts the payment providers' fakes (tests/fakes/serve.ts) in a child process for the test
// shop and answers the environment that configures the shop against them (PAYU_*, P24_*,
// PAYPAL_*, STRIPE_* where a fake for it exists). Ports: portBase + 0 Stripe, + 1 PayU,
// + 2 Przelewy24, + 3 PayPal, all on 127.0.0.1. The child ends with this process: on exit it is
// killed, and if this process is killed outright it sees its standard input close and exits.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const READY = "FAKES_READY ";
/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();

/** Stops every fakes process this process started (they also stop when it exits). */
export function stopPaymentFakes() {
  for (const child of running) child.kill();
  running.clear();
}

/**
 * @param {number} portBase the first of four ports
 * @param {string} shopUrl the shop's origin (webhooks go to its notification endpoints)
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<Record<string, string>>}
 */
export function startPaymentFakes(portBase, shopUrl, { timeoutMs = 30_000 } = {}) {
  const args = ["--import", "tsx", "tests/fakes/serve.ts", "--exit-with-stdin"];
  args.push("--port-base", String(portBase), "--shop-url", shopUrl);
  const child = spawn(process.execPath, args, { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
  const kill = () => child.kill();
  process.once("exit", kill);
  running.add(child);
  child.once("exit", () => running.delete(child));
  let stderr = "";
  let stdout = "";
  return new Promise((resolve, reject) => {
    const fail = (why) => {
      clearTimeout(timer);
      process.off("exit", kill);
      child.kill();
      reject(new Error(`payment fakes ${why}${stderr ? `:\n${stderr.trim()}` : ""}`));
    };
    const timer = setTimeout(() => fail(`not ready after ${timeoutMs} ms`), timeoutMs);
    child.once("error", (error) => fail(`did not start (${error.message})`));
    child.once("exit", (code, signal) => fail(`exited (${signal ?? code}) before they were ready`));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.stdout.setEncoding("utf8").on("data", function ready(chunk) {
      stdout += chunk;
      const lines = stdout.split("\n");
      lines.pop(); // not ended yet
      const line = lines.find((l) => l.startsWith(READY));
      if (!line) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      child.stdout.off("data", ready).resume();
      // From now on the fakes' own messages (a failed notification) go to this process's stderr.
      child.stderr.removeAllListeners("data");
      child.stderr.pipe(process.stderr);
      // Keep nothing alive on the fakes' account: the parent decides when it ends.
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr]) stream.unref?.();
      try {
        resolve(JSON.parse(line.slice(READY.length)));
      } catch (error) {
        fail(`answered an unreadable environment (${error})`);
      }
    });
  });
}
