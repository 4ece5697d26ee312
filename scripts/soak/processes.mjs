// What the soak (scripts/soak.mjs) measures of the processes it started: resident memory of a
// process and of its children (varnishd's manager forks the worker that holds the cache).
import { readFileSync, readdirSync } from "node:fs";

/** Resident memory of `pid` in MB (0 when it is gone). */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Resident memory of `pid` and its direct children in MB. */
export function treeRssMb(pid) {
  let total = rssMb(pid);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) total += rssMb(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}
