import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgMaterializedView,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money is numeric(10,2) in the database and parsed to a number at the edge of lib/shop. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A Buffer on both drivers: postgres-js's own, and PGlite's through lib/db/open. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    price: money('price').notNull(),
    /**
     * The price the shopper sees (the automatic discount applied), so listings sort by it. Written
     * from lib/shop/cart/shown-price on every write of price or a discount input (lib/shop/catalogue/embedded/effective-price.ts);
     * null only between a migration and the back-fill that runs when the database opens.
     */
    effectivePrice: money('effective_price'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    alt: text('alt').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    featuresHtml: text('features_html').notNull().default(''),
    fitmentHtml: text('fitment_html').notNull().default(''),
    video: text('video'),
    /**
     * The vehicle generations the part fits, by slug (zn8, mk5-gr-supra, ...; labels come from
     * lib/shop/catalogue/vehicles). The first is the one its name, breadcrumb and discount follow;
     * none means it fits every vehicle.
     */
    vehicles: text('vehicles').array().notNull().default(sql`'{}'::text[]`),
    carBrand: text('car_brand').notNull(),
    /** The shop's "category" is the product type (Hood, Exhaust, Suspension Parts, ...). */
    productType: text('product_type').notNull(),
    /** The body-part group a listing filters by (Body Kit, Exterior, Interior, Lighting). */
    category: text('category'),
    subCategory: text('sub_category'),
    finalSubCategory: text('final_sub_category'),
    makeMaterial: text('make_material').notNull().default('Other'),
    brand: text('brand'),
    wheelSize: text('wheel_size'),
    fitPosition: text('fit_position').notNull().default(''),
    performancePart: boolean('performance_part').notNull().default(false),
    /** -1 marks a special-order item; otherwise units in stock. */
    quantityLeft: integer('quantity_left').notNull().default(0),
    shipment: text('shipment').notNull().default(''),
    garageSale: boolean('garage_sale').notNull().default(false),
    hot: boolean('hot').notNull().default(false),
    featuredRank: integer('featured_rank').notNull().default(0),
    createdAt: createdAt(),
    /** The words search matches; copied into product_search (migration 0008), which search reads. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`to_tsvector('simple', name || ' ' || sku || ' ' || product_type || ' ' || car_brand)`,
    ),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_type_idx').on(t.productType),
    index('products_created_idx').on(t.createdAt),
    // Listings walk one of these in sort order and read only ids, so a deep page never touches
    // the wide rows it skips. Migrations 0005 and 0015 add the filter columns as INCLUDE columns
    // (drizzle cannot say so), so any filter, the vehicle list's included, is checked inside the
    // index too. The product-type ones serve the category filters; a vehicle list cannot lead a
    // b-tree, so a car-model filter walks the plain listing index (migration 0015).
    ...listingIndexes('products_listing', [], t),
    ...listingIndexes('products_type', [t.productType], t),
    index('products_garage_sale_idx').on(t.featuredRank, t.id).where(sql`garage_sale`),
  ],
);

/** The languages a product's text can be stored in besides English, which `products` holds. */
export const TRANSLATED_LOCALES = ['es', 'ja'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/**
 * A product's text in one more language; English stays in `products` and is the fallback. Each
 * column is null when that text has no translation yet, so a partial translation (say the name and
 * the features only) shows what exists and the English rest, marked `lang="en"` (docs/decisions.md
 * lists the fields and why). Translated names are searched too: migration 0013's triggers add them
 * to the product's row in product_search.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: TRANSLATED_LOCALES }).notNull(),
    name: text('name'),
    alt: text('alt'),
    descriptionHtml: text('description_html'),
    featuresHtml: text('features_html'),
    fitmentHtml: text('fitment_html'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    check('product_translations_locale_check', sql`${t.locale} in ('es', 'ja')`),
  ],
);

/**
 * What search reads, one narrow row a product (id, featured rank, vehicles, words, lower-case
 * name), so matching and scoring at 100,000 products read a few MB instead of the wide products
 * table. Kept current by triggers on products (migration 0008): any write path, seed or import
 * included, updates it in the same statement.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    featuredRank: integer('featured_rank').notNull(),
    vehicles: text('vehicles').array().notNull(),
    document: tsvector('document').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('product_search_featured_idx').on(t.featuredRank, t.id), index('product_search_document_idx').using('gin', t.document)],
);

/**
 * Every word of the catalogue's search documents (about 1,400 at 100,000 products): a shopper's
 * word is matched against these (prefix, substring, trigram near miss) before products are, so
 * the product query holds exact words only. Filled by the same triggers; a word whose last
 * product is gone stays until the next seed and matches nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  // No pending list: a GIN index adds new entries to an unsorted list that every search reads in
  // full until a vacuum merges it, and PGlite runs no autovacuum. Left on, the seed's words stayed
  // in that list and each misspelt word of a search cost about 2.5 ms at 100,000 products instead
  // of 0.3. New words are rare after the seed, so writing them in place costs nothing.
  index('search_words_trigram_idx').using('gin', sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
]);

/**
 * How many products share each combination of listing filters, so a listing's total is a sum over
 * a few hundred rows instead of a count over the catalogue. A product's whole vehicle list is one
 * value of the combination, so a product that fits several vehicles is counted once by any filter
 * (lib/shop/catalogue/embedded/catalogue.ts). Created by migration 0005, grouped by the list since
 * 0015; refreshed by every write that adds or removes products or changes a filter column
 * (lib/shop/catalogue/demo/seed.ts).
 */
export const productFacets = pgMaterializedView('product_facets', {
  garageSale: boolean('garage_sale').notNull(),
  vehicles: text('vehicles').array().notNull(),
  productType: text('product_type').notNull(),
  category: text('category'),
  subCategory: text('sub_category'),
  finalSubCategory: text('final_sub_category'),
  makeMaterial: text('make_material').notNull(),
  brand: text('brand'),
  wheelSize: text('wheel_size'),
  products: integer('products').notNull(),
}).existing();

/**
 * Every 250th id of a large listing's order, as read at one catalogue version (the counter of
 * migration 0005, moved forward by every write to what listings filter or sort on): a deep page
 * seeks to the anchor before it instead of walking the entries it skips
 * (lib/shop/catalogue/embedded/listing-anchors.ts). A listing is named by its statement's hash; a
 * row of an older version is never read, and the next build deletes it.
 */
export const listingAnchors = pgTable(
  'listing_anchors',
  {
    listing: text('listing').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    anchors: integer('anchors').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.listing, t.version] })],
);

