/**
 * Kysely table types of the shop database.
 *
 * Conventions (portable between SQLite now and PostgreSQL later):
 * - Table and column names are snake_case.
 * - Ids are integers (`integer primary key` in SQLite, identity in PG) except
 *   `baskets.id`, `uploads.id` and `auth_tokens.token_hash`, which are text.
 *   The public API exposes ids as strings (`String(id)`).
 * - Flags are integers 0/1 ({@link Flag}); node:sqlite also binds `true`/`false` as 1/0.
 * - Timestamps are ISO-8601 UTC strings (`new Date().toISOString()`), except
 *   `price_history.stamp` which is epoch milliseconds (spec: `stamp` is a number).
 * - Money is a double in the shop's base currency (pln) unless a row says otherwise.
 * - JSON is stored as TEXT ({@link JsonText}); the shape is named in the comment
 *   of each column. Use `parseJson`/`toJson` from `./json.ts`.
 */
import type { ColumnType, Generated, Selectable } from "kysely";
import type { ImageRef, PerLang, ProductType } from "../../domain/catalogue/catalogue.types.ts";

/** 0 or 1. */
export type Flag = ColumnType<number, number | boolean | undefined, number | boolean>;
/** A JSON document serialised as text. `T` documents the shape only (it is always `string`). */
export type JsonText<T = unknown> = [T] extends [never] ? string : string;
/** Nullable JSON text. */
export type JsonTextNull<T = unknown> = JsonText<T> | null;
/** ISO-8601 timestamp string. */
export type IsoTime = string;

// ---------------------------------------------------------------- settings

export interface SettingsTable {
  /** 'shop' = the full `Settings` document; other keys e.g. 'productsTimestamp'. */
  key: string;
  /** JSON: for 'shop' a `Settings`; for 'productsTimestamp' a number (epoch ms). */
  value: JsonText;
  updated_at: IsoTime;
}

// ---------------------------------------------------------------- catalogue

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  sort_order: Generated<number>;
  /** 0 for top level. */
  depth: Generated<number>;
  /** JSON string[]: ids from the root to this category inclusive, e.g. ["3","17"]. */
  hierarchy: JsonText<string[]>;
  menu_hidden: Flag;
  /** Image url for home page tiles, e.g. '/images/categories/c-3.jpg'. */
  image: string | null;
}

export interface CategoryI18nTable {
  category_id: number;
  lang: string;
  name: string;
  /** Slug, unique per language. */
  url: string;
  /** HTML above the grid. */
  description: Generated<string>;
  /** HTML below the grid. */
  description2: Generated<string>;
}

export interface AttributesTable {
  id: Generated<number>;
  /** 'text' | 'number' | 'image' */
  type: string;
  /** 'list' | 'dropdown' */
  display: string;
  sort_order: Generated<number>;
}

export interface AttributeI18nTable {
  attribute_id: number;
  lang: string;
  name: string;
}

export interface AttributeValuesTable {
  id: Generated<number>;
  attribute_id: number;
  sort_order: Generated<number>;
  /** For number attributes. */
  number: number | null;
  /** Swatch image url for image attributes. */
  image: string | null;
  /** Swatch colour '#rrggbb' for image attributes. */
  color: string | null;
}

export interface AttributeValueI18nTable {
  value_id: number;
  lang: string;
  text: string;
}

export interface ManufacturersTable {
  id: Generated<number>;
  sort_order: Generated<number>;
  image: string | null;
}

export interface ManufacturerI18nTable {
  manufacturer_id: number;
  lang: string;
  name: string;
  url: string;
  description: Generated<string>;
}

export interface ProductGroupsTable {
  id: Generated<number>;
  sort_order: Generated<number>;
}

export interface ProductGroupI18nTable {
  group_id: number;
  lang: string;
  name: string;
  url: string;
  description: Generated<string>;
  description2: Generated<string>;
}

