/**
 * The order and return e-mails as a list of blocks, each rendered once as plain text and once
 * as simple HTML (escaped: every text a shopper or the shop typed goes through escapeHtml), so
 * the two parts of a message always say the same.
 */
import { escapeHtml, paragraphs } from "./mail-html";

export type MailBlock =
  /** Text with blank lines between paragraphs and line breaks within them. */
  | { kind: "text"; text: string }
  | { kind: "heading"; text: string }
  /** A table in HTML; each row's `text` is its line in the plain text. */
  | { kind: "table"; head: string[]; rows: { cells: string[]; text: string }[] }
  /** Label and amount rows (the last one in bold when `strongLast`). */
  | { kind: "sums"; rows: [string, string][]; strongLast?: boolean }
  | { kind: "link"; label: string; href: string };

export interface RenderedMail {
  text: string;
  html: string;
}

const CELL = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left"';
const NUM = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case "text":
      return block.text;
    case "heading":
      return block.text.toUpperCase();
    case "table":
      return block.rows.map((r) => r.text).join("\n");
    case "sums":
      return block.rows.map(([label, amount]) => `${label}: ${amount}`).join("\n");
    case "link":
      return `${block.label}\n${block.href}`;
  }
}

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case "text":
      return paragraphs(block.text);
    case "heading":
      return `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(block.text)}</h2>`;
    case "table": {
      const head = block.head.map((h, i) => `<th ${i === 0 ? CELL : NUM}>${escapeHtml(h)}</th>`);
      const rows = block.rows.map(
        (r) =>
          `<tr>${r.cells.map((c, i) => `<td ${i === 0 ? CELL : NUM}>${escapeHtml(c)}</td>`).join("")}</tr>`,
      );
      return `<table style="border-collapse:collapse"><thead><tr>${head.join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
    }
    case "sums": {
      const last = block.rows.length - 1;
      const rows = block.rows.map(([label, amount], i) => {
        const [open, close] = block.strongLast && i === last ? ["<strong>", "</strong>"] : ["", ""];
        return `<tr><td ${CELL}>${open}${escapeHtml(label)}${close}</td><td ${NUM}>${open}${escapeHtml(amount)}${close}</td></tr>`;
      });
      return `<table style="border-collapse:collapse">${rows.join("")}</table>`;
    }
    case "link":
      return `<p>${escapeHtml(block.label)} <a href="${escapeHtml(block.href)}">${escapeHtml(block.href)}</a></p>`;
  }
}

export function renderMail(blocks: readonly MailBlock[]): RenderedMail {
  return {
    text: blocks.map(textOf).join("\n\n"),
    html: blocks.map(htmlOf).join(""),
  };
}
