/**
 * Orders with returns as a customer leaves them, for the service tests of the owner's return
 * moves (return-moves.service.test.ts): jan's 2 × product 3 at 30 zł with a 6 zł code discount
 * and 10 zł delivery (64 zł), 20 zł of it from a gift card and 44 zł paid online through the
 * test provider; or 1 × product 3 by bank transfer (40 zł with delivery), or by cash on
 * delivery with its payment not recorded yet (`cod`). Each has one NEW return.
 */
import { getDb } from "../../db/client";

export interface PlacedReturn {
  orderId: number;
  attemptId: number | null;
}

const line = (quantity: number) => ({
  id: "3",
  type: "normal",
  name: { pl: "Produkt 3" },
  code: "P3",
  quantity,
  price: { brutto: 30, netto: 24.39, vatRate: 23, currencyBrutto: 30, currencyNetto: 24.39 },
  categories: [],
  variantHash: "",
});

export async function insertReturnedOrder(
  no: string,
  how: { online: boolean; card?: string; cod?: boolean },
): Promise<PlacedReturn> {
  const db = await getDb();
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "jan@example.com")
    .executeTakeFirstOrThrow();
  const quantity = how.online ? 2 : 1;
  const total = how.online
    ? { brutto: 64, products: 54, delivery: 10, code: "RABAT", codeDiscount: 6 }
    : { brutto: 40, products: 30, delivery: 10 };
  const card = how.card ? { giftCardCode: how.card, giftCardValue: 20, giftCardSpent: 20 } : {};
  const at = new Date().toISOString();
  const order = await db
    .insertInto("orders")
    .values({
      no,
      public_id: `ret-${no.replace(/\//g, "")}-000000`,
      user_id: user.id,
      email: "jan@example.com",
      status: "SENT",
      paid: how.cod ? 0 : 1,
      lang: "pl",
      currency: "pln",
      created_at: at,
      products: JSON.stringify([line(quantity)]),
      address: JSON.stringify({ ship: { name: "Jan Kowalski" } }),
      delivery: "{}",
      payment: JSON.stringify(
        how.online
          ? { id: "1", type: "p24", name: "Przelewy24" }
          : how.cod
            ? { id: "3", type: "cod", name: "Za pobraniem" }
            : { id: "2", type: "transfer", name: "Przelew" },
      ),
      total: JSON.stringify({
        netto: 0,
        vat: 0,
        currency: "pln",
        currencyRate: 1,
        ...total,
        ...card,
      }),
      company: 0,
      return_time: 14,
      can_return: 1,
      stock_taken: JSON.stringify([{ product: "3", variantHash: "", quantity }]),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const orderId = Number(order.id);
  await db
    .insertInto("returns")
    .values({
      no: `R/${no}/1`,
      order_id: orderId,
      user_id: user.id,
      status: "NEW",
      created_at: at,
      return_delivery: "default",
      products: JSON.stringify([
        { id: "3", variantHash: "", declaredCount: quantity, returnReason: "defectiveProduct" },
      ]),
    })
    .execute();
  if (!how.online) return { orderId, attemptId: null };
  const attempt = await db
    .insertInto("payment_attempts")
    .values({
      order_id: orderId,
      provider: "test",
      provider_ref: `test_${no.replace(/\W/g, "")}`,
      method_id: "1",
      amount: "44.00",
      currency: "pln",
      status: "paid",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { orderId, attemptId: Number(attempt.id) };
}