export interface GroupItemsTable {
  group_id: number;
  product_id: number;
  sort_order: Generated<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  /** ProductType: normal | weight | electronic | set | set_creator | gift_card */
  type: string;
  /** Unique. */
  code: string;
  code2: string | null;
  product_code: string | null;
  product_code2: string | null;
  manufacturer_id: number | null;
  main_category_id: number | null;
  archived: Flag;
  preorder: Flag;
  created_at: IsoTime;
  /** Manual ordering index ("auto" sort ascending). */
  idx: Generated<number>;
  /** Computed popularity ordering (higher first), may be null. */
  smart_idx: number | null;
  /** Set when the product was removed (soft delete); removed products are not listed. */
  removed_at: IsoTime | null;
  /** JSON ImageRef | null: { url, r, alt?, width?, height? }. */
  main_image: JsonTextNull;
  /** JSON ImageRef[] (gallery, without the main image). */
  images: JsonText;
  /** Unit label, e.g. 'szt.', 'kg'; null = default 'szt.'. */
  unit: string | null;
  /** Priced-unit label, e.g. '100 g'. */
  priced_unit: string | null;
  /** JSON PerLang<number>: VAT percent per language, e.g. {"pl":23,"en":20,"de":19}. */
  lang_vat: JsonText;
  /** JSON { view: ProductViewOptions }. */
  options: JsonText;
  /** JSON string[]: 'new' | 'bestseller' | free text additional badges. */
  badges: JsonText;
  /** JSON PersonalizationOption[] | null. */
  personalization: JsonTextNull;
  /** JSON SetComponent[] | null: [{ product: "12", quantity: 1, variant?: hash }]. */
  components: JsonTextNull;
  /** JSON LinkedItem-ish refs: [{ product: "12", border?: bool }] (resolved by services). */
  linked: JsonTextNull;
  /** JSON { linkedHeader?: PerLang<string> } | null. */
  advanced_options: JsonTextNull;
  /** JSON PerLang<string> (HTML) | null. */
  additional_description: JsonTextNull;
  /** Denormalised: sum over variants of max(count - locked, 0). */
  total_stock: Generated<number>;
  /** Denormalised: 1 if the product has real (attribute) variants. */
  has_variants: Flag;
}

export interface ProductI18nTable {
  product_id: number;
  lang: string;
  name: string;
  /** Slug, unique per language. */
  url: string;
  /** JSON DescriptionSection[]: [{ title, text(HTML) }]. */
  description: JsonText;
}

export interface ProductPricesTable {
  product_id: number;
  lang: string;
  brutto: number;
  netto: number;
  vat: number;
  /** Percent, 0 when none. */
  discount: Generated<number>;
  discount_brutto: number | null;
  discount_netto: number | null;
  historical_brutto: number | null;
  historical_netto: number | null;
  divide_per_package: number | null;
  /** JSON Record<variantHash, VariantPriceOverride> | null. */
  variants: JsonTextNull;
  /** JSON CustomPricingRule[] | null. */
  custom_rules: JsonTextNull;
  wholesale_brutto: number | null;
  wholesale_netto: number | null;
  /** Effective lowest gross (discounts and variant overrides considered) for sorting/filtering. */
  sort_price: number;
}

export interface PriceHistoryTable {
  product_id: number;
  lang: string;
  /** Epoch ms. */
  stamp: number;
  /** Gross price at that time. */
  val: number;
}

export interface VariantsTable {
  id: Generated<number>;
  product_id: number;
  /**
   * `attrId;valueId` pairs joined by commas in attribute order, e.g. "1;3,2;11".
   * A product without variants (has_variants = 0) has exactly one row with hash ''
   * that holds its stock.
   */
  hash: string;
  /** JSON VariantAttribute[]: [{ id: "1", value: "3" }]. */
  attributes: JsonText;
  count: Generated<number>;
  locked: Generated<number>;
  weight: number | null;
  /** JSON ImageRef[] | null. */
  images: JsonTextNull;
  sort_order: Generated<number>;
}

