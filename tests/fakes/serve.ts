/**
 * Runs every payment provider's fake for the test shop:
 *
 *   node --import tsx tests/fakes/serve.ts --port-base 6399 --shop-url http://localhost:4399
 *
 * (or FAKES_PORT_BASE and SHOP_URL). It imports each `tests/fakes/*-serve.ts`
 * module (see serve-contract.ts), starts its fake on the base port plus the
 * provider's offset (stripe 0, payu 1, p24 2, paypal 3), and when all listen
 * prints one line `FAKES_READY {json}` with the shop's environment variables
 * for them. It runs until killed (SIGTERM or SIGINT closes the servers), or,
 * with --exit-with-stdin, until its standard input closes (its parent died).
 */
import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { PORT_OFFSETS, type FakeProvider, type FakeServeModule } from "./serve-contract";

const { values } = parseArgs({
  options: {
    "port-base": { type: "string" },
    "shop-url": { type: "string" },
    "exit-with-stdin": { type: "boolean", default: false },
  },
});
const base = Number(values["port-base"] ?? process.env["FAKES_PORT_BASE"] ?? 6399);
const shopUrl = values["shop-url"] ?? process.env["SHOP_URL"] ?? "http://localhost:4399";
if (!Number.isInteger(base) || base < 1 || base > 65532) throw new Error(`bad port base ${base}`);

function isProvider(value: unknown): value is FakeProvider {
  return typeof value === "string" && Object.hasOwn(PORT_OFFSETS, value);
}

function asServeModule(file: string, module: Record<string, unknown>): FakeServeModule {
  const { provider, serveFake } = module;
  if (!isProvider(provider) || typeof serveFake !== "function")
    throw new Error(
      `${file} must export provider (${Object.keys(PORT_OFFSETS).join(", ")}) and serveFake`,
    );
  return module as unknown as FakeServeModule;
}

const here = dirname(fileURLToPath(import.meta.url));
const files = (await readdir(here)).filter((name) => name.endsWith("-serve.ts")).sort();
const env: Record<string, string> = {};
const seen = new Set<FakeProvider>();
for (const file of files) {
  const module = asServeModule(
    file,
    (await import(pathToFileURL(join(here, file)).href)) as Record<string, unknown>,
  );
  if (seen.has(module.provider)) throw new Error(`two modules serve ${module.provider}`);
  seen.add(module.provider);
  const port = base + PORT_OFFSETS[module.provider];
  Object.assign(env, await module.serveFake({ port, shopUrl }));
}

const stop = () => process.exit(0);
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
if (values["exit-with-stdin"]) {
  process.stdin.on("end", stop).on("close", stop).resume();
}
process.stdout.write(`FAKES_READY ${JSON.stringify(env)}\n`);
