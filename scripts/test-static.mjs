// The first step of `npm test`: lint (prettier + eslint), the type check (astro check), the
// unit tests (vitest) and the dead code check (knip, see knip.config.ts) side by side. Each is
// mostly one busy thread, so on two cores they take about two thirds of the time they take one
// after the other. Each one's output is printed whole when it ends, under its name; the step
// fails if any of them does.
import { spawn } from "node:child_process";

const STEPS = ["lint", "check", "test:unit", "knip"];
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const started = Date.now();

function run(script) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const child = spawn(npm, ["run", "-s", script], { env: { ...process.env, FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - begun) / 1000);
      console.log(`\n[test] ${script}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(STEPS.map(run));
const failed = STEPS.filter((_, i) => !results[i]);
console.log(
  `\n[test] ${failed.length ? `FAILED: ${failed.join(", ")}` : "lint, check, unit tests and knip passed"} (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(failed.length ? 1 : 0);