export interface ProductAttributesTable {
  product_id: number;
  attribute_id: number;
  value_id: number;
  /** 1 when the value comes from a variant (still used for facets). */
  is_variant: Flag;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
  /**
   * 1 = assigned directly; 0 = implied ancestor of an assigned category, so that
   * a category page lists its whole subtree with one index lookup.
   */
  direct: Flag;
}

export interface OpinionsTable {
  id: Generated<number>;
  product_id: number;
  lang: string;
  user_id: number | null;
  author_name: string;
  /** 1..5 */
  rating: number;
  text: string;
  verified: Flag;
  created_at: IsoTime;
}

export interface NotifyRequestsTable {
  id: Generated<number>;
  product_id: number;
  /** '' when the product has no variants. */
  variant_hash: string;
  email: string;
  lang: string;
  text: string | null;
  created_at: IsoTime;
}

// ---------------------------------------------------------------- users

/** Address as stored in users.address and orders.address. */
export interface AddressJson {
  name: string;
  street: string;
  number: string;
  apartment?: string | undefined;
  postCode: string;
  city: string;
  country: string;
  phone?: string | undefined;
  region?: string | undefined;
}

export interface UsersTable {
  id: Generated<number>;
  /** Lower case, unique. */
  email: string;
  name: string;
  /** `scrypt$N$r$p$saltB64$hashB64` (see password.ts); null for ghost/social users. */
  password_hash: string | null;
  ghost: Flag;
  wholesale: Flag;
  company: Flag;
  loyalty_points: Generated<number>;
  marketing: Flag;
  active: Flag;
  activation_code: string | null;
  social_provider: string | null;
  social_ext_id: string | null;
  /** JSON { ship?: AddressJson, invoice?: AddressJson }; default '{}'. */
  address: Generated<JsonText>;
  /** JSON { name, nip, street?, ... } | null. */
  company_details: JsonTextNull;
  phone: string | null;
  country: string | null;
  lang: string;
  created_at: IsoTime;
}

export interface AuthTokensTable {
  /** sha256 hex of the bearer token. */
  token_hash: string;
  user_id: number;
  created_at: IsoTime;
  expires_at: IsoTime;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  email: string;
  order_no: string | null;
  /** sha256 hex of the code. */
  code_hash: string;
  /** e.g. 'order_login' | 'password_reset'. */
  purpose: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
  attempts: Generated<number>;
}

// ---------------------------------------------------------------- basket and orders

