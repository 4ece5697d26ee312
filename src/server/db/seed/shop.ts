/**
 * Shop seed (everything except the catalogue): settings, delivery and payment
 * methods, lockers, promo codes, gift cards, users, orders, returns, home page,
 * menus, content pages, popups, newsletter, baskets. Small volumes, so all of
 * it goes through Kysely.
 */
import { createHash } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import { phoneTail } from "../../../domain/orders/order-search.ts";
import { hashPasswordSync } from "../password.ts";
import type {
  AddressJson,
  Database,
  HomeSectionDataJson,
  LockersTable,
  MenuLinkJson,
  MethodDataJson,
  OrderDeliveryJson,
  OrderPaymentJson,
  OrderProductJson,
  OrderTotalJson,
  PromoDiscountJson,
  ReturnProductJson,
  TimeLogicJson,
} from "../schema.ts";
import type { CatalogueResult, SeedCategory, SeedProductSummary } from "./catalogue.ts";
import { LANG_VAT } from "./catalogue.ts";
import { categoryTilesHtml } from "./home-tiles.ts";
import { productImagePool, SLIDES } from "./images.ts";
import { createRng, round2 } from "./prng.ts";
import type { Rng } from "./prng.ts";
import { buildSettings, PAGE_URLS } from "./settings.ts";
import { CITIES, LANGS, STREETS, t3 } from "./words.ts";
import type { SeedLang, T3 } from "./words.ts";

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString();
const json = (v: unknown): string => JSON.stringify(v);

export const DEMO_PASSWORD = "demo1234";

export interface ShopSeedContext {
  db: Kysely<Database>;
  now: number;
  seed: number;
  catalogue: CatalogueResult;
}

export interface ShopSeedResult {
  orders: { no: string; email: string; status: string }[];
  users: { email: string; id: number }[];
}

// ------------------------------------------------------------------ delivery and payment

function timeLogic(now: number): TimeLogicJson {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const plusDays = (n: number): string => new Date(now + n * DAY).toISOString().slice(0, 10);
  const weekday = (enabled: boolean, startHour: number, endHour: number) => ({
    enabled,
    startHour,
    startMinute: 0,
    endHour,
    endMinute: enabled ? 30 : 0,
  });
  return {
    minFromNow: 48,
    maxFromNow: 8760,
    exclude: [
      plusDays(5),
      `${y}-12-24`,
      `${y}-12-25`,
      `${y}-12-26`,
      `${y + 1}-01-01`,
      `${y + 1}-05-01`,
      `${y + 1}-05-03`,
    ],
    weekdays: {
      "0": weekday(false, 0, 0),
      "1": weekday(true, 8, 20),
      "2": weekday(true, 8, 20),
      "3": weekday(true, 8, 20),
      "4": weekday(true, 8, 20),
      "5": weekday(true, 8, 18),
      "6": weekday(true, 10, 14),
    },
  };
}

