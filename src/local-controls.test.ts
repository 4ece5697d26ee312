/**
 * One design system: outside src/components/ui no stylesheet may give a
 * button or a form control its own look. A rule whose selector targets a
 * control (button, input, select, textarea, `.btn`, `.field`) may only place
 * it (width, margins, flex and grid placement, position, display); borders,
 * backgrounds, padding, radius, colours and type come from the design system.
 * Nor may markup or a script outside it write the button classes (`btn`,
 * `btn--…`) by hand: buttons are `<Button>` / `<ButtonLink>` (islands) and
 * `Button.astro` (server HTML), or take their classes from `buttonClass`.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sourceFiles as files, styleSource as css } from "./stylesheets.fixtures";

const ROOTS = ["src/features", "src/components/layout", "src/layouts", "src/pages", "src/styles"];
const CONTROL =
  /(^|[\s>+~])(button|input|select|textarea)(?![\w-])|\.btn(?![\w-])|\.field(?![\w-])/;
const LOOK =
  /^(border|background|padding|border-radius|color|font|min-height|height|box-shadow|outline|appearance)/;

/** Rules as selector and declarations; @media blocks are looked into, comments dropped. */
function rules(source: string): { selector: string; body: string }[] {
  const clean = source.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...clean.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: (m[1] ?? "").trim(),
    body: m[2] ?? "",
  }));
}

/** Whether a selector's subject (its last compound, outside :has() and :not()) is a control. */
function targetsControl(selector: string): boolean {
  return selector
    .replace(/:global\(([^)]*)\)/g, " $1")
    .replace(/:(has|not|is|where)\([^)]*\)/g, "")
    .split(",")
    .some((one) =>
      CONTROL.test(
        ` ${
          one
            .trim()
            .split(/\s*[\s>+~]\s*/)
            .pop() ?? ""
        }`,
      ),
    );
}

export function controlLooks(source: string): string[] {
  return rules(source).flatMap(({ selector, body }) => {
    if (selector.startsWith("@") || !targetsControl(selector)) return [];
    const looks = body
      .split(";")
      .map((d) => d.trim())
      .filter((d) => LOOK.test(d));
    return looks.length ? [`${selector} { ${looks.join("; ")} }`] : [];
  });
}

/** Quoted strings (attribute values, class names in code) naming a button class. */
function handButtonClasses(source: string): string[] {
  const code = source.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
  return [...code.matchAll(/(["'`])((?:(?!\1)[^\\\n])*)\1/g)]
    .map((m) => m[2] ?? "")
    .filter((text) => text.split(/\s+/).some((name) => /^btn(?:--[\w-]+)?$/.test(name)));
}

describe("controls get their look from the design system only", () => {
  it("finds a local button look and lets pure placement pass", () => {
    expect(controlLooks(".x button { padding: 4px; width: 100%; }")).toEqual([
      ".x button { padding: 4px }",
    ]);
    expect(controlLooks(".x :global(.btn) { align-self: start; }")).toEqual([]);
    expect(controlLooks(".card__add .field { flex: 1; }")).toEqual([]);
    expect(controlLooks(".chip:has(input:checked) { border-color: red; }")).toEqual([]);
    expect(controlLooks(".field-error { color: red; }")).toEqual([]);
  });

  it("finds button classes written by hand and lets look-alikes pass", () => {
    expect(handButtonClasses('<a className="btn btn--block" href={x}>')).toEqual([
      "btn btn--block",
    ]);
    expect(handButtonClasses("<button class='btn'>")).toEqual(["btn"]);
    expect(handButtonClasses('el.className = "toast__action btn--sm";')).toHaveLength(1);
    expect(
      handButtonClasses(
        '<label class="header__btn"><Button variant="secondary">\n<style>.x :global(.btn) {}</style>',
      ),
    ).toEqual([]);
  });

  it("no feature, layout or page writes the button classes by hand", () => {
    const found = ROOTS.flatMap((root) =>
      files(root, /\.(tsx?|mjs|astro)$/)
        .filter((path) => !path.endsWith(".test.ts"))
        .flatMap((path) =>
          handButtonClasses(readFileSync(path, "utf8")).map((text) => `${path}: "${text}"`),
        ),
    );
    expect(found).toEqual([]);
  });

  it("no feature, layout or page stylesheet styles a button or a field", () => {
    const found = ROOTS.flatMap((root) =>
      files(root).flatMap((path) => controlLooks(css(path)).map((rule) => `${path}: ${rule}`)),
    );
    expect(found).toEqual([]);
  });
});