export interface BasketsTable {
  /** Random id handed to the client as serverId. */
  id: string;
  user_id: number | null;
  /** sha256 (hex) of the key handed to the creating browser; null for baskets from before it. */
  owner_key_hash: string | null;
  lang: string;
  /** JSON basket payload: { products: [{count,id,code,variantHash}], user, totalPrice, lang }. */
  payload: JsonText;
  total_price: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One line of orders.products. Amounts are in the order currency. */
export interface OrderProductJson {
  id: string;
  type: ProductType;
  name: PerLang<string>;
  code: string;
  code2?: string | undefined;
  quantity: number;
  /**
   * Unit price; `currency*` in the order currency, plain in base currency. `vatRate` is the
   * line's VAT rate in percent (stored as `vat` before migration 016); every `vat` of an order
   * (delivery, payment, total) is an amount.
   */
  price: {
    brutto: number;
    netto: number;
    vatRate: number;
    currencyBrutto: number;
    currencyNetto: number;
  };
  categories: string[];
  mainImage?: ImageRef | undefined;
  variantHash: string;
  componentsHash?: string | undefined;
  /** Display form: attribute name -> value text, per language. */
  variant?: PerLang<Record<string, string>> | undefined;
  unit?: string | undefined;
  personalization?: { id: string; value: string }[] | undefined;
  components?: { product: string; quantity: number; variant?: string | undefined }[] | undefined;
}

export interface OrderTotalJson {
  brutto: number;
  netto: number;
  /** VAT amount: brutto − netto. */
  vat: number;
  /** Products gross after discounts. */
  products: number;
  /** Delivery gross. */
  delivery: number;
  /** The payment's fee gross (cash on delivery), absent when none. */
  paymentFee?: number | undefined;
  currency: string;
  currencyRate: number;
  code?: string | undefined;
  codeDiscount?: number | undefined;
  usedPoints?: number | undefined;
  giftCardCode?: string | undefined;
  giftCardValue?: number | undefined;
  /** What the order took from the gift card, in the card's currency (given back on cancel). */
  giftCardSpent?: number | undefined;
}

export interface OrderDeliveryJson {
  id: string;
  type: string;
  /** Name in the order language. */
  name: string;
  /** Gross, net and VAT amount (brutto − netto). */
  price: { brutto: number; netto: number; vat: number };
  data: {
    /** Locker name/code for locker deliveries. */
    name?: string | undefined;
    code?: string | undefined;
    /** ISO time of a timed delivery. */
    date?: string | undefined;
    dateDay?: number | undefined;
    dateMonth?: string | undefined;
    dateHour?: number | undefined;
    dateMinute?: number | undefined;
  };
}

export interface OrderPaymentJson {
  id: string;
  type: string;
  subType?: string | undefined;
  name: string;
  /** The payment's fee (cash on delivery): gross, net and VAT amount; absent when none. */
  price?: { brutto: number; netto: number; vat: number } | undefined;
}

/** One try at paying an order online (migration 009, services/orders/payment-lifecycle.ts). */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  order_id: number;
  /** The provider's id in the registry: stripe, payu, p24, paypal, test. */
  provider: string;
  /** The provider's id of the payment; null until the provider answered. */
  provider_ref: string | null;
  /** The payment method (payment_methods.id) the shopper chose for this try. */
  method_id: string;
  /** Two decimals as text, in the order's currency (lower case), from the order. */
  amount: string;
  currency: string;
  /** pending | verifying | paid | failed | cancelled | expired */
  status: string;
  /** The provider's reason for a failure, in its words. */
  reason: string | null;
  /** JSON NextStep (payments/provider.ts): the provider's page or the embedded form's keys. */
  next_step: JsonText | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface PaymentRefundsTable {
  id: Generated<number>;
  attempt_id: number;
  /** Two decimals as text, in the attempt's currency. */
  amount: string;
  reason: string;
  refund_ref: string | null;
  created_at: IsoTime;
}

export type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;

/** How a sent order travels (orders.tracking; domain/orders/tracking.ts). */
export interface OrderTrackingJson {
  carrier: string;
  number: string;
  /** The carrier's tracking page, null for another carrier. */
  url: string | null;
}

// ---------------------------------------------------------------- back office (migration 010)

/** The shop's owners and staff (issue 31), separate from customers. */
export interface OwnersTable {
  id: Generated<number>;
  /** Lower-cased, unique. */
  email: string;
  /** scrypt, as customers' (db/password.ts). */
  password_hash: string;
  /** owner | staff */
  role: string;
  created_at: IsoTime;
  last_login_at: IsoTime | null;
}

/** A back-office session: the SHA-256 (hex) of its random token, valid 12 hours. */
export interface OwnerSessionsTable {
  id: Generated<number>;
  token_hash: string;
  owner_id: number;
  created_at: IsoTime;
  expires_at: IsoTime;
}

/** Who did what in the back office; `owner_id` is null once the owner is deleted. */
export interface AuditLogTable {
  id: Generated<number>;
  owner_id: number | null;
  /** e.g. 'login', 'logout', 'order.ship'. */
  action: string;
  /** What it was done to, e.g. 'owner:1', 'order:2026/11/22/ABC001'. */
  subject: string;
  /** JSON object with the change's details. */
  detail: JsonText;
  created_at: IsoTime;
}

/** The owner's unsaved settings for the framed preview (migration 014), an hour long. */
export interface PreviewDraftsTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the random token in the preview's `settingsDraft` parameter. */
  token_hash: string;
  owner_id: number;
  /** JSON: a `SettingsEdit` (domain/shop/settings-edit.ts). */
  data: JsonText;
  created_at: IsoTime;
  expires_at: IsoTime;
}

