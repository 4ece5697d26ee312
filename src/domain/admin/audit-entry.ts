/**
 * How the audit log (issue 31) reads to a person: a subject that names an order, a return or a
 * product links to its back-office page, and an entry's detail (a JSON object) becomes
 * "key: value" lines, lists joined with commas.
 */

/** The back-office page of a subject (`order:<no>`, `return:<no>`, `product:<id>`), if any. */
export function subjectHref(subject: string): string | null {
  const match = /^(order|return|product):(.+)$/.exec(subject);
  if (!match) return null;
  const [, kind, key = ""] = match;
  const path = { order: "/admin/orders", return: "/admin/returns", product: "/admin/catalogue" }[
    kind as "order" | "return" | "product"
  ];
  // Order and return numbers keep their slashes (2026/11/22/ABC001): the pages take rest params.
  const tail =
    kind === "product" ? encodeURIComponent(key) : key.split("/").map(encodeURIComponent).join("/");
  return `${path}/${tail}`;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The detail's "key: value" lines, in its own order; an empty or unreadable detail has none. */
export function detailLines(detail: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail ? [detail] : [];
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return [valueText(parsed)];
  return Object.entries(parsed).map(([key, value]) => `${key}: ${valueText(value)}`);
}
