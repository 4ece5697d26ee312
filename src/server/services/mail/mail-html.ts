/**
 * The HTML part of the shop's plain mails: the text escaped, blank lines as
 * paragraphs and single line breaks as <br>. Every mail that carries text a
 * shopper or the shop typed goes through it.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function paragraphs(text: string): string {
  return text
    .split("\n\n")
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}