export type OwnerRow = Selectable<OwnersTable>;

/** The owner's unpublished content (migration 012): one row per kind. */
export interface ContentDraftsTable {
  /** home | menu | footer */
  kind: string;
  /** JSON: the whole draft of that kind (services/admin/content-schemas.ts). */
  data: JsonText;
  owner_id: number | null;
  updated_at: IsoTime;
}

/** What a publish made live (migration 012), one row per kind per publish. */
export interface ContentVersionsTable {
  id: Generated<number>;
  kind: string;
  data: JsonText;
  owner_id: number | null;
  published_at: IsoTime;
}

export interface ReturnProductJson {
  id: string;
  variantHash: string;
  componentsHash?: string | undefined;
  unit?: string | undefined;
  declaredCount: number;
  returnCount?: number | undefined;
  /** none | expectationsNotMeet | defectiveProduct | variantInvalid */
  returnReason: string;
}

export interface OrdersTable {
  id: Generated<number>;
  /** e.g. '2026/11/22/ABC001', unique. */
  no: string;
  /** Unguessable id for /order/summary/{id}. */
  public_id: string;
  user_id: number | null;
  email: string;
  /** PENDING | TMP_LOCK | CANCELED_LOCK | SENT | CANCELED | REALIZED | RETURN */
  status: string;
  paid: Flag;
  lang: string;
  currency: string;
  created_at: IsoTime;
  sent_at: IsoTime | null;
  /** JSON OrderProductJson[]. */
  products: JsonText;
  /** JSON { ship: AddressJson, invoice?: AddressJson }. */
  address: JsonText;
  /** JSON OrderDeliveryJson. */
  delivery: JsonText;
  /** JSON OrderPaymentJson. */
  payment: JsonText;
  /** JSON OrderTotalJson. */
  total: JsonText;
  company: Flag;
  nip: string | null;
  comment: string | null;
  ref: string | null;
  /** Days the customer may return, null = no returns. */
  return_time: number | null;
  can_return: Flag;
  idempotency_key: string | null;
  /** SHA-256 of the request that made the order (null before migration 008): order-idempotency.ts. */
  request_digest: string | null;
  /** JSON StockDemand[]: the stock the order took, given back if its payment fails. */
  stock_taken: JsonTextNull;
  /** JSON OrderTrackingJson once the owner shipped it (migration 011). */
  tracking: JsonTextNull;
  /** The shipping phone's last nine digits, for the back office's search (migration 017). */
  phone_tail: string | null;
  /** JSON Cancellation (domain/orders/cancellation.ts) of a cancelled order (migration 017). */
  cancellation: JsonTextNull;
  /** JSON PaymentRecord (domain/orders/payment-record.ts): money recorded by hand (016). */
  payment_record: JsonTextNull;
}

export interface ReturnsTable {
  id: Generated<number>;
  /** Unique, e.g. 'R/2026/11/22/ABC001/1'. */
  no: string;
  order_id: number;
  user_id: number | null;
  /** NEW | PENDING | ACCEPTED | REJECTED | CANCELED | SETTLED */
  status: string;
  created_at: IsoTime;
  /** 'default' | 'inpostLocker' */
  return_delivery: string;
  /** 'small' | 'medium' | 'large' | null */
  pickup_size: string | null;
  /** JSON { brutto, netto, vat (amount), currency } | null. */
  pickup_price: JsonTextNull;
  inpost_code: string | null;
  external_delivery_id: string | null;
  /** JSON ReturnProductJson[]. */
  products: JsonText;
  /** Why the owner rejected it, shown to the customer (migration 013). */
  reject_reason: string | null;
  /** JSON ReturnSettlementJson once SETTLED (migration 013). */
  settlement: JsonTextNull;
  /**
   * The refund of a settled return: through a provider pending | done | failed (013); by hand
   * owed | sent (016); null when nothing goes back that way (onto the gift card only).
   */
  refund_state: string | null;
}

