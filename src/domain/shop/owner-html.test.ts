import { describe, expect, it } from "vitest";
import { sanitizeOwnerHtml } from "./owner-html";

describe("owner HTML", () => {
  it("keeps formatting, links and images", () => {
    const html =
      '<h2>Nowości</h2><p><strong>Rabat</strong> <a href="/c/odziez">tutaj</a></p><img src="/images/a.jpg" alt="A" width="10" height="10">';
    expect(sanitizeOwnerHtml(html)).toBe(html.replace('height="10">', 'height="10" />'));
  });

  it("drops scripts, event handlers, javascript: links and frames", () => {
    const html =
      '<p onclick="steal()">Hej<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe><img src=x onerror="alert(1)">';
    const clean = sanitizeOwnerHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain("<p>Hej</p>");
  });

  it("makes new-window links safe", () => {
    expect(sanitizeOwnerHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
