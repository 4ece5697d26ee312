/**
 * Runs every payment provider's fake for the test shop:
 *
 *   node --import tsx tests/fakes/serve.ts --port-base 6399 --shop-url http://localhost:4399
 *
 * (or FAKES_PORT_BASE and SHOP_URL). For each provider's
 * `tests/fakes/{provider}/{provider}-serve.ts` module (see serve-contract.ts) it starts its fake on the base port plus the
 * provider's offset (stripe 0, payu 1, p24 2, paypal 3), and when all listen
 * prints one line `FAKES_READY {json}` with the shop's environment variables
 * for them. It runs until killed (SIGTERM or SIGINT closes the servers), or,
 * with --exit-with-stdin, until its standard input closes (its parent died).
 */
import { parseArgs } from "node:util";
import * as p24 from "./p24/p24-serve";
import * as paypal from "./paypal/paypal-serve";
import * as payu from "./payu/payu-serve";
import { PORT_OFFSETS, type FakeServeModule } from "./serve-contract";
import * as stripe from "./stripe/stripe-serve";

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

const MODULES: readonly FakeServeModule[] = [stripe, payu, p24, paypal];
const env: Record<string, string> = {};
for (const module of MODULES) {
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