/** What a settled return gave back (returns.settlement; domain/returns/return-refund.ts). */
export interface ReturnSettlementJson {
  /** The whole refund, in the order's currency, two decimals. */
  amount: number;
  currency: string;
  /** Back through the provider that took the money (payment_attempts.id). */
  provider: { attemptId: number; amount: number; refundRef?: string | undefined } | null;
  /** Back onto the order's gift card: `amount` in the order's currency, `cardAmount` in the card's. */
  giftCard: { code: string; amount: number; cardAmount: number } | null;
  /** Owed to the customer by hand (bank transfer, cash on delivery). */
  manual: number;
  settledAt: string;
  /** When the owner recorded the refund by hand as sent (issue 44). */
  manualSentAt?: string | undefined;
}

// ---------------------------------------------------------------- communication

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  lang: string;
  created_at: IsoTime;
  unsubscribed_at: IsoTime | null;
  /** Random token for the unsubscribe link. */
  token: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  msg: string;
  number: string | null;
  /** sha256 of normalised (email, msg): duplicate detection. */
  hash: string;
  created_at: IsoTime;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  html: string;
  text: string;
  created_at: IsoTime;
  sent_at: IsoTime | null;
  /** The first time the open pixel was fetched (newsletters), and how often. */
  opened_at: IsoTime | null;
  opens: Generated<number>;
  /** SMTP deliveries tried; a failed one is tried again at `next_attempt_at` (domain/shop/mail-backoff.ts). */
  attempts: Generated<number>;
  next_attempt_at: IsoTime | null;
  /** Set when the last try failed: the message is given up. */
  failed_at: IsoTime | null;
  last_error: string | null;
}

// ---------------------------------------------------------------- delivery and payment

/** Weekday key '0'..'6' (0 = Sunday, as Date#getDay). */
export interface TimeLogicJson {
  minFromNow: number;
  maxFromNow: number;
  /** ISO dates 'YYYY-MM-DD'. */
  exclude: string[];
  weekdays: Record<
    string,
    { enabled: boolean; startHour: number; startMinute: number; endHour: number; endMinute: number }
  >;
}

/** delivery_methods.data and payment_methods.data. */
export interface MethodDataJson {
  /** Country codes, may include 'eu' or 'all'. */
  countries: string[];
  /** Country code -> true when disabled there. */
  disabled?: Record<string, boolean> | undefined;
  /** Country code (or 'all') -> gross price in base currency. */
  price?: Record<string, number> | undefined;
  freeFrom?: { value?: number | undefined; count?: number | undefined } | undefined;
  advanced?: boolean | undefined;
  customLogic?: string | undefined;
  /** Formula; the method is shown only if it evaluates true. */
  advancedHide?: string | undefined;
  /** Post-code prefixes/patterns the method is limited to. */
  enabledPostCodes?: string[] | undefined;
  timeEnabled?: boolean | undefined;
  timeLogic?: TimeLogicJson | undefined;
  /** For locker methods: 'inpost' | 'dpd'. */
  lockerCarrier?: string | undefined;
  vat?: number | undefined;
  /** Payment: extra description per language. */
  text?: Record<string, string> | undefined;
  /** Payment: bank account for transfers. */
  account?: string | undefined;
  /** Delivery types this payment is allowed with (absent = all). */
  deliveryTypes?: string[] | undefined;
}

export interface DeliveryMethodsTable {
  id: Generated<number>;
  /** courier | inpost_locker | dpd_locker | timed | pickup | inpost_courier ... */
  type: string;
  /** JSON PerLang<string>. */
  name: JsonText;
  days: number;
  sort_order: Generated<number>;
  active: Flag;
  /** JSON MethodDataJson. */
  data: JsonText;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  /** eservice | p24 | elavon | bm | payu | paypal | imoje | twisto | braintree | giftCard | transfer | cod */
  type: string;
  /** card | blik | googlePay | applePay | payPo | goPay | null */
  sub_type: string | null;
  /** JSON PerLang<string>. */
  name: JsonText;
  sort_order: Generated<number>;
  active: Flag;
  /** JSON MethodDataJson. */
  data: JsonText;
}

