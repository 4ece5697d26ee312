// Starts Debian's varnishd (Varnish 7) in the foreground with the shop's reference
// configuration (deploy/varnish/default.vcl) in front of a shop on this machine, for the edge
// tests (tests/edge/) and the load report (scripts/soak.mjs --edge). Nothing system-wide: a
// work folder of its own under /tmp, no service, no management port, 64 MB of memory. The
// backend is pointed at the shop by a site.vcl written into the work folder, which comes first
// on varnishd's vcl_path and so stands in for deploy/varnish/site.vcl.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DEPLOY = fileURLToPath(new URL("../../deploy/varnish", import.meta.url));
const CANDIDATES = [process.env.VARNISHD, "/usr/sbin/varnishd", "/usr/bin/varnishd"];

/** The varnishd program, or null when Varnish is not installed. */
export function varnishdPath() {
  for (const path of CANDIDATES) {
    if (path && spawnSync(path, ["-V"], { stdio: "ignore" }).status === 0) return path;
  }
  return null;
}

/** The site.vcl that points the reference configuration at a shop on 127.0.0.1:`backendPort`. */
function siteVcl(backendPort) {
  return `backend default {
    .host = "127.0.0.1";
    .port = "${backendPort}";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
}
acl purgers {
    "127.0.0.1";
    "::1";
}
`;
}

/**
 * Starts varnishd on 127.0.0.1:`port` in front of the shop on `backendPort`; resolves when it
 * answers, with `stop()`. Rejects when varnishd is missing or does not come up within 20 s.
 */
export async function startVarnish({ port, backendPort, memory = "64m" }) {
  const varnishd = varnishdPath();
  if (!varnishd) throw new Error("varnishd is not installed (Debian package varnish)");
  const work = `/tmp/storefront-varnish-${port}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(`${work}/site.vcl`, siteVcl(backendPort));
  const child = spawn(
    varnishd,
    [
      "-F",
      "-j",
      "none",
      "-n",
      work,
      "-a",
      `127.0.0.1:${port}`,
      "-T",
      "none",
      "-f",
      `${DEPLOY}/default.vcl`,
      "-p",
      `vcl_path=${work}:${DEPLOY}`,
      "-s",
      `malloc,${memory}`,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(work, { recursive: true, force: true });
  };
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${errors.trim()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
      return { pid: child.pid, stop, url: `http://127.0.0.1:${port}` };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`varnishd did not answer on port ${port}: ${errors.trim()}`);
}