async function seedDelivery(db: Kysely<Database>, rng: Rng, now: number): Promise<void> {
  const methods: { type: string; name: T3; days: number; data: MethodDataJson }[] = [
    {
      type: "courier",
      name: t3("Kurier DPD", "DPD courier", "DPD Kurier"),
      days: 1,
      data: { countries: ["pl"], price: { pl: 14.99 }, freeFrom: { value: 200 }, vat: 23 },
    },
    {
      type: "courier",
      name: t3("Kurier UPS (UE)", "UPS courier (EU)", "UPS Kurier (EU)"),
      days: 3,
      data: {
        countries: ["eu"],
        price: { all: 39, de: 29, cz: 25 },
        disabled: { cz: true },
        freeFrom: { count: 10 },
        vat: 23,
      },
    },
    {
      type: "inpost_locker",
      name: t3("Paczkomat InPost", "InPost parcel locker", "InPost Paketstation"),
      days: 2,
      data: {
        countries: ["pl"],
        price: { pl: 11.99 },
        freeFrom: { value: 150 },
        lockerCarrier: "inpost",
        vat: 23,
      },
    },
    {
      type: "dpd_locker",
      name: t3("DPD Pickup (automat)", "DPD Pickup locker", "DPD Pickup Station"),
      days: 2,
      data: {
        countries: ["pl"],
        price: { pl: 10.99 },
        advancedHide: "total > 50",
        lockerCarrier: "dpd",
        vat: 23,
      },
    },
    {
      type: "timed",
      name: t3(
        "Dostawa na wybrany termin (Warszawa)",
        "Scheduled delivery (Warsaw)",
        "Termingebundene Lieferung (Warschau)",
      ),
      days: 0,
      data: {
        countries: ["pl"],
        price: { pl: 29.99 },
        enabledPostCodes: ["00-", "01-", "02-", "03-", "04-"],
        timeEnabled: true,
        timeLogic: timeLogic(now),
        vat: 23,
      },
    },
    {
      type: "courier",
      name: t3("Wysyłka międzynarodowa", "Worldwide shipping", "Weltweiter Versand"),
      days: 7,
      data: {
        countries: ["all"],
        price: { all: 79 },
        advanced: true,
        // Price formula over basket variables (total, count, weight); the service decides.
        customLogic: "weight > 10 ? 129 : 79",
        vat: 23,
      },
    },
    {
      type: "pickup",
      name: t3(
        "Odbiór osobisty (Warszawa)",
        "Personal pickup (Warsaw)",
        "Selbstabholung (Warschau)",
      ),
      days: 0,
      data: { countries: ["pl"], price: { pl: 0 }, vat: 23 },
    },
  ];
  await db
    .insertInto("delivery_methods")
    .values(
      methods.map((m, i) => ({
        type: m.type,
        name: json(m.name),
        days: m.days,
        sort_order: i,
        active: 1,
        data: json(m.data),
      })),
    )
    .execute();

  // Lockers: ~60 per carrier around Polish cities.
  const lockers: Insertable<LockersTable>[] = [];
  for (const carrier of ["inpost", "dpd"] as const) {
    for (let k = 0; k < 60; k++) {
      const city = CITIES[k % CITIES.length] as (typeof CITIES)[number];
      const n = Math.floor(k / CITIES.length) + 1;
      const prefix = city.name
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/ł/gi, "L")
        .slice(0, 3)
        .toUpperCase();
      const code =
        carrier === "inpost"
          ? `${prefix}${String(n * 7 + k).padStart(2, "0")}M`
          : `PL${10000 + k * 37}`;
      const street = rng.pick(STREETS);
      lockers.push({
        carrier,
        code,
        name: carrier === "inpost" ? `Paczkomat ${code}` : `DPD Pickup ${city.name} ${n}`,
        city: city.name,
        address: `ul. ${street} ${rng.int(1, 120)}`,
        post_code: `${city.postPrefix}-${String(rng.int(1, 999)).padStart(3, "0")}`,
        lat: round2(city.lat + rng.float(-0.06, 0.06)) + rng.int(0, 99) / 10_000,
        lng: round2(city.lng + rng.float(-0.09, 0.09)) + rng.int(0, 99) / 10_000,
      });
    }
  }
  await db.insertInto("lockers").values(lockers).execute();

  const payments: { type: string; sub: string | null; name: T3; data: MethodDataJson }[] = [
    {
      type: "p24",
      sub: null,
      name: t3("Przelewy24", "Przelewy24", "Przelewy24"),
      data: { countries: ["pl"] },
    },
    { type: "payu", sub: "blik", name: t3("BLIK", "BLIK", "BLIK"), data: { countries: ["pl"] } },
    {
      type: "payu",
      sub: null,
      name: t3("PayU – szybki przelew", "PayU – pay by link", "PayU – Sofortüberweisung"),
      data: { countries: ["pl", "cz"] },
    },
    {
      type: "paypal",
      sub: null,
      name: t3("PayPal", "PayPal", "PayPal"),
      data: { countries: ["all"] },
    },
    {
      type: "braintree",
      sub: "card",
      name: t3("Karta płatnicza", "Credit card", "Kreditkarte"),
      data: { countries: ["all"] },
    },
    {
      type: "braintree",
      sub: "googlePay",
      name: t3("Google Pay", "Google Pay", "Google Pay"),
      data: { countries: ["eu"] },
    },
    {
      type: "bm",
      sub: "applePay",
      name: t3("Apple Pay", "Apple Pay", "Apple Pay"),
      data: { countries: ["eu"], disabled: { cz: true } },
    },
    {
      type: "twisto",
      sub: null,
      name: t3(
        "Twisto – kup teraz, zapłać później",
        "Twisto – buy now, pay later",
        "Twisto – jetzt kaufen, später zahlen",
      ),
      data: { countries: ["pl", "cz"], advancedHide: "total >= 50 && total <= 5000" },
    },
    {
      type: "imoje",
      sub: "payPo",
      name: t3("PayPo – zapłać za 30 dni", "PayPo – pay in 30 days", "PayPo – in 30 Tagen zahlen"),
      data: { countries: ["pl"] },
    },
    {
      type: "elavon",
      sub: "card",
      name: t3("Karta (Elavon)", "Card (Elavon)", "Karte (Elavon)"),
      data: { countries: ["eu"] },
    },
    {
      type: "eservice",
      sub: "goPay",
      name: t3("GoPay", "GoPay", "GoPay"),
      data: { countries: ["cz"] },
    },
    {
      type: "transfer",
      sub: null,
      name: t3("Przelew tradycyjny", "Bank transfer", "Banküberweisung"),
      data: {
        countries: ["all"],
        account: "PL61 1090 1014 0000 0712 1981 2874",
        text: {
          pl: "Dane do przelewu otrzymasz w e-mailu.",
          en: "Bank details will be sent by e-mail.",
          de: "Die Bankverbindung erhalten Sie per E-Mail.",
        },
      },
    },
    {
      type: "cod",
      sub: null,
      name: t3("Płatność przy odbiorze", "Cash on delivery", "Nachnahme"),
      data: { countries: ["pl"], deliveryTypes: ["courier"], price: { pl: 5 } },
    },
    {
      type: "giftCard",
      sub: null,
      name: t3("Karta podarunkowa", "Gift card", "Geschenkkarte"),
      data: { countries: ["all"] },
    },
  ];
  await db
    .insertInto("payment_methods")
    .values(
      payments.map((p, i) => ({
        type: p.type,
        sub_type: p.sub,
        name: json(p.name),
        sort_order: i,
        active: 1,
        data: json(p.data),
      })),
    )
    .execute();
}

// ------------------------------------------------------------------ promotions