export interface LockersTable {
  id: Generated<number>;
  /** 'inpost' | 'dpd' */
  carrier: string;
  code: string;
  name: string;
  city: string;
  address: string;
  post_code: string;
  lat: number;
  lng: number;
}

// ---------------------------------------------------------------- promotions

/** promo_codes.discount. */
export interface PromoDiscountJson {
  type: "PERCENT" | "VALUE";
  percentValue?: number | undefined;
  /** Fixed discount (VALUE) in base currency. */
  value?: number | undefined;
  /** Max discount in base currency (default 999999). */
  discountLimit?: number | undefined;
  /** Minimum basket value in base currency. */
  valueThreshold?: number | undefined;
  /** Exclude already-discounted items. */
  filterOutDiscount?: boolean | undefined;
  /** NTH_PRODUCT: percent for the 1st..6th+ item (most expensive first); length 6. */
  table?: number[] | undefined;
  /** NTH_PRODUCT: minimum number of items. */
  minimum?: number | undefined;
  /** LOYALTY: value of one point in base currency. */
  pointsValue?: number | undefined;
  /** LOYALTY: minimal points to use the code (spelling as in the spec). */
  treeshold?: number | undefined;
}

export interface PromoCodesTable {
  id: Generated<number>;
  /** Upper-case, unique. 'LOYALTY' is the loyalty-points code. */
  code: string;
  /** BASKET | NTH_PRODUCT | LOYALTY */
  type: string;
  /** JSON PromoDiscountJson. */
  discount: JsonText;
  /** JSON string[] of product ids | null (= all). */
  allowed_products: JsonTextNull;
  points: number | null;
  valid_until: IsoTime;
  active: Flag;
  created_at: IsoTime;
}

export interface GiftCardsTable {
  id: Generated<number>;
  code: string;
  value: number;
  currency: string;
  valid_until: IsoTime;
  used_value: Generated<number>;
  active: Flag;
}

// ---------------------------------------------------------------- content

/** A linked image/video of a slider section. */
export interface HomeResourceJson {
  url: string;
  /** Slide link (path in the shop or absolute url); sections are per language when links differ. */
  link?: string | undefined;
  alt?: string | undefined;
  /** The slide's live text (issue 32), in the section's language. */
  title?: string | undefined;
  text?: string | undefined;
  cta?: string | undefined;
  /** domain/catalogue/home.types.ts SLIDE_FOCUS. */
  focus?: string | undefined;
  poster?: string | undefined;
  type?: "image" | "video" | undefined;
  /** Width / height. */
  r?: number | undefined;
}

/**
 * home_sections.data (fields per spec 2 §2 "Home page"; unused ones absent).
 * A superset of `HomeSectionData` in src/domain/catalogue/home.types.ts.
 */
export interface HomeSectionDataJson {
  title?: PerLang<string> | undefined;
  /** HTML side text. */
  text?: PerLang<string> | undefined;
  /** Product ids (gallery, countdown). */
  products?: string[] | undefined;
  /** products_group: a product group or a manufacturer. */
  group?:
    | {
        id?: string | undefined;
        isManufacturer: boolean;
        url: PerLang<string>;
        products?: string[] | undefined;
      }
    | undefined;
  /** 'top' | 'left' | 'right'. */
  tmpl?: string | undefined;
  /** html section: HTML per language. */
  code?: PerLang<string> | undefined;
  /** Countdown target, epoch ms. */
  timestamp?: number | undefined;
  options?: { noHide?: boolean | undefined } | undefined;
  /** Slider autoplay seconds. */
  sliderTime?: number | undefined;
  animation?: string | undefined;
  resources?: HomeResourceJson[] | undefined;
  mobileResources?: HomeResourceJson[] | undefined;
  /** instagram: profile link and the media feed served by /api/public/instagram/profile. */
  profileUrl?: string | undefined;
  media?:
    | {
        media_type: "IMAGE" | "VIDEO";
        media_url: string;
        thumbnail_url: string;
        caption: string;
        username: string;
      }[]
    | undefined;
  /** opinions: how many latest opinions to show. */
  count?: number | undefined;
}

