/**
 * The delivery date picker offers the shop's days and hours (issue 27): a timed delivery's
 * times are the shop's wall clock (Europe/Warsaw), also on a device set to another zone. The
 * picker worked out the times in the device's zone, so a shopper on Kiritimati (UTC+14), two
 * days before the first delivery day at 09:07 Warsaw time, was offered none of that day's
 * hours (09:15 in Warsaw is 21:15 there, and the lead of 48 hours counted in its clock).
 */
import { expect, test } from "@playwright/test";
import { seedBasket } from "../basket-helpers";
import { openDelivery, topUpStock } from "./helpers";

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };
/** Opening hours of the seeded timed delivery per weekday (0 Sunday): first and last slot. */
const HOURS: Record<number, [string, string]> = {
  1: ["08:00", "20:30"],
  2: ["08:00", "20:30"],
  3: ["08:00", "20:30"],
  4: ["08:00", "20:30"],
  5: ["08:00", "18:30"],
  6: ["10:00", "14:30"],
};

/** The instant a Warsaw wall clock shows `day` (YYYY-MM-DD) at `time` (HH:MM). */
function warsaw(day: string, time: string): number {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const shown = new Date(asUtc).toLocaleString("sv-SE", { timeZone: "Europe/Warsaw" });
  const offset = Date.parse(`${shown.replace(" ", "T")}Z`) - asUtc;
  return asUtc - offset;
}

test.use({ timezoneId: "Pacific/Kiritimati" });
test.beforeEach(() => topUpStock());

test("a device far from the shop is offered the shop's hours of a delivery day", async ({
  page,
}) => {
  const quote = await (
    await page.request.post("/api/public/order/quote?lang=pl", {
      data: { lines: [MUG], country: "pl", postCode: "00-950" },
    })
  ).json();
  const timed = quote.options.find((o: { type: string }) => o.type === "timed");
  const first = timed.slotDays[0] as string;
  const weekday = new Date(`${first}T12:00:00Z`).getUTCDay();
  const [opens, closes] = HOURS[weekday] ?? ["", ""];
  // Two days before the first delivery day, 09:07 in Warsaw: the 48-hour lead ends at 09:07.
  const twoDaysBefore = new Date(Date.parse(`${first}T12:00:00Z`) - 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.clock.setFixedTime(warsaw(twoDaysBefore, "09:07"));

  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByLabel("Kod pocztowy").fill("00-950");
  await page.getByRole("radio", { name: /Dostawa na wybrany termin/ }).check();
  await page.getByLabel("Dzień dostawy").selectOption(first);
  const times = page.getByLabel("Godzina dostawy").locator("option");
  // The first option is the empty "—".
  await expect(times.nth(1)).toHaveAttribute("value", opens > "09:07" ? opens : "09:15");
  await expect(times.last()).toHaveAttribute("value", closes);
});
