// The shoppers of the soak (scripts/soak.mjs): what each virtual shopper
// does, one step at a time. Paths come from the soak's own database; the
// mug (seed id 212) is the product every order buys, with its stock raised
// so the run never sells out.
import { DatabaseSync } from "node:sqlite";
import { orderBody } from "./order-body.mjs";

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };
const PASSWORD = "demo1234";
const CUSTOMERS = ["jan@example.com", "firma@example.com", "hurt@example.com"];

function paths(dir) {
  const db = new DatabaseSync(`${dir}/shop.sqlite`);
  try {
    db.exec("pragma busy_timeout = 5000");
    db.prepare("update variants set count = 1000000 where product_id = 212").run();
    db.prepare("update products set total_stock = 1000000 where id = 212").run();
    const urls = (sql) =>
      db
        .prepare(sql)
        .all()
        .map((r) => r.url);
    return {
      categories: urls("select url from category_i18n where lang = 'pl'").map((u) => `/c/${u}`),
      groups: urls("select url from product_group_i18n where lang = 'pl'").map((u) => `/g/${u}`),
      products: urls(
        `select i.url from product_i18n i join products p on p.id = i.product_id
         where i.lang = 'pl' and p.removed_at is null order by p.id limit 400`,
      ).map((u) => `/p/${u}`),
      words: urls("select name as url from product_i18n where lang = 'pl' limit 200").map(
        (n) => n.split(" ")[0],
      ),
    };
  } finally {
    db.close();
  }
}

export function mix({ call, dir, orders, random, only }) {
  const known = paths(dir);
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const json = (data, extra = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", ...extra },
    body: JSON.stringify(data),
  });
  let quoteIds = null;

  async function ids(address) {
    if (quoteIds) return quoteIds;
    const res = await call("quote", "/api/public/order/quote?lang=pl", {
      ...json({ lines: [MUG], country: "pl", postCode: "00-950" }),
      address,
    });
    const quote = JSON.parse(res.text || "{}");
    const delivery = quote.options?.find((o) => o.name === "Kurier DPD");
    const payment = quote.payments?.find((o) => o.type === "transfer");
    if (delivery && payment) quoteIds = { deliveryId: delivery.id, paymentId: payment.id };
    return quoteIds;
  }

  const actions = {
    home: (s) => call("home", "/", { address: s.address }),
    category: (s) =>
      call(
        "category",
        `${pick(known.categories)}${Math.random() < 0.3 ? "?sort_by=price_asc" : ""}`,
        {
          address: s.address,
        },
        [200, 404],
      ),
    group: (s) => call("group", pick(known.groups), { address: s.address }),
    product: (s) => call("product", pick(known.products), { address: s.address }),
    search: (s) =>
      call("search", `/api/public/search?lang=pl&query=${encodeURIComponent(pick(known.words))}`, {
        address: s.address,
      }),
    searchPage: (s) =>
      call("search page", `/search?query=${encodeURIComponent(pick(known.words))}`, {
        address: s.address,
      }),
    basket: async (s) => {
      const products = [{ count: 1 + Math.floor(Math.random() * 3), id: "212", variantHash: "" }];
      if (!s.basket) {
        const res = await call("basket create", "/api/public/basket", {
          ...json({ products }),
          address: s.address,
        });
        if (res.status === 200) s.basket = JSON.parse(res.text);
        return;
      }
      const res = await call("basket update", `/api/public/basket/${s.basket.id}`, {
        ...json({ products }, { "x-basket-key": s.basket.key }),
        address: s.address,
      });
      if (res.status !== 200) s.basket = null;
    },
    account: async (s) => {
      if (!s.token) return;
      const auth = { authorization: `Bearer ${s.token}` };
      await call("me", "/api/public/me", { headers: auth, address: s.address });
      await call("orders/all", "/api/public/orders/all", { headers: auth, address: s.address });
    },
    order: async (s) => {
      const chosen = await ids(s.address);
      if (!chosen) return;
      const email = `soak-${random()}@example.com`;
      const body = orderBody({
        lines: [MUG],
        deliveryId: chosen.deliveryId,
        paymentId: chosen.paymentId,
        email,
        idempotencyKey: random(),
      });
      const res = await call(
        "order",
        "/api/public/order/new?lang=pl",
        {
          ...json(body),
          address: s.address,
        },
        [200, 201],
      );
      if (res.status === 200 || res.status === 201) orders(JSON.parse(res.text));
    },
  };
  // Weights: mostly browsing, as in a shop.
  const all = [
    ...Array(3).fill("home"),
    ...Array(8).fill("category"),
    ...Array(3).fill("group"),
    ...Array(10).fill("product"),
    ...Array(4).fill("search"),
    ...Array(2).fill("searchPage"),
    ...Array(4).fill("basket"),
    ...Array(2).fill("account"),
    ...Array(1).fill("order"),
  ];
  // `--only category,product` keeps those actions, in the same proportions.
  const weighted = only ? all.filter((a) => only.includes(a)) : all;

  return {
    async start(n) {
      const session = { address: `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`, basket: null };
      if (n % 2 === 0) {
        const res = await call("login", "/api/auth/local", {
          ...json({ email: CUSTOMERS[(n / 2) % CUSTOMERS.length], password: PASSWORD }),
          address: session.address,
        });
        if (res.status === 200) session.token = JSON.parse(res.text).token;
      }
      return session;
    },
    step: (session) => actions[pick(weighted)](session),
  };
}