/** One index per sort order over the products the catalogue lists (garage-sale items have their own listing). */
function listingIndexes(
  name: string,
  leading: ExtraConfigColumn[],
  t: { featuredRank: ExtraConfigColumn; name: ExtraConfigColumn; effectivePrice: ExtraConfigColumn; id: ExtraConfigColumn },
) {
  const listed = sql`not garage_sale`;
  const sorted = (suffix: string, key: ExtraConfigColumn) => {
    const [first, ...rest] = [...leading, key, t.id];
    return index(`${name}_${suffix}_idx`).on(first, ...rest).where(listed);
  };
  return [sorted('featured', t.featuredRank), sorted('name', t.name), sorted('price', t.effectivePrice)];
}

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    experience: text('experience').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    /** The language of the page it was written on: shown as written, marked `lang` on pages of another language. */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_product_idx').on(t.productId)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    question: text('question').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    helpful: integer('helpful').notNull().default(0),
    unhelpful: integer('unhelpful').notNull().default(0),
    /** The language of the page it was asked on (see reviews.locale). */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('questions_product_idx').on(t.productId)],
);

export const answers = pgTable('answers', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  response: text('response').notNull(),
  /** The language `response` is written in. */
  locale: text('locale').notNull().default('en'),
  /**
   * The shop's answer in other languages, by locale: the answer is shop-written text like a
   * product's description, so a page shows it in its own language when it has one.
   */
  translations: jsonb('translations').$type<Partial<Record<'en' | TranslatedLocale, string>>>().notNull().default({}),
  createdAt: createdAt(),
});

