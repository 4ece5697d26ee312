import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_JSON_DEPTH, nestedDeeperThan, readJson } from "./responses";

type Node = { children: Node[] };
const node: z.ZodType<Node> = z.lazy(() => z.object({ children: z.array(node) }));

function post(body: string): Request {
  return new Request("http://localhost/api/x", { method: "POST", body });
}

describe("readJson", () => {
  it("refuses nesting deeper than the limit before a recursive schema overflows the stack (found by fuzzing)", async () => {
    const deep = `${'{"children":['.repeat(3_000)}${"]}".repeat(3_000)}`;
    const result = await readJson(post(deep), z.object({ children: z.array(node) }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.response.status).toBe(400);
      expect(await result.response.json()).toEqual({ error: "TOO_DEEP" });
    }
  });

  it("reads ordinary nesting", async () => {
    const body = JSON.stringify({ children: [{ children: [{ children: [] }] }] });
    const result = await readJson(post(body), node);
    expect(result.ok).toBe(true);
  });
});

describe("nestedDeeperThan", () => {
  it("counts arrays and objects, not scalars", () => {
    expect(nestedDeeperThan(1, 0)).toBe(false);
    expect(nestedDeeperThan({ a: [1] }, 2)).toBe(false);
    expect(nestedDeeperThan({ a: [[1]] }, 2)).toBe(true);
    const chain = JSON.parse(`${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`);
    expect(nestedDeeperThan(chain, MAX_JSON_DEPTH)).toBe(true);
  });
});
