/**
 * A safe evaluator for the admin-written formulas of custom pricing rules and
 * of delivery/payment `advancedHide` rules (spec 1 §3, §5 Method
 * availability, §8 "Formula errors in pricing or hide rules are swallowed").
 *
 * The source is parsed by `jsep` into an AST, which is then walked here. No
 * `eval`, no `new Function`, no property access on real objects: the only
 * values that exist are numbers and booleans. Supported:
 * - number and boolean literals; identifiers looked up as own keys of the
 *   given variable map (values must be finite numbers or booleans);
 * - unary `-`, `+`, `!`; binary `+ - * / % **`; comparisons
 *   `< > <= >=` (numbers) and `== != === !==` (both mean strict equality);
 * - `&&` and `||` with JavaScript short-circuit semantics, `?:` ternary,
 *   parentheses;
 * - calls to `min`, `max`, `round`, `floor`, `ceil`, `abs`, written either
 *   bare (`min(a, b)`) or as `Math.min(a, b)` — the only member expression
 *   accepted is `Math.<one of these>` in call position. They behave as the
 *   JavaScript `Math` functions (so `round(-2.5)` is -2).
 *
 * Decisions where the spec is silent: arithmetic on booleans, strings,
 * `null`, arrays, `this`, other members, bitwise operators, `??`, `~`,
 * compound statements and any non-finite intermediate result (division by
 * zero, overflow) are errors. Sources longer than
 * {@link MAX_EXPRESSION_LENGTH} characters or nested deeper than
 * {@link MAX_EXPRESSION_DEPTH} are errors. `evaluateHideRule` shows a method
 * only when the formula yields the boolean `true`; a number is not a
 * condition.
 */
import jsep from "jsep";

export type ExpressionValue = number | boolean;
export type ExpressionVars = Readonly<Record<string, ExpressionValue>>;

export const MAX_EXPRESSION_LENGTH = 2000;
export const MAX_EXPRESSION_DEPTH = 200;

/** Any failure to parse or evaluate a formula. */
export class ExpressionError extends Error {
  override name = "ExpressionError";
}

type NumericFunction = (...args: number[]) => number;

const FUNCTIONS: ReadonlyMap<string, NumericFunction> = new Map<string, NumericFunction>([
  ["min", Math.min],
  ["max", Math.max],
  ["round", Math.round],
  ["floor", Math.floor],
  ["ceil", Math.ceil],
  ["abs", Math.abs],
]);

type Node = jsep.Expression;

function fail(message: string): never {
  throw new ExpressionError(message);
}

function isNode(value: unknown): value is Node {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { type?: unknown }).type === "string"
  );
}

function child(node: Node, key: string): Node {
  const value = node[key];
  return isNode(value) ? value : fail(`malformed ${node.type}`);
}

function asNumber(value: ExpressionValue, op: string): number {
  return typeof value === "number" ? value : fail(`operator ${op} needs numbers`);
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : fail("result is not a finite number");
}

function truthy(value: ExpressionValue): boolean {
  return typeof value === "boolean" ? value : value !== 0;
}

function functionFor(callee: Node): NumericFunction {
  let name: unknown;
  if (callee.type === "Identifier") {
    name = callee["name"];
  } else if (callee.type === "MemberExpression" && callee["computed"] === false) {
    const object = child(callee, "object");
    const property = child(callee, "property");
    if (
      object.type === "Identifier" &&
      object["name"] === "Math" &&
      property.type === "Identifier"
    ) {
      name = property["name"];
    }
  }
  const fn = typeof name === "string" ? FUNCTIONS.get(name) : undefined;
  return fn ?? fail("only min, max, round, floor, ceil and abs can be called");
}

function binary(op: string, left: ExpressionValue, right: ExpressionValue): ExpressionValue {
  switch (op) {
    case "+":
      return finite(asNumber(left, op) + asNumber(right, op));
    case "-":
      return finite(asNumber(left, op) - asNumber(right, op));
    case "*":
      return finite(asNumber(left, op) * asNumber(right, op));
    case "/":
      return finite(asNumber(left, op) / asNumber(right, op));
    case "%":
      return finite(asNumber(left, op) % asNumber(right, op));
    case "**":
      return finite(asNumber(left, op) ** asNumber(right, op));
    case "<":
      return asNumber(left, op) < asNumber(right, op);
    case ">":
      return asNumber(left, op) > asNumber(right, op);
    case "<=":
      return asNumber(left, op) <= asNumber(right, op);
    case ">=":
      return asNumber(left, op) >= asNumber(right, op);
    case "==":
    case "===":
      return left === right;
    case "!=":
    case "!==":
      return left !== right;
    default:
      return fail(`operator ${op} is not allowed`);
  }
}

