/**
 * The orders list shows a customer's orders newest first by the day they were placed
 * (regression, issue 32: the list followed the rows' ids, and the demo customer's seeded
 * orders, whose ids do not follow their dates, came out as 27.11, 28.08, 14.11, 18.11 ...).
 */
import { expect, test } from "@playwright/test";
import { USERS } from "../golden/accounts";
import { loggedInContext } from "./account-helpers";

test("a customer's orders are listed newest first by the day they were placed", async ({
  playwright,
  baseURL,
}) => {
  const request = await loggedInContext(playwright, baseURL, USERS.jan.email);
  const html = await (await request.get("/my-orders")).text();
  const days = [...html.matchAll(/class="history__facts"[^>]*>(\d{2})\.(\d{2})\.(\d{4})/g)].map(
    ([, d, m, y]) => `${y}-${m}-${d}`,
  );
  expect(days.length).toBeGreaterThan(3);
  expect(days).toEqual([...days].sort().reverse());
  await request.dispose();
});
