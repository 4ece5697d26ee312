/**
 * Starts, kills and stops shops of their own for the fault tests (faults.spec.ts): the built
 * shop through scripts/test-server.mjs on its own port and data folder, so killing one never
 * touches the suite's shared server.
 */
import { type ChildProcess, spawn } from "node:child_process";

export interface Shop {
  child: ChildProcess;
  origin: string;
  /** From spawning to the start script's "shop ready" line. */
  startMs: number;
  /** Everything the process printed (for a failing test's message). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ShopOptions {
  port: number;
  dataDir: string;
  /** Keep the data folder (a restart on the same database). */
  keep?: boolean;
  env?: Record<string, string>;
}

export async function startShop({
  port,
  dataDir,
  keep = false,
  env = {},
}: ShopOptions): Promise<Shop> {
  const started = Date.now();
  const child = spawn(process.execPath, ["scripts/test-server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "localhost",
      TEST_DATA_DIR: dataDir,
      KEEP_TEST_DATA: keep ? "1" : "0",
      SEED_IMAGES: "0",
      // The start script's "shop ready" line is an info line (the test server's default is warn).
      LOG_LEVEL: "info",
      ACCESS_LOG: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    // A shop that never gets ready is killed, so a retry finds its port free.
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${why} on ${port}:\n${output}`));
    };
    const timer = setTimeout(() => fail("no shop"), 90_000);
    const ready = () => {
      // fetch() refuses some ports outright (6665-6669, 6679, 6697…): say so at once.
      if (output.includes('"warm-up request failed"')) return fail("no warm-up");
      if (!output.includes('"shop ready at ')) return;
      clearTimeout(timer);
      child.stdout?.off("data", ready);
      resolve();
    };
    child.stdout?.on("data", ready);
    void exited.then(() => reject(new Error(`the shop on ${port} exited:\n${output}`)));
  });
  return {
    child,
    origin: `http://localhost:${port}`,
    startMs: Date.now() - started,
    output: () => output,
    exited,
  };
}

/** Ends a shop the test started (SIGKILL): used when a test fails half-way. */
export async function endShop(shop: Shop | undefined): Promise<void> {
  if (!shop || shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  shop.child.kill("SIGKILL");
  await shop.exited;
}