function evaluate(node: Node, vars: ExpressionVars, depth: number): ExpressionValue {
  if (depth > MAX_EXPRESSION_DEPTH) fail("expression is nested too deeply");
  const next = depth + 1;
  switch (node.type) {
    case "Literal": {
      const value = node["value"];
      if (typeof value === "boolean") return value;
      if (typeof value === "number") return finite(value);
      return fail("only number and boolean literals are allowed");
    }
    case "Identifier": {
      const name = node["name"];
      if (typeof name !== "string" || !Object.hasOwn(vars, name)) {
        return fail(`unknown variable ${String(name)}`);
      }
      const value = vars[name];
      if (typeof value === "boolean") return value;
      if (typeof value === "number") return finite(value);
      return fail(`variable ${name} is not a number or boolean`);
    }
    case "UnaryExpression": {
      const op = node["operator"];
      const argument = evaluate(child(node, "argument"), vars, next);
      if (op === "!") return !truthy(argument);
      if (op === "-") return finite(-asNumber(argument, op));
      if (op === "+") return asNumber(argument, op);
      return fail(`operator ${String(op)} is not allowed`);
    }
    case "BinaryExpression": {
      const op = node["operator"];
      if (typeof op !== "string") return fail("malformed operator");
      const left = evaluate(child(node, "left"), vars, next);
      if (op === "&&") return truthy(left) ? evaluate(child(node, "right"), vars, next) : left;
      if (op === "||") return truthy(left) ? left : evaluate(child(node, "right"), vars, next);
      return binary(op, left, evaluate(child(node, "right"), vars, next));
    }
    case "ConditionalExpression": {
      const test = evaluate(child(node, "test"), vars, next);
      return evaluate(child(node, truthy(test) ? "consequent" : "alternate"), vars, next);
    }
    case "CallExpression": {
      const fn = functionFor(child(node, "callee"));
      const args = node["arguments"];
      if (!Array.isArray(args)) return fail("malformed call");
      const values = args.map((arg) =>
        isNode(arg) ? asNumber(evaluate(arg, vars, next), "call") : fail("malformed argument"),
      );
      return finite(fn(...values));
    }
    default:
      return fail(`${node.type} is not allowed`);
  }
}

/** Evaluates a formula over `vars`; throws {@link ExpressionError} on any problem. */
export function evaluateExpression(src: string, vars: ExpressionVars): ExpressionValue {
  if (typeof src !== "string" || src.trim() === "") fail("empty expression");
  if (src.length > MAX_EXPRESSION_LENGTH) fail("expression is too long");
  let ast: Node;
  try {
    ast = jsep(src);
  } catch (error) {
    throw new ExpressionError(error instanceof Error ? error.message : "cannot parse expression");
  }
  try {
    return evaluate(ast, vars, 0);
  } catch (error) {
    if (error instanceof ExpressionError) throw error;
    // e.g. a RangeError from an exhausted stack: report it as a formula error.
    throw new ExpressionError(
      error instanceof Error ? error.message : "cannot evaluate expression",
    );
  }
}

export type SafeResult = { ok: true; value: ExpressionValue } | { ok: false; error: string };

/** Like {@link evaluateExpression} but never throws. */
export function safeEvaluate(src: string, vars: ExpressionVars): SafeResult {
  try {
    return { ok: true, value: evaluateExpression(src, vars) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : "error" };
  }
}

/**
 * Whether a delivery or payment method with an advanced hide rule is shown:
 * only when the formula yields `true`; on any formula error it is hidden.
 */
export function evaluateHideRule(formula: string, vars: ExpressionVars): boolean {
  const result = safeEvaluate(formula, vars);
  return result.ok && result.value === true;
}