async function seedPromotions(
  db: Kysely<Database>,
  now: number,
  catalogue: CatalogueResult,
): Promise<void> {
  const future = iso(now + 365 * DAY);
  const codes: {
    code: string;
    type: string;
    discount: PromoDiscountJson;
    allowed?: string[];
    valid?: string;
  }[] = [
    {
      code: "RABAT10",
      type: "BASKET",
      discount: { type: "PERCENT", percentValue: 10, discountLimit: 100, filterOutDiscount: true },
    },
    {
      code: "MINUS20",
      type: "BASKET",
      discount: { type: "VALUE", value: 20, valueThreshold: 100 },
    },
    {
      code: "TRZECI",
      type: "NTH_PRODUCT",
      discount: { type: "PERCENT", table: [0, 0, 50, 0, 0, 50], minimum: 3 },
    },
    {
      code: "LOYALTY",
      type: "LOYALTY",
      discount: { type: "VALUE", pointsValue: 0.01, treeshold: 500 },
    },
    {
      code: "STARY",
      type: "BASKET",
      discount: { type: "PERCENT", percentValue: 15 },
      valid: iso(now - 30 * DAY),
    },
    {
      code: "TYLKO",
      type: "BASKET",
      discount: { type: "PERCENT", percentValue: 20 },
      allowed: catalogue.products
        .filter((p) => p.type === "normal")
        .slice(0, 5)
        .map((p) => String(p.id)),
    },
  ];
  await db
    .insertInto("promo_codes")
    .values(
      codes.map((c) => ({
        code: c.code,
        type: c.type,
        discount: json(c.discount),
        allowed_products: c.allowed ? json(c.allowed) : null,
        points: c.type === "LOYALTY" ? 500 : null,
        valid_until: c.valid ?? future,
        active: 1,
        created_at: iso(now - 60 * DAY),
      })),
    )
    .execute();

  const cards: { code: string; value: number; currency: string; valid: string; used?: number }[] = [
    { code: "GIFT-100-ABCD", value: 100, currency: "pln", valid: future },
    { code: "GIFT-50-EFGH", value: 50, currency: "pln", valid: future },
    { code: "GIFT-250-IJKL", value: 250, currency: "pln", valid: future, used: 100 },
    { code: "GIFT-5000-MAXI", value: 5000, currency: "pln", valid: future },
    { code: "GIFT-EUR-50XY", value: 50, currency: "eur", valid: future },
    { code: "GIFT-OLD-0000", value: 100, currency: "pln", valid: iso(now - 10 * DAY) },
    { code: "GIFT-USED-0001", value: 100, currency: "pln", valid: future, used: 100 },
  ];
  await db
    .insertInto("gift_cards")
    .values(
      cards.map((c) => ({
        code: c.code,
        value: c.value,
        currency: c.currency,
        valid_until: c.valid,
        used_value: c.used ?? 0,
        active: 1,
      })),
    )
    .execute();
}

// ------------------------------------------------------------------ users, orders, returns

const JAN_ADDRESS: AddressJson = {
  name: "Jan Kowalski",
  street: "Marszałkowska",
  number: "12",
  apartment: "5",
  postCode: "00-590",
  city: "Warszawa",
  country: "pl",
  phone: "600100200",
};

async function seedUsers(db: Kysely<Database>, now: number): Promise<Record<string, number>> {
  const pw = hashPasswordSync(DEMO_PASSWORD);
  const firmaAddress: AddressJson = {
    name: "Anna Nowak",
    street: "Piotrkowska",
    number: "100",
    postCode: "90-004",
    city: "Łódź",
    country: "pl",
    phone: "600300400",
  };
  const rows = [
    {
      email: "jan@example.com",
      name: "Jan Kowalski",
      password_hash: pw,
      loyalty_points: 1500,
      marketing: 0,
      address: json({ ship: JAN_ADDRESS }),
      phone: "600100200",
      country: "pl",
    },
    {
      email: "hurt@example.com",
      name: "Hurtownia Zenon",
      password_hash: hashPasswordSync(DEMO_PASSWORD),
      wholesale: 1,
      marketing: 1,
      address: json({
        ship: {
          ...JAN_ADDRESS,
          name: "Zenon Hurt",
          street: "Długa",
          number: "1",
          apartment: undefined,
        },
      }),
    },
    {
      email: "ghost@example.com",
      name: "Gość Zamówienie",
      password_hash: null,
      ghost: 1,
      address: json({
        ship: { ...JAN_ADDRESS, name: "Gość Zamówienie", street: "Lipowa", number: "7" },
      }),
    },
    {
      email: "firma@example.com",
      name: "Anna Nowak",
      password_hash: hashPasswordSync(DEMO_PASSWORD),
      company: 1,
      marketing: 1,
      loyalty_points: 200,
      address: json({
        ship: firmaAddress,
        invoice: {
          ...firmaAddress,
          name: "Nowak Design sp. z o.o.",
          street: "Ogrodowa",
          number: "8",
        },
      }),
      company_details: json({
        name: "Nowak Design sp. z o.o.",
        nip: "7251234561",
        street: "Ogrodowa",
        number: "8",
        postCode: "90-004",
        city: "Łódź",
        country: "pl",
      }),
      phone: "600300400",
      country: "pl",
    },
    {
      email: "nieaktywny@example.com",
      name: "Konto Nieaktywne",
      password_hash: hashPasswordSync(DEMO_PASSWORD),
      active: 0,
      activation_code: "demo-activation-code",
    },
  ];
  const ids: Record<string, number> = {};
  for (const r of rows) {
    const res = await db
      .insertInto("users")
      .values({ lang: "pl", created_at: iso(now - 200 * DAY), ...r })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[r.email] = res.id;
  }
  return ids;
}

/**
 * The countdown's product (issue 32 item 4): the first discounted normal product in stock,
 * so the promotion shows an old price, a new one and the saving; the random pick otherwise.
 * The pick is still drawn, so the generator's sequence (and everything seeded after) stays.
 */
