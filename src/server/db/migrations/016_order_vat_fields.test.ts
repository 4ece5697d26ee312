import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { orderView } from "../../views/order-view";
import { orderRowFixture } from "../../views/order-view.fixtures";
import { MIGRATIONS, migrateToLatest } from "../migrate";
import { openDatabase } from "../open";
import type { OrderDeliveryJson, OrderPaymentJson, OrderProductJson } from "../schema";
import { orderVatFields, pickupVatField } from "./016_order_vat_fields";

/** A mug line as orders stored it before migration 016: its VAT rate under `vat`. */
const OLD_LINE = {
  id: "212",
  type: "normal",
  name: { pl: "Kubek termiczny Delta K370" },
  code: "DK370",
  quantity: 2,
  price: { brutto: 95.66, netto: 77.77, vat: 23, currencyBrutto: 95.66, currencyNetto: 77.77 },
  categories: [],
  variantHash: "",
};
/** The demo seed's locker delivery: 23 (a rate) where every other `vat` is an amount. */
const OLD_DELIVERY = {
  id: "3",
  type: "inpost_locker",
  name: "Paczkomat InPost",
  price: { brutto: 11.99, netto: 9.75, vat: 23 },
  data: { name: "Paczkomat WAR08M", code: "WAR08M" },
};
/** Cash on delivery's 5 zł fee, written by the shop itself: its `vat` already an amount. */
const OLD_PAYMENT = {
  id: "12",
  type: "cod",
  name: "Za pobraniem",
  price: { brutto: 5, netto: 4.07, vat: 0.93 },
};

describe("migration 016: one meaning per VAT field of a stored order", () => {
  it("moves a line's rate to vatRate and makes the delivery's vat its amount, once", () => {
    const row = {
      products: JSON.stringify([OLD_LINE]),
      delivery: JSON.stringify(OLD_DELIVERY),
      payment: JSON.stringify(OLD_PAYMENT),
    };
    const next = orderVatFields(row);
    const [line] = JSON.parse(next.products ?? "[]") as OrderProductJson[];
    expect(line?.price).toEqual({
      brutto: 95.66,
      netto: 77.77,
      vatRate: 23,
      currencyBrutto: 95.66,
      currencyNetto: 77.77,
    });
    // 11.99 − 9.75 = 2.24; the payment's 5.00 − 4.07 = 0.93 was right already.
    expect((JSON.parse(next.delivery ?? "{}") as OrderDeliveryJson).price.vat).toBe(2.24);
    expect(next.payment).toBeUndefined();
    expect(orderVatFields({ ...row, ...next })).toEqual({});
    // A return's pickup: 12.99 − 10.56 = 2.43.
    const pickup = pickupVatField(
      JSON.stringify({ brutto: 12.99, netto: 10.56, vat: 23, currency: "pln" }),
    );
    expect(JSON.parse(pickup ?? "{}")).toEqual({
      brutto: 12.99,
      netto: 10.56,
      vat: 2.43,
      currency: "pln",
    });
    expect(pickupVatField(pickup)).toBeNull();
  });

  it("reads an order stored in the old shape correctly once the database is migrated", async () => {
    const opened = openDatabase(":memory:");
    const db = opened.db as unknown as Kysely<unknown>;
    const before = new Migrator({
      db,
      provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    });
    const to015 = await before.migrateTo("015_opinions_by_language");
    expect(to015.error).toBeUndefined();
    // The row as a shop at 015 stored it: without the columns later migrations add (017).
    const { cancellation, payment_record, phone_tail, ...stored } = orderRowFixture({
      products: JSON.stringify([OLD_LINE]),
      delivery: JSON.stringify(OLD_DELIVERY),
      payment: JSON.stringify(OLD_PAYMENT),
    });
    void [cancellation, payment_record, phone_tail];
    await opened.db.insertInto("orders").values(stored).execute();
    await migrateToLatest(db);
    const row = await opened.db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    const view = orderView(row, "pl");
    expect(view.lines.map((l) => [l.name, l.unitPrice, l.vatRate, l.total])).toEqual([
      ["Kubek termiczny Delta K370", 95.66, 23, 191.32],
    ]);
    expect((JSON.parse(row.delivery) as OrderDeliveryJson).price).toEqual({
      brutto: 11.99,
      netto: 9.75,
      vat: 2.24,
    });
    expect((JSON.parse(row.payment) as OrderPaymentJson).price?.vat).toBe(0.93);
    await opened.db.destroy();
  });
});