/** menus.data entries. */
export interface MenuLinkJson {
  text: string;
  url: string;
  children?: MenuLinkJson[] | undefined;
  menuHidden?: boolean | undefined;
  type?: "html" | undefined;
  html?: string | undefined;
  /** Category ids from the root, for category links. */
  hierarchy?: string[] | undefined;
}

export interface HomeSectionsTable {
  id: Generated<number>;
  /** null = all languages. */
  lang: string | null;
  sort_order: Generated<number>;
  /** slider | products_group | products_gallery | product_counting_down | newsletter | instagram | html | opinions */
  type: string;
  /** JSON HomeSectionDataJson. */
  data: JsonText;
  active: Flag;
}

export interface MenusTable {
  id: Generated<number>;
  /** e.g. 'main'. */
  key: string;
  lang: string;
  /** JSON MenuLinkJson[]. */
  data: JsonText;
}

export interface ContentPagesTable {
  id: Generated<number>;
  /** Same key across languages, e.g. 'about' (for language switching). */
  page_key: string;
  lang: string;
  url: string;
  title: string;
  html: string;
}

export interface PopupsTable {
  id: Generated<number>;
  /** JSON { value: { type: 'html', html: PerLang<string> }, options: { delay } }. */
  data: JsonText;
  active: Flag;
}

export interface UploadsTable {
  id: string;
  original_name: string;
  mime: string;
  size: number;
  /** Path relative to dataDir(). */
  path: string;
  created_at: IsoTime;
}

// ---------------------------------------------------------------- database

export interface Database {
  settings: SettingsTable;
  categories: CategoriesTable;
  category_i18n: CategoryI18nTable;
  attributes: AttributesTable;
  attribute_i18n: AttributeI18nTable;
  attribute_values: AttributeValuesTable;
  attribute_value_i18n: AttributeValueI18nTable;
  manufacturers: ManufacturersTable;
  manufacturer_i18n: ManufacturerI18nTable;
  product_groups: ProductGroupsTable;
  product_group_i18n: ProductGroupI18nTable;
  group_items: GroupItemsTable;
  products: ProductsTable;
  product_i18n: ProductI18nTable;
  product_prices: ProductPricesTable;
  price_history: PriceHistoryTable;
  variants: VariantsTable;
  product_attributes: ProductAttributesTable;
  product_categories: ProductCategoriesTable;
  opinions: OpinionsTable;
  notify_requests: NotifyRequestsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  one_time_codes: OneTimeCodesTable;
  baskets: BasketsTable;
  orders: OrdersTable;
  payment_attempts: PaymentAttemptsTable;
  payment_refunds: PaymentRefundsTable;
  returns: ReturnsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  delivery_methods: DeliveryMethodsTable;
  payment_methods: PaymentMethodsTable;
  lockers: LockersTable;
  promo_codes: PromoCodesTable;
  gift_cards: GiftCardsTable;
  home_sections: HomeSectionsTable;
  menus: MenusTable;
  content_pages: ContentPagesTable;
  popups: PopupsTable;
  uploads: UploadsTable;
  owners: OwnersTable;
  owner_sessions: OwnerSessionsTable;
  audit_log: AuditLogTable;
  content_drafts: ContentDraftsTable;
  content_versions: ContentVersionsTable;
  preview_drafts: PreviewDraftsTable;
}

export type ProductPriceRow = Selectable<ProductPricesTable>;
export type UserRow = Selectable<UsersTable>;
export type OrderRow = Selectable<OrdersTable>;
export type ReturnRow = Selectable<ReturnsTable>;
