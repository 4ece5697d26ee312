/**
 * Every fuzz target, in the order the spec sends them (fuzz.spec.ts): /api/auth/* and the
 * /api/public/* writes (table-writes.ts), uploads, owner previews and the /api/public/*
 * reads (table-reads.ts), then the page form actions and page routes
 * (table-pages.ts). The real values and example bodies they share are built here once.
 */
import fc from "fast-check";
import { hostileSegment } from "./http-inputs";
import { bearer, getTarget, realValues, type Fixture, type Json, type Target } from "./targets";
import { form } from "../order-helpers";
import { pageTargets } from "./table-pages";
import { readTargets } from "./table-reads";
import { writeTargets } from "./table-writes";

/** What the tables share: the fixture, a logged-in header, example bodies and segments. */
export interface TableContext {
  fx: Fixture;
  auth: Record<string, string>;
  line: { product: string; variantHash: string; quantity: number; type: string };
  email: string;
  freshEmail: fc.Arbitrary<{ email: string }>;
  notify: Record<string, string>;
  orderBody: Json;
  /** The query keys of a listing page. */
  listing: string[];
  /** No path segment. */
  noSeg: fc.Arbitrary<string>;
  /** A page route's target (a share of the runs; `auth`: logged in with that token). */
  page: (
    name: string,
    seg: fc.Arbitrary<string>,
    build: (s: string) => string,
    keys: string[],
    auth?: string,
  ) => Target;
  /** A basket id: the real one, any 32 hex digits, or a hostile segment. */
  hex32: fc.Arbitrary<string>;
}

function tableContext(fx: Fixture): TableContext {
  const auth = bearer(fx.token);
  const line = { product: "212", variantHash: "", quantity: 1, type: "product" };
  const email = "fuzz@example.com";
  const freshEmail = fc.record({
    email: fc.stringMatching(/^[a-z0-9]{4,12}$/).map((n) => `${n}@example.com`),
  });
  const notify = {
    order: fx.publicId,
    outcome: "paid",
    amount: "10.00",
    currency: "pln",
    transaction: "T-1",
    signature: "00",
  };
  const orderBody = {
    lines: [line],
    country: "pl",
    delivery: { id: "1" },
    code: "",
    giftCard: "",
    paymentId: "1",
    form: form(email),
    idempotencyKey: "fuzz-key-000000000000",
  };
  const listing = [
    "page",
    "page_size",
    "sort_by",
    "price_min",
    "price_max",
    "producer",
    "availability",
    "attr",
    "category",
    "price",
    "preview",
    "currency",
  ];
  const noSeg = fc.constant("");
  const page = (
    name: string,
    seg: fc.Arbitrary<string>,
    build: (s: string) => string,
    keys: string[],
    auth?: string,
  ) => getTarget(name, seg, build, keys, { kind: "page", share: 0.4, ...(auth ? { auth } : {}) });
  const hex32 = fc.oneof(
    fc.constant(fx.basket.id),
    fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString("hex")),
    hostileSegment,
  );
  return { fx, auth, line, email, freshEmail, notify, orderBody, listing, noSeg, page, hex32 };
}

export function targets(fx: Fixture): Target[] {
  Object.assign(realValues, {
    lang: ["pl", "en", "de"],
    id: ["212", "1"],
    carrier: ["inpost", "dpd"],
    query: ["Warszawa", "kubek", "ab", "kub*", '"kubek"', "NEAR(a b)"],
    scope: ["products", "categories", "all"],
    all: ["1", "true"],
    fixedLang: ["1"],
    offset: ["0", "4", "999999"],
    postCode: ["00-950", "12345"],
    manufacturer: ["true", "1"],
    categories: ["1,2", "1,,x"],
    mainCategory: ["1"],
    count: ["4", "999"],
    archived: ["1"],
    page: ["1", "2", "0", "100000", "999999999"],
    page_size: ["12", "96", "999999999"],
    sort_by: ["price_asc", "newest"],
    price_min: ["10", "-1", "1e309"],
    price_max: ["100", "0.5"],
    producer: ["1", "1.2", "."],
    availability: ["1", "available"],
    attr: ["1-2", "1-2.3_4-5", "-", "_"],
    category: ["1.2", "1..2"],
    price: ["10-100", "100-10", "-", "1e309-"],
    preview: ["true"],
    currency: ["eur", "usd", "xxx", "PLN"],
    vr: ["1", "abc"],
    code: ["RABAT10"],
    error: ["1"],
    added: ["1"],
    email: ["jan@example.com"],
    no: [fx.orderNo],
    token: ["x".repeat(32)],
    state: ["abc"],
    return: ["/my-account", "//evil.example", "https://evil.example", "javascript:alert(1)"],
    kind: ["html", "text"],
    attempt: ["1", "0", "-1", "1e309"],
    cancelled: ["1"],
    ref: [`test_${"0".repeat(24)}`],
  });
  const c = tableContext(fx);
  return [...writeTargets(c), ...readTargets(c), ...pageTargets(c)];
}
