import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasNul, MAX_JSON_DEPTH, nestedDeeperThan, readForm, readJson } from "./responses";

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

  it("refuses a NUL character in any string, which PostgreSQL's text cannot hold (found by fuzzing on PostgreSQL)", async () => {
    const schema = z.object({ name: z.string() });
    const result = await readJson(post(JSON.stringify({ name: "a\u0000b" })), schema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(400);
    const typed = await readJson(post(JSON.stringify({ name: "a\\u0000b" })), schema);
    expect(typed).toEqual({ ok: true, data: { name: "a\\u0000b" } });
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

describe("hasNul", () => {
  it("looks into arrays, objects and keys", () => {
    expect(hasNul({ a: [{ b: "x\u0000" }] })).toBe(true);
    expect(hasNul({ ["k\u0000"]: 1 })).toBe(true);
    expect(hasNul({ a: ["x", 1, null, { b: "y" }] })).toBe(false);
  });
});

describe("readForm", () => {
  it("drops NUL characters from a page form's fields", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%00b%40example.com&n%00ame=x",
    });
    const form = await readForm(request);
    expect(form.get("email")).toBe("ab@example.com");
    expect(form.get("name")).toBe("x");
  });
});
