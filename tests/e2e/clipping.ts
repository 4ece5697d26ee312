/**
 * Text a shopper cannot read whole (issue 32: "no text is ever clipped at 390 px"): every
 * visible element with text of its own whose box cuts it (overflow hidden or clip, or an
 * ellipsis, with its content wider or taller than the box), and every text that reaches past
 * the screen's right edge outside a sideways scroller (a carousel's track, a table's
 * wrapper). Visually hidden text (the 1 px `.visually-hidden` box) and hidden elements are
 * left out. Returns a short description of each, so a failure names the culprit.
 */
import type { Page } from "@playwright/test";

export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    const ownText = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? "")
        .join("")
        .trim();
    const describe = (el: Element, why: string) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/).join(".") : ""} "${(el.textContent ?? "").trim().slice(0, 40)}": ${why}`;
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (/(auto|scroll)/.test(s.overflowX)) return true;
        if (p.matches("dialog:not([open]), [aria-hidden='true'], [inert]")) return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll("*")) {
      const text = ownText(el);
      if (!text) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden or empty
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (el.closest("[hidden], .visually-hidden, [aria-hidden='true']")) continue;
      const cuts = /(hidden|clip)/.test(style.overflowX) || style.textOverflow === "ellipsis";
      if (cuts && el.scrollWidth > el.clientWidth + 1)
        out.push(describe(el, `${el.scrollWidth} px of text in ${el.clientWidth} px`));
      const cutsY = /(hidden|clip)/.test(style.overflowY) && style.webkitLineClamp === "none";
      if (cutsY && el.scrollHeight > el.clientHeight + 2)
        out.push(describe(el, `${el.scrollHeight} px tall text in ${el.clientHeight} px`));
      if (box.right > width + 1 && box.left < width && !inScroller(el))
        out.push(describe(el, `reaches ${Math.round(box.right)} px on a ${width} px screen`));
    }
    return out;
  });
}