/** One reaction per visitor per review or question; counts on the item are derived from these rows. */
export const reactions = pgTable(
  'reactions',
  {
    itemKind: text('item_kind', { enum: ['review', 'question'] }).notNull(),
    itemId: integer('item_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    value: smallint('value').notNull(),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.itemId, t.visitorId] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/** A signed-in shopper's garage (issue 38): the browser's is merged into it at sign-in and kept in step while signed in. */
export const accountGarages = pgTable('account_garages', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Vehicle slugs, newest first. */
  vehicles: text('vehicles').array().notNull(),
  active: text('active'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  /** SHA-256 of the cookie value, so a leaked table does not leak live sessions. */
  tokenHash: text('token_hash').primaryKey(),
  /** Superseded by account_id (kept so older rows migrate); new sessions leave it null. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /**
   * The shop's own account id (the local user id, or the remote shop's user id) with the name and
   * e-mail it answered at login: the remote shop has no call to read them back, and its user id
   * must never reach the browser.
   */
  accountId: text('account_id').notNull(),
  accountName: text('account_name').notNull().default(''),
  accountEmail: text('account_email').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  // At most one default address per shopper, whatever two requests do at once.
  (t) => [index('addresses_user_idx').on(t.userId), uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
    subtotal: money('subtotal').notNull(),
    protection: money('protection').notNull().default('0'),
    deliveryFee: money('delivery_fee').notNull().default('0'),
    total: money('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The shopper's language: every mail about the order is written in it. */
    locale: text('locale').notNull().default('en'),
    /** Which payment provider takes the money (stripe, manual), and its reference (a Checkout Session id). */
    provider: text('provider').notNull().default('manual'),
    paymentRef: text('payment_ref'),
    paymentUrl: text('payment_url'),
    /** Until when the order's stock is held unpaid; the sweep cancels it afterwards. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    index('orders_user_idx').on(t.userId),
    index('orders_hold_idx').on(t.holdUntil).where(sql`${t.status} in ('Pending payment', 'Awaiting approval')`),
    uniqueIndex('orders_payment_ref_idx').on(t.paymentRef),
  ],
);

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id),
  productName: text('product_name').notNull(),
  sku: text('sku').notNull().default(''),
  quantity: integer('quantity').notNull(),
  unitPrice: money('unit_price').notNull(),
  originalUnitPrice: money('original_unit_price').notNull(),
  discountPercent: smallint('discount_percent').notNull().default(0),
  isDeposit: boolean('is_deposit').notNull().default(false),
  lineTotal: money('line_total').notNull(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_idx').on(sql`lower(${t.email})`)],
);

/** Contact, warranty, international-quote and military forms share one table: their fields differ, their handling does not. */
export const formSubmissions = pgTable('form_submissions', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['contact', 'warranty', 'international', 'military'] }).notNull(),
  email: text('email').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/**
 * Review and question photos, bytes included, so every instance on one database serves them and
 * a database backup holds them. `body` is null only for an upload written as a file under
 * DATA_DIR/uploads before it moved here, until that instance's next start moves it in
 * (lib/shop/talk/embedded/upload-files.ts); the partial index finds those without a scan.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    body: bytea('body'),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_without_body_idx').on(table.id).where(sql`${table.body} is null`)],
);

/**
 * The durable mail queue: rows are written in the same transaction as what they tell about,
 * and the sender delivers them over SMTP, retrying with backoff until `sentAt` is set.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/**
 * Rate-limit counts shared by every instance on one PostgreSQL when there is no Redis
 * (lib/api/rate-limit.ts). The columns are the ones rate-limiter-flexible's Drizzle store
 * reads and writes; `key` is the limit's name and the client address or e-mail it counts.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limit_counts_expire_idx').on(t.expire)],
);