function countdownProduct(visible: SeedProductSummary[], drawn: string[]): string[] {
  const offer = visible.find((p) => p.discount > 0 && p.type === "normal" && p.stock > 0);
  return offer ? [String(offer.id)] : drawn;
}

function orderNo(ms: number, seq: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, "0");
  const letters = String.fromCharCode(
    65 + (seq % 26),
    65 + ((seq * 7) % 26),
    65 + ((seq * 13) % 26),
  );
  return `${d.getUTCFullYear()}/${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${letters}${String(seq).padStart(3, "0")}`;
}

function orderLine(p: SeedProductSummary, quantity: number, lang: SeedLang): OrderProductJson {
  const vatRate = LANG_VAT[lang];
  const brutto = p.brutto[lang];
  return {
    id: String(p.id),
    type: p.type,
    name: { ...p.name },
    code: p.code,
    code2: p.code2,
    quantity,
    price: { brutto, netto: p.netto, vatRate, currencyBrutto: brutto, currencyNetto: p.netto },
    categories: p.categories.map(String),
    mainImage: p.mainImage,
    variantHash: p.variantHash,
    variant: p.variantHash ? p.variantText : undefined,
    unit: "szt.",
  };
}

async function seedOrders(
  db: Kysely<Database>,
  rng: Rng,
  now: number,
  users: Record<string, number>,
  catalogue: CatalogueResult,
): Promise<ShopSeedResult["orders"]> {
  const buyable = catalogue.products.filter(
    (p) => p.type === "normal" && !p.archived && !p.removed,
  );
  const pick = (n: number) => rng.sample(buyable.length > 0 ? buyable : catalogue.products, n);
  const specs: {
    email: string;
    status: string;
    daysAgo: number;
    paid: boolean;
    code?: string;
    points?: number;
    gift?: number;
    company?: boolean;
    locker?: boolean;
    timed?: boolean;
  }[] = [
    { email: "jan@example.com", status: "PENDING", daysAgo: 1, paid: false, locker: true },
    { email: "jan@example.com", status: "CANCELED_LOCK", daysAgo: 3, paid: false },
    { email: "jan@example.com", status: "SENT", daysAgo: 5, paid: true, code: "RABAT10" },
    { email: "jan@example.com", status: "CANCELED", daysAgo: 20, paid: false },
    {
      email: "jan@example.com",
      status: "REALIZED",
      daysAgo: 8,
      paid: true,
      points: 500,
      timed: true,
    },
    { email: "jan@example.com", status: "RETURN", daysAgo: 12, paid: true, gift: 100 },
    { email: "jan@example.com", status: "REALIZED", daysAgo: 90, paid: true },
    { email: "ghost@example.com", status: "PENDING", daysAgo: 2, paid: true },
    { email: "firma@example.com", status: "REALIZED", daysAgo: 6, paid: true, company: true },
  ];
  const out: ShopSeedResult["orders"] = [];
  const orderIds: { id: number; status: string; lines: OrderProductJson[]; email: string }[] = [];
  for (const [k, s] of specs.entries()) {
    const created = now - s.daysAgo * DAY - rng.int(0, 8) * 3_600_000;
    const lines = pick(rng.int(1, 3)).map((p) => orderLine(p, rng.int(1, 3), "pl"));
    let productsTotal = round2(lines.reduce((a, l) => a + l.price.brutto * l.quantity, 0));
    let codeDiscount: number | undefined;
    if (s.code) codeDiscount = round2(Math.min(productsTotal * 0.1, 100));
    if (s.points) codeDiscount = round2(s.points * 0.01);
    if (codeDiscount) productsTotal = round2(productsTotal - codeDiscount);
    const deliveryPrice = s.locker ? 11.99 : s.timed ? 29.99 : productsTotal >= 200 ? 0 : 14.99;
    const brutto = round2(productsTotal + deliveryPrice);
    const netto = round2(brutto / 1.23);
    const total: OrderTotalJson = {
      brutto,
      netto,
      vat: round2(brutto - netto),
      products: productsTotal,
      delivery: deliveryPrice,
      currency: "pln",
      currencyRate: 1,
    };
    if (s.code) total.code = s.code;
    if (s.points) {
      total.code = "LOYALTY";
      total.usedPoints = s.points;
    }
    if (codeDiscount) total.codeDiscount = codeDiscount;
    if (s.gift) {
      total.giftCardCode = "GIFT-250-IJKL";
      total.giftCardValue = s.gift;
    }
    const timedAt = new Date(created + 3 * DAY);
    timedAt.setUTCHours(10, 30, 0, 0);
    const delivery: OrderDeliveryJson = s.locker
      ? {
          id: "3",
          type: "inpost_locker",
          name: "Paczkomat InPost",
          price: { brutto: 11.99, netto: 9.75, vat: 2.24 },
          data: { name: "Paczkomat WAR08M", code: "WAR08M" },
        }
      : s.timed
        ? {
            id: "5",
            type: "timed",
            name: "Dostawa na wybrany termin (Warszawa)",
            price: { brutto: 29.99, netto: 24.38, vat: 5.61 },
            data: {
              // The shop's wall clock, as a chosen slot is stored (views/order-row.ts).
              date: `${timedAt.toISOString().slice(0, 10)}T10:30`,
              dateDay: timedAt.getUTCDate(),
              dateMonth: [
                "stycznia",
                "lutego",
                "marca",
                "kwietnia",
                "maja",
                "czerwca",
                "lipca",
                "sierpnia",
                "września",
                "października",
                "listopada",
                "grudnia",
              ][timedAt.getUTCMonth()] as string,
              dateHour: 10,
              dateMinute: 30,
            },
          }
        : {
            id: "1",
            type: "courier",
            name: "Kurier DPD",
            price: {
              brutto: deliveryPrice,
              netto: round2(deliveryPrice / 1.23),
              vat: round2(deliveryPrice - round2(deliveryPrice / 1.23)),
            },
            data: {},
          };
    const payment: OrderPaymentJson = s.gift
      ? { id: "14", type: "giftCard", name: "Karta podarunkowa" }
      : { id: "2", type: "payu", subType: "blik", name: "BLIK" };
    const ship: AddressJson =
      s.email === "firma@example.com"
        ? {
            name: "Anna Nowak",
            street: "Piotrkowska",
            number: "100",
            postCode: "90-004",
            city: "Łódź",
            country: "pl",
            phone: "600300400",
          }
        : s.email === "ghost@example.com"
          ? { ...JAN_ADDRESS, name: "Gość Zamówienie", street: "Lipowa", number: "7" }
          : JAN_ADDRESS;
    const address = s.company
      ? {
          ship,
          invoice: { ...ship, name: "Nowak Design sp. z o.o.", street: "Ogrodowa", number: "8" },
        }
      : { ship };
    const no = orderNo(created, k + 1);
    const returnable = s.status === "REALIZED" || s.status === "SENT" || s.status === "RETURN";
    const res = await db
      .insertInto("orders")
      .values({
        no,
        public_id: createHash("sha256").update(`order:${no}`).digest("hex").slice(0, 32),
        user_id: users[s.email] ?? null,
        email: s.email,
        status: s.status,
        paid: s.paid ? 1 : 0,
        lang: "pl",
        currency: "pln",
        created_at: iso(created),
        sent_at: ["SENT", "REALIZED", "RETURN"].includes(s.status) ? iso(created + DAY) : null,
        products: json(lines),
        address: json(address),
        delivery: json(delivery),
        payment: json(payment),
        total: json(total),
        company: s.company ? 1 : 0,
        nip: s.company ? "7251234561" : null,
        comment: k === 0 ? "Proszę o kontakt telefoniczny przed dostawą." : null,
        ref: null,
        return_time: 14,
        can_return: returnable ? 1 : 0,
        idempotency_key: `seed-${k + 1}`,
        phone_tail: phoneTail(ship.phone),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    out.push({ no, email: s.email, status: s.status });
    orderIds.push({ id: res.id, status: s.status, lines, email: s.email });
  }

  // Returns in every status, on jan's REALIZED and RETURN orders.
  const base = orderIds.filter(
    (o) => o.email === "jan@example.com" && (o.status === "REALIZED" || o.status === "RETURN"),
  );
  const statuses = ["NEW", "PENDING", "ACCEPTED", "REJECTED", "CANCELED", "SETTLED"];
  const reasons = ["none", "expectationsNotMeet", "defectiveProduct", "variantInvalid"];
  const perOrder = new Map<number, number>();
  for (const [k, status] of statuses.entries()) {
    const o = base[k % Math.max(base.length, 1)];
    if (!o) break;
    const seq = (perOrder.get(o.id) ?? 0) + 1;
    perOrder.set(o.id, seq);
    const orderRow = out[orderIds.indexOf(o)];
    const line = o.lines[k % o.lines.length] as OrderProductJson;
    const inpost = k % 2 === 1;
    const products: ReturnProductJson[] = [
      {
        id: line.id,
        variantHash: line.variantHash,
        unit: "szt.",
        declaredCount: 1,
        ...(status === "ACCEPTED" || status === "SETTLED" ? { returnCount: 1 } : {}),
        returnReason: reasons[k % reasons.length] as string,
      },
    ];
    await db
      .insertInto("returns")
      .values({
        no: `R/${orderRow?.no ?? "X"}/${seq}`,
        order_id: o.id,
        user_id: users["jan@example.com"] ?? null,
        status,
        created_at: iso(now - (6 - k) * DAY),
        return_delivery: inpost ? "inpostLocker" : "default",
        pickup_size: inpost ? (["small", "medium", "large"][k % 3] as string) : null,
        pickup_price: inpost
          ? json({ brutto: 12.99, netto: 10.56, vat: 2.43, currency: "pln" })
          : null,
        inpost_code: inpost ? String(100000000 + k * 7919) : null,
        external_delivery_id: inpost ? `INP-${200000 + k}` : null,
        products: json(products),
      })
      .execute();
  }
  return out;
}

// ------------------------------------------------------------------ content

function categoryMenu(cats: SeedCategory[], lang: SeedLang): MenuLinkJson[] {
  const build = (parentId: number | null): MenuLinkJson[] =>
    cats
      .filter((c) => c.parentId === parentId)
      .map((c) => {
        const children = build(c.id);
        const link: MenuLinkJson = {
          text: c.name[lang],
          url: `/c/${c.url[lang]}`,
          hierarchy: c.hierarchy.map(String),
        };
        if (children.length > 0) link.children = children;
        if (c.menuHidden) link.menuHidden = true;
        return link;
      });
  return build(null);
}

/**
 * The demo slides' live text (issue 32): headline, line and call to action in each language,
 * shown over pictures that carry no words.
 */
const SLIDE_TEXTS: Record<SeedLang, { title: string; text: string; cta: string }>[] = [
  {
    pl: {
      title: "Nowa kolekcja",
      text: "Świeże rzeczy na zimę, już w sklepie.",
      cta: "Zobacz nowości",
    },
    en: {
      title: "New collection",
      text: "Fresh picks for winter, in the shop now.",
      cta: "See what's new",
    },
    de: {
      title: "Neue Kollektion",
      text: "Frische Stücke für den Winter, jetzt im Shop.",
      cta: "Neuheiten ansehen",
    },
  },
  {
    pl: {
      title: "Wyprzedaż do -40%",
      text: "Ostatnie sztuki w niższych cenach.",
      cta: "Kupuj taniej",
    },
    en: {
      title: "Sale up to 40% off",
      text: "The last pieces at lower prices.",
      cta: "Shop the sale",
    },
    de: { title: "Sale bis -40 %", text: "Letzte Stücke zu kleineren Preisen.", cta: "Zum Sale" },
  },
  {
    pl: {
      title: "Darmowa dostawa od 200 zł",
      text: "Kurier, paczkomat lub punkt odbioru.",
      cta: "Zacznij zakupy",
    },
    en: {
      title: "Free delivery over 200 zł",
      text: "Courier, parcel locker or pickup point.",
      cta: "Start shopping",
    },
    de: {
      title: "Gratisversand ab 200 zł",
      text: "Kurier, Packstation oder Abholpunkt.",
      cta: "Jetzt einkaufen",
    },
  },
];

async function seedContent(
  db: Kysely<Database>,
  rng: Rng,
  now: number,
  catalogue: CatalogueResult,
  users: Record<string, number>,
): Promise<void> {
  const visible = catalogue.products.filter(
    (p) => !p.archived && !p.removed && p.type !== "gift_card",
  );
  const ids = (n: number) => rng.sample(visible, n).map((p) => String(p.id));
  const group = catalogue.groups[0];
  const manufacturer = catalogue.manufacturers[0];
  const pool = productImagePool();
  const topCats = catalogue.categories.filter((c) => c.depth === 0 && !c.menuHidden);
  const sections: { type: string; lang: SeedLang | null; data: HomeSectionDataJson }[] = [
    ...LANGS.map((lang) => ({
      type: "slider",
      lang,
      data: {
        sliderTime: 5,
        animation: "slide",
        resources: SLIDES.map((s, i) => {
          const c = topCats[i % topCats.length] as SeedCategory;
          const words = SLIDE_TEXTS[i % SLIDE_TEXTS.length]?.[lang];
          return {
            url: s.url,
            type: "image" as const,
            r: 1600 / 600,
            link: `/c/${c.url[lang]}`,
            alt: c.name[lang],
            ...words,
            focus: "right",
          };
        }),
        mobileResources: SLIDES.map((s, i) => {
          const c = topCats[i % topCats.length] as SeedCategory;
          return {
            url: s.mobileUrl,
            type: "image" as const,
            r: 1,
            link: `/c/${c.url[lang]}`,
            alt: c.name[lang],
            focus: "top",
          };
        }),
      },
    })),
    {
      type: "html",
      lang: null,
      data: {
        code: {
          pl: categoryTilesHtml(topCats, "pl"),
          en: categoryTilesHtml(topCats, "en"),
          de: categoryTilesHtml(topCats, "de"),
        },
      },
    },
    ...(group
      ? [
          {
            type: "products_group",
            lang: null,
            data: {
              title: { ...group.name },
              group: {
                id: String(group.id),
                isManufacturer: false,
                url: { ...group.url },
                products: group.productIds.slice(0, 8).map(String),
              },
            },
          },
        ]
      : []),
    ...(manufacturer
      ? [
          {
            type: "products_group",
            lang: null,
            data: {
              title: t3(
                `Marka ${manufacturer.name}`,
                `${manufacturer.name} brand`,
                `Marke ${manufacturer.name}`,
              ),
              group: {
                id: String(manufacturer.id),
                isManufacturer: true,
                url: { pl: manufacturer.url, en: manufacturer.url, de: manufacturer.url },
                products: visible
                  .filter((p) => p.manufacturerId === manufacturer.id)
                  .slice(0, 8)
                  .map((p) => String(p.id)),
              },
            },
          },
        ]
      : []),
    {
      type: "products_gallery",
      lang: null,
      data: {
        title: t3("Polecamy", "We recommend", "Wir empfehlen"),
        text: t3(
          "<h3>Wybrane dla Ciebie</h3><p>Produkty, które pokochali nasi klienci.</p>",
          "<h3>Picked for you</h3><p>Products our customers love.</p>",
          "<h3>Für Sie ausgewählt</h3><p>Produkte, die unsere Kunden lieben.</p>",
        ),
        tmpl: "left",
        products: ids(8),
      },
    },
    {
      type: "product_counting_down",
      lang: null,
      data: {
        title: t3("Oferta specjalna", "Special offer", "Sonderangebot"),
        products: countdownProduct(visible, ids(1)),
        timestamp: now + 3 * DAY + 5 * 3_600_000,
        options: { noHide: false },
      },
    },
    {
      type: "products_gallery",
      lang: null,
      data: { title: t3("Nowości", "New arrivals", "Neuheiten"), tmpl: "top", products: ids(10) },
    },
    {
      type: "newsletter",
      lang: null,
      data: {
        title: t3(
          "Zapisz się do newslettera",
          "Subscribe to our newsletter",
          "Newsletter abonnieren",
        ),
        text: t3(
          "Otrzymuj informacje o promocjach i nowościach.",
          "Get news about deals and new products.",
          "Erhalten Sie Infos zu Angeboten und Neuheiten.",
        ),
      },
    },
    {
      type: "instagram",
      lang: null,
      data: {
        title: t3("Jesteśmy na Instagramie", "Find us on Instagram", "Folge uns auf Instagram"),
        text: t3("@demosklep", "@demosklep", "@demosklep"),
        profileUrl: "https://instagram.com/example",
        media: pool.slice(0, 8).map((p, i) => ({
          media_type: "IMAGE" as const,
          media_url: p.url,
          thumbnail_url: p.url.replace("/products/", "/products/min-"),
          caption: `Demo #${i + 1}`,
          username: "demosklep",
        })),
      },
    },
    {
      type: "opinions",
      lang: null,
      data: { title: t3("Opinie klientów", "Customer reviews", "Kundenbewertungen"), count: 8 },
    },
    {
      type: "html",
      lang: "pl",
      data: {
        code: {
          pl: '<p style="text-align:center">Sklep tylko dla polskiej wersji językowej: <a href="/s/dostawa">zobacz zasady dostawy</a>.</p>',
        },
      },
    },
  ];
  await db
    .insertInto("home_sections")
    .values(
      sections.map((s, i) => ({
        lang: s.lang,
        sort_order: i,
        type: s.type,
        data: json(s.data),
        active: 1,
      })),
    )
    .execute();

  const pageTitles: Record<keyof typeof PAGE_URLS, T3> = {
    about: t3("O nas", "About us", "Über uns"),
    terms: t3("Regulamin", "Terms and conditions", "AGB"),
    privacy: t3("Polityka prywatności", "Privacy policy", "Datenschutzerklärung"),
    contact: t3("Kontakt", "Contact", "Kontakt"),
    delivery: t3("Dostawa i płatność", "Delivery and payment", "Lieferung und Zahlung"),
    withdrawal: t3("Odstąpienie od umowy", "Right of withdrawal", "Widerrufsbelehrung"),
  };
  const pageBodies: Record<keyof typeof PAGE_URLS, T3> = {
    about: t3(
      "<p>Demo Sklep działa od 2010 roku. Sprzedajemy produkty do domu, ogrodu i na co dzień.</p>",
      "<p>Demo Shop has been operating since 2010, selling products for home, garden and everyday life.</p>",
      "<p>Demo Shop gibt es seit 2010. Wir verkaufen Produkte für Haus, Garten und Alltag.</p>",
    ),
    terms: t3(
      "<h2>§1 Postanowienia ogólne</h2><p>Niniejszy regulamin określa zasady korzystania ze sklepu.</p><h2>§2 Zamówienia</h2><p>Zamówienia przyjmujemy całą dobę.</p>",
      "<h2>§1 General</h2><p>These terms govern the use of the shop.</p><h2>§2 Orders</h2><p>Orders are accepted around the clock.</p>",
      "<h2>§1 Allgemeines</h2><p>Diese AGB regeln die Nutzung des Shops.</p><h2>§2 Bestellungen</h2><p>Bestellungen werden rund um die Uhr angenommen.</p>",
    ),
    privacy: t3(
      "<p>Administratorem danych osobowych jest Demo Sklep sp. z o.o.</p>",
      "<p>The data controller is Demo Sklep sp. z o.o.</p>",
      "<p>Verantwortlicher für die Datenverarbeitung ist Demo Sklep sp. z o.o.</p>",
    ),
    contact: t3(
      "<p>Napisz do nas: sklep@example.com, tel. +48 22 123 45 67.</p>",
      "<p>Write to us: sklep@example.com, phone +48 22 123 45 67.</p>",
      "<p>Schreiben Sie uns: sklep@example.com, Tel. +48 22 123 45 67.</p>",
    ),
    delivery: t3(
      "<p>Wysyłamy kurierem DPD, do Paczkomatów InPost i automatów DPD. Darmowa dostawa od 200 zł.</p>",
      "<p>We ship by DPD courier, to InPost lockers and DPD Pickup points. Free delivery over 200 zł.</p>",
      "<p>Wir versenden per DPD-Kurier, an InPost-Paketstationen und DPD-Pickup-Punkte. Kostenloser Versand ab 200 zł.</p>",
    ),
    withdrawal: t3(
      "<p>Konsument może odstąpić od umowy zawartej na odległość bez podania przyczyny w terminie 14 dni od otrzymania towaru. Wystarczy zgłosić zwrot na koncie w zakładce Moje zamówienia albo napisać na sklep@example.com. Zwracamy wszystkie płatności, z kosztem najtańszej dostawy, w ciągu 14 dni od otrzymania oświadczenia; możemy wstrzymać zwrot do chwili otrzymania towaru.</p>",
      "<p>A consumer may withdraw from a distance contract without giving a reason within 14 days of receiving the goods: file a return under My orders in your account or write to sklep@example.com. We refund every payment, including the cheapest delivery, within 14 days of your statement, and may wait until the goods are back.</p>",
      "<p>Verbraucher können den Fernabsatzvertrag binnen 14 Tagen ab Erhalt der Ware ohne Angabe von Gründen widerrufen: Melden Sie die Rücksendung im Konto unter Meine Bestellungen an oder schreiben Sie an sklep@example.com. Wir erstatten alle Zahlungen einschließlich der günstigsten Lieferung binnen 14 Tagen nach Ihrer Erklärung und können warten, bis die Ware zurück ist.</p>",
    ),
  };
  const pages = (Object.keys(PAGE_URLS) as (keyof typeof PAGE_URLS)[]).flatMap((key) =>
    LANGS.map((lang) => ({
      page_key: key,
      lang,
      url: PAGE_URLS[key][lang],
      title: pageTitles[key][lang],
      html: pageBodies[key][lang],
    })),
  );
  await db.insertInto("content_pages").values(pages).execute();

  // The header's menu: the category tree, as the owner first sees it in the back office's
  // editor (issue 31); the owner adds further links there.
  await db
    .insertInto("menus")
    .values(
      LANGS.map((lang) => ({
        key: "main",
        lang,
        data: json(categoryMenu(catalogue.categories, lang)),
      })),
    )
    .execute();

  await db
    .insertInto("popups")
    .values([
      {
        data: json({
          value: {
            type: "html",
            html: {
              pl: "<h3>Witaj!</h3><p>Na dobry początek: kod <b>RABAT10</b> na -10%.</p>",
              en: "<h3>Welcome!</h3><p>To get you started: code <b>RABAT10</b> for 10% off.</p>",
              de: "<h3>Willkommen!</h3><p>Zum Start: Code <b>RABAT10</b> für 10% Rabatt.</p>",
            },
          },
          options: { delay: 5 },
        }),
        active: 1,
      },
      {
        data: json({
          value: {
            type: "html",
            html: {
              pl: "<p>Darmowa dostawa od 200 zł!</p>",
              en: "<p>Free delivery over 200 zł!</p>",
              de: "<p>Kostenloser Versand ab 200 zł!</p>",
            },
          },
          options: { delay: 30 },
        }),
        active: 0,
      },
    ])
    .execute();

  await db
    .insertInto("newsletter_subscribers")
    .values([
      {
        email: "newsletter@example.com",
        lang: "pl",
        created_at: iso(now - 40 * DAY),
        unsubscribed_at: null,
        token: "demo-unsubscribe-token",
      },
      {
        email: "firma@example.com",
        lang: "pl",
        created_at: iso(now - 100 * DAY),
        unsubscribed_at: null,
        token: "demo-unsubscribe-token-2",
      },
      {
        email: "old@example.com",
        lang: "en",
        created_at: iso(now - 300 * DAY),
        unsubscribed_at: iso(now - 10 * DAY),
        token: "demo-unsubscribe-token-3",
      },
    ])
    .execute();

  await db
    .insertInto("contact_messages")
    .values({
      name: "Piotr Testowy",
      email: "piotr@example.com",
      msg: "Czy produkt P000001 będzie dostępny w kolorze zielonym?",
      number: "600700800",
      hash: createHash("sha256")
        .update("piotr@example.com\nczy produkt p000001 będzie dostępny w kolorze zielonym?")
        .digest("hex"),
      created_at: iso(now - 2 * DAY),
    })
    .execute();

  // A few server baskets (one fresh for jan, one anonymous, one expired).
  const basketOf = (n: number, userId: number | null, ageDays: number, idx: number) => {
    const items = rng
      .sample(visible, n)
      .map((p) => ({ count: 1, id: String(p.id), code: p.code, variantHash: p.variantHash }));
    const totalPrice = round2(
      items.reduce((a, it) => a + (visible.find((p) => String(p.id) === it.id)?.brutto.pl ?? 0), 0),
    );
    const ts = iso(now - ageDays * DAY);
    return {
      id: createHash("sha256").update(`basket:${idx}`).digest("hex").slice(0, 24),
      user_id: userId,
      lang: "pl",
      payload: json({
        products: items,
        user: userId ? { id: String(userId), name: "Jan Kowalski", wholesale: false } : null,
        totalPrice,
        lang: "pl",
      }),
      total_price: totalPrice,
      created_at: ts,
      updated_at: ts,
    };
  };
  await db
    .insertInto("baskets")
    .values([
      basketOf(2, users["jan@example.com"] ?? null, 1, 1),
      basketOf(3, null, 4, 2),
      basketOf(1, null, 45, 3),
    ])
    .execute();

  // jan also wrote two verified opinions.
  const janId = users["jan@example.com"] ?? null;
  const reviewed = visible.slice(0, 2);
  if (reviewed.length > 0)
    await db
      .insertInto("opinions")
      .values(
        reviewed.map((p, i) => ({
          product_id: p.id,
          lang: "pl",
          user_id: janId,
          author_name: "Jan K.",
          rating: 5 - i,
          text: i === 0 ? "Świetna jakość, polecam!" : "Dobry produkt, szybka wysyłka.",
          verified: 1,
          created_at: iso(now - (7 + i) * DAY),
        })),
      )
      .execute();
}

// ------------------------------------------------------------------ entry

export async function seedShop(ctx: ShopSeedContext): Promise<ShopSeedResult> {
  const { db, now, catalogue } = ctx;
  const rng = createRng(ctx.seed ^ 0x5eed);
  const ts = new Date().toISOString();
  await db
    .insertInto("settings")
    .values([
      { key: "shop", value: json(buildSettings()), updated_at: ts },
      { key: "productsTimestamp", value: json(Date.now()), updated_at: ts },
    ])
    .execute();
  await seedDelivery(db, rng, now);
  await seedPromotions(db, now, catalogue);
  const users = await seedUsers(db, now);
  const orders = await seedOrders(db, rng, now, users, catalogue);
  await seedContent(db, rng, now, catalogue, users);
  return { orders, users: Object.entries(users).map(([email, id]) => ({ email, id })) };
}
