import { describe, it, expect } from "vitest";
import {
  ExpressionError,
  MAX_EXPRESSION_LENGTH,
  evaluateExpression,
  evaluateHideRule,
  safeEvaluate,
} from "./expression";

const vars = { total: 250, count: 3, weight: 1.5, wholesale: true };

describe("evaluateExpression arithmetic", () => {
  it("respects precedence, parentheses and right-associative powers", () => {
    expect(evaluateExpression("1 + 2 * 3", {})).toBe(7);
    expect(evaluateExpression("(1 + 2) * 3", {})).toBe(9);
    expect(evaluateExpression("2 ** 3 ** 2", {})).toBe(512);
    expect(evaluateExpression("10 % 4 - -1", {})).toBe(3);
  });

  it("reads variables from the map", () => {
    expect(evaluateExpression("total / count", vars)).toBeCloseTo(83.3333, 4);
    expect(evaluateExpression("weight * 2 + +1", vars)).toBe(4);
  });

  it("calls whitelisted Math functions bare or through Math", () => {
    expect(evaluateExpression("min(total, 100) + max(1, 2, 3)", vars)).toBe(103);
    expect(evaluateExpression("Math.round(2.5) + floor(2.9) + ceil(2.1) + abs(-4)", {})).toBe(12);
  });
});

describe("evaluateExpression logic", () => {
  it("compares numbers and combines conditions", () => {
    expect(evaluateExpression("total > 200 && count <= 3", vars)).toBe(true);
    expect(evaluateExpression("total < 200 || !wholesale", vars)).toBe(false);
    expect(evaluateExpression("count == 3 && count !== 4", vars)).toBe(true);
  });

  it("evaluates the ternary lazily", () => {
    expect(evaluateExpression("count > 2 ? total * 0.9 : unknown", vars)).toBe(225);
  });

  it("short-circuits so the unused side may be invalid", () => {
    expect(evaluateExpression("false && missing", {})).toBe(false);
    expect(evaluateExpression("true || missing", {})).toBe(true);
  });

  it("treats == as strict equality, so 1 == true is false", () => {
    expect(evaluateExpression("1 == true", {})).toBe(false);
  });
});

describe("evaluateExpression rejects", () => {
  const hostile = [
    "constructor",
    "__proto__",
    "toString",
    "total.constructor",
    "total['constructor']",
    "constructor.constructor('return process')()",
    "process.exit()",
    "this",
    "eval('1')",
    "Function('return 1')()",
    "Math.pow(2, 3)",
    "Math['min'](1, 2)",
    "'a' + 'b'",
    "[1, 2]",
    "null",
    "1; 2",
    "1 | 2",
    "~1",
    "true + 1",
    "1 / 0",
    "10 ** 400",
    "min()",
    "1 +",
    "",
    "   ",
  ];

  it.each(hostile)("throws an ExpressionError for %j", (src) => {
    expect(() => evaluateExpression(src, vars)).toThrow(ExpressionError);
  });

  it("does not resolve inherited keys of the variable map", () => {
    expect(() => evaluateExpression("hasOwnProperty", { x: 1 })).toThrow(ExpressionError);
  });

  it("rejects a variable that is not a number or boolean", () => {
    const sneaky = { f: (() => 1) as unknown as number };
    expect(() => evaluateExpression("f", sneaky)).toThrow(ExpressionError);
  });

  it("rejects input longer than the limit without parsing it", () => {
    const huge = "1+".repeat(MAX_EXPRESSION_LENGTH) + "1";
    expect(() => evaluateExpression(huge, {})).toThrow(/too long/);
  });

  it("rejects deep nesting within the length limit", () => {
    const deep = "-(".repeat(300) + "1" + ")".repeat(300);
    expect(() => evaluateExpression(deep, {})).toThrow(ExpressionError);
  });

  it("accepts a flat sum of 150 terms", () => {
    expect(evaluateExpression("1" + "+1".repeat(149), {})).toBe(150);
  });

  it("rejects a chain of 2000 negations by depth, not by crashing", () => {
    expect(() => evaluateExpression("!".repeat(MAX_EXPRESSION_LENGTH - 1) + "1", {})).toThrow(
      /deeply/,
    );
  });

  it("accepts moderate nesting", () => {
    expect(evaluateExpression("(".repeat(20) + "1" + ")".repeat(20), {})).toBe(1);
  });
});

describe("safeEvaluate", () => {
  it("returns ok with the value on success", () => {
    expect(safeEvaluate("total * 2", vars)).toEqual({ ok: true, value: 500 });
  });

  it("returns not ok instead of throwing on error", () => {
    expect(safeEvaluate("process.exit()", vars).ok).toBe(false);
  });
});

describe("evaluateHideRule", () => {
  it("shows the method when the formula is true", () => {
    expect(evaluateHideRule("total >= 100", vars)).toBe(true);
  });

  it("hides the method when the formula is false", () => {
    expect(evaluateHideRule("total < 100", vars)).toBe(false);
  });

  it("hides the method on a formula error", () => {
    expect(evaluateHideRule("total >", vars)).toBe(false);
    expect(evaluateHideRule("missing > 1", vars)).toBe(false);
  });

  it("hides the method when the formula yields a number, not a condition", () => {
    expect(evaluateHideRule("total", vars)).toBe(false);
  });
});
