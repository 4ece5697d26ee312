import { expect, test } from "@playwright/test";

test.describe("footer", () => {
  test("the copyright line ends the company name with one full stop", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Demo Sklep sp. z o.o. Wszelkie prawa zastrzeżone.");
    expect(html).not.toContain("o.o..");
  });
});
