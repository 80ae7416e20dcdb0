import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { tsvector } from './tsvector'

/**
 * The catalogue schema. A dispensary has one or two menus; as in the original site a menu *is* a
 * store of the catalogue (its store id), so prices, stock, specials and, later, carts belong to the
 * menu's store id. Products are one chain-wide catalogue (brands make them, reviews attach to them);
 * `menu_products` says which store carries a product and `menu_product_variants` holds the
 * per-weight price, discount, stock and potency of that store's offer.
 */

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
})

/** One day of opening hours as the content system described it (times as 'HH:mm', 24 h). */
export type OpeningHours = {
  day: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'
  from: string | null
  to: string | null
  customLabel: string | null
  fromMedical: string | null
  toMedical: string | null
}

export const dispensaries = pgTable(
  'dispensaries',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    /** Both or neither (decision 0019): a store imported before it is geocoded has none. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phone: text('phone').notNull(),
    timeZone: text('time_zone').notNull(),
    hours: jsonb('hours').$type<OpeningHours[]>().notNull(),
    description: text('description').notNull(),
    /** e.g. 'coming-soon', 'lounge', 'delivery', 'medical', 'recreational' */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    showChatBox: boolean('show_chat_box').notNull().default(false),
    /** The dispensary-level 'disable reviews' rule (000 §6): its product pages show no reviews. */
    reviewsDisabled: boolean('reviews_disabled').notNull().default(false),
    licenceAdultUse: text('licence_adult_use'),
    licenceMedical: text('licence_medical'),
    licenceLounge: text('licence_lounge'),
    /**
     * Delivery hours (store info's delivery_hours), in the dispensary's time zone; null when the
     * dispensary does not deliver. Pickup uses `hours`.
     */
    deliveryHours: jsonb('delivery_hours').$type<OpeningHours[] | null>(),
  },
  (t) => [
    uniqueIndex('dispensaries_state_slug_idx').on(t.stateId, t.slug),
    check('dispensaries_lat_check', sql`${t.lat} between -90 and 90`),
    check('dispensaries_lng_check', sql`${t.lng} between -180 and 180`),
    check('dispensaries_coordinates_check', sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
)

export const menus = pgTable(
  'menus',
  {
    /** The store id of the catalogue; public in URLs (the 5th path segment). */
    storeId: integer('store_id').primaryKey(),
    dispensaryId: integer('dispensary_id')
      .notNull()
      .references(() => dispensaries.id, { onDelete: 'cascade' }),
    /** 'recreational' | 'medical' */
    kind: text('kind').$type<MenuKind>().notNull(),
    /** Last path segment of the menu page, e.g. 'recreational-menu'. */
    slug: text('slug').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * Store setting (001 §4, 000 §6): product cards show the rating and review count. Staff turn it
     * off on /staff/specials; Ohio hosts hide ratings whatever it says.
     */
    showCardRatings: boolean('show_card_ratings').notNull().default(true),
  },
  (t) => [
    uniqueIndex('menus_dispensary_kind_idx').on(t.dispensaryId, t.kind),
    check('menus_kind_check', sql`${t.kind} in ('recreational', 'medical')`),
    check('menus_store_id_check', sql`${t.storeId} > 0`),
  ],
)
export type MenuKind = 'recreational' | 'medical'

/** A dispensary's delivery area (000 §3 'Delivery zone'); the id is what `?delivery-zone=` names. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    /** 'dz-{dispensary slug}-{n}' */
    id: text('id').primaryKey(),
    dispensaryId: integer('dispensary_id')
      .notNull()
      .references(() => dispensaries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A GeoJSON Polygon or MultiPolygon, [lng, lat] positions. */
    geometry: jsonb('geometry').$type<ZoneGeometry>().notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('delivery_zones_dispensary_idx').on(t.dispensaryId, t.sort),
    check('delivery_zones_geometry_check', sql`${t.geometry}->>'type' in ('Polygon', 'MultiPolygon')`),
  ],
)
export type ZoneGeometry =
  | { type: 'Polygon'; coordinates: [number, number][][] }
  | { type: 'MultiPolygon'; coordinates: [number, number][][][] }

/** Reviews of a dispensary (000 §3: author, comment, rating), hidden by moderation. */
export const dispensaryReviews = pgTable(
  'dispensary_reviews',
  {
    id: serial('id').primaryKey(),
    dispensaryId: integer('dispensary_id')
      .notNull()
      .references(() => dispensaries.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    comment: text('comment').notNull(),
    rating: smallint('rating').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dispensary_reviews_dispensary_created_idx').on(t.dispensaryId, t.createdAt),
    check('dispensary_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
)

/** Physicians who certify medical patients, for the providers locator (000 §3 'Provider'). */
export const certifyingProviders = pgTable(
  'certifying_providers',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    postalCode: text('postal_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    website: text('website'),
    phone: text('phone'),
  },
  (t) => [
    index('certifying_providers_state_idx').on(t.stateCode),
    check('certifying_providers_lat_check', sql`${t.lat} between -90 and 90`),
    check('certifying_providers_lng_check', sql`${t.lng} between -180 and 180`),
  ],
)

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
})

export type LabResult = { unitId: 'THC' | 'THCA' | 'CBD'; priceId: string; value: number; unit: '%' | 'mg' }
export type Terpene = { title: string; subTitle: string; percentage: number; tooltip: string }

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    uniqueSlug: text('unique_slug').notNull().unique(),
    /** flower, pre-roll, vape, extract, edible, tincture, topical, gear */
    kind: text('kind').notNull(),
    /** The subtype within the kind, e.g. 'Gummies' for edible:Gummies. */
    rootSubtype: text('root_subtype'),
    /** Lineage: indica, sativa, hybrid, cbd; null for gear. */
    category: text('category'),
    /** The product type as the menu names it (often the lineage again). */
    type: text('type'),
    brandSubtype: text('brand_subtype'),
    description: text('description').notNull(),
    /** Edibles, tinctures, topicals: e.g. '10 mg per piece'. */
    dosage: text('dosage'),
    /** Edibles, tinctures, topicals: e.g. '100 mg'. */
    amount: text('amount'),
    /** Milligrams of THC per unit, for purchase limits on infused products. */
    thcMgPerUnit: numeric('thc_mg_per_unit', { mode: 'number' }),
    /**
     * Grams of plant material or concentrate in one unit of a product sold 'each' (a 1 g pre-roll, a
     * 0.5 g cartridge), for purchase limits; weight-priced products take their grams from the weight.
     */
    gramsPerUnit: numeric('grams_per_unit', { mode: 'number' }),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    labResults: jsonb('lab_results').$type<LabResult[]>().notNull().default([]),
    terpenes: jsonb('terpenes').$type<Terpene[]>().notNull().default([]),
    activities: text('activities').array().notNull().default(sql`'{}'::text[]`),
    feelings: text('feelings').array().notNull().default(sql`'{}'::text[]`),
    /** Average of visible reviews, kept in step with them. */
    aggregateRating: numeric('aggregate_rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    check(
      'products_kind_check',
      sql`${t.kind} in ('flower','pre-roll','vape','extract','edible','tincture','topical','gear')`,
    ),
    check('products_category_check', sql`${t.category} is null or ${t.category} in ('indica','sativa','hybrid','cbd')`),
  ],
)

export const menuProducts = pgTable(
  'menu_products',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => menus.storeId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeNotes: text('store_notes'),
    /** Kind plus 'kind:Subtype' entries and merchandising groups such as 'best_selling'. */
    rootTypes: text('root_types').array().notNull().default(sql`'{}'::text[]`),
    maxCartQuantity: smallint('max_cart_quantity').notNull().default(10),
    /** Headline potencies (percent) for listing and filters. */
    percentThc: numeric('percent_thc', { precision: 5, scale: 2, mode: 'number' }),
    percentCbd: numeric('percent_cbd', { precision: 5, scale: 2, mode: 'number' }),
    percentThca: numeric('percent_thca', { precision: 5, scale: 2, mode: 'number' }),
    /** Date the product arrived at this store (drives the 'New' label). */
    arrivedOn: date('arrived_on', { mode: 'string' }).notNull(),
    /** Merchandising rank: lower shows first under the 'Featured' sort. */
    featuredRank: integer('featured_rank').notNull().default(1000),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index('menu_products_product_idx').on(t.productId),
    index('menu_products_store_featured_idx').on(t.storeId, t.featuredRank, t.productId),
    check('menu_products_max_cart_check', sql`${t.maxCartQuantity} between 1 and 99`),
  ],
)

export const weightIds = [
  'half_gram',
  'gram',
  'two_gram',
  'eighth_ounce',
  'quarter_ounce',
  'half_ounce',
  'ounce',
  'each',
] as const
export type WeightId = (typeof weightIds)[number]

export const menuProductVariants = pgTable(
  'menu_product_variants',
  {
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
    /** The price id: half_gram, gram, two_gram, eighth_ounce, quarter_ounce, half_ounce, ounce, each. */
    weight: text('weight').$type<WeightId>().notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    discountedPrice: numeric('discounted_price', { precision: 10, scale: 2, mode: 'number' }),
    inventory: integer('inventory').notNull().default(0),
    thcPotency: numeric('thc_potency', { precision: 6, scale: 2, mode: 'number' }),
    thcaPotency: numeric('thca_potency', { precision: 6, scale: 2, mode: 'number' }),
    cbdPotency: numeric('cbd_potency', { precision: 6, scale: 2, mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId, t.weight] }),
    foreignKey({
      name: 'variants_menu_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [menuProducts.storeId, menuProducts.productId],
    }).onDelete('cascade'),
    check(
      'variants_weight_check',
      sql`${t.weight} in ('half_gram','gram','two_gram','eighth_ounce','quarter_ounce','half_ounce','ounce','each')`,
    ),
    check('variants_price_check', sql`${t.price} >= 0`),
    check(
      'variants_discount_check',
      sql`${t.discountedPrice} is null or (${t.discountedPrice} >= 0 and ${t.discountedPrice} < ${t.price})`,
    ),
    check('variants_inventory_check', sql`${t.inventory} >= 0`),
  ],
)

export const specials = pgTable(
  'specials',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => menus.storeId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The special card's detail line (000 §3 'Special card'); null for specials that have none. */
    detail: text('detail'),
    /** product, bundle, bulk, cart_total, qualified_group */
    specialType: text('special_type').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    photo: jsonb('photo').$type<SpecialPhoto | null>(),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** percent, dollar_amount, target_price */
    discountType: text('discount_type').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    discountDollarAmount: numeric('discount_dollar_amount', { precision: 10, scale: 2, mode: 'number' }),
    discountTargetPrice: numeric('discount_target_price', { precision: 10, scale: 2, mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What staff chose the special for (app/specials): 'products', 'brands' or 'categories', and
     * the product ids, brand ids or kinds. special_products holds the store's products it covers,
     * worked out from these when the special is saved. Null for specials that came with the menu.
     */
    targetKind: text('target_kind').$type<SpecialTargetKind | null>(),
    targetValues: text('target_values').array(),
  },
  (t) => [
    index('specials_store_idx').on(t.storeId),
    check('specials_target_kind_check', sql`${t.targetKind} is null or ${t.targetKind} in ('products','brands','categories')`),
    check(
      'specials_type_check',
      sql`${t.specialType} in ('product','bundle','bulk','cart_total','qualified_group')`,
    ),
    check('specials_discount_type_check', sql`${t.discountType} in ('percent','dollar_amount','target_price')`),
  ],
)
export type SpecialTargetKind = 'products' | 'brands' | 'categories'
export type SpecialPhoto = { id: number; position: number; urls: { original: string | null; medium: string | null } }

/** Which of a store's products a special applies to (the index's applicable_special_ids). */
export const specialProducts = pgTable(
  'special_products',
  {
    specialId: integer('special_id')
      .notNull()
      .references(() => specials.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.specialId, t.productId] }),
    foreignKey({
      name: 'special_products_menu_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [menuProducts.storeId, menuProducts.productId],
    }).onDelete('cascade'),
    index('special_products_store_product_idx').on(t.storeId, t.productId),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    activities: text('activities').array().notNull().default(sql`'{}'::text[]`),
    feelings: text('feelings').array().notNull().default(sql`'{}'::text[]`),
    hidden: boolean('hidden').notNull().default(false),
    upvotes: integer('upvotes').notNull().default(0),
    /** A verified-purchase review: the shopper and the finished order it was written from. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    uniqueIndex('reviews_order_product_idx').on(t.orderId, t.productId).where(sql`${t.orderId} is not null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_upvotes_check', sql`${t.upvotes} >= 0`),
  ],
)

/** One variant as the search index carries it (a weight of a store's product). */
export type IndexedVariant = {
  weight: WeightId
  price: number
  discountedPrice: number | null
  inventory: number
  thc: number | null
  thca: number | null
  cbd: number | null
}

/**
 * The menu search index (the original site's hosted `menu-products` index), one row per product a
 * store carries, denormalised from the catalogue tables by `refreshSearchIndex` so that facet counts,
 * filters, text search and sorting read one narrow table per store.
 */
export const searchProducts = pgTable(
  'search_products',
  {
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    brandSubtype: text('brand_subtype'),
    kind: text('kind').notNull(),
    rootSubtype: text('root_subtype'),
    category: text('category'),
    type: text('type'),
    rootTypes: text('root_types').array().notNull(),
    /** Weight names as words ('eighth ounce', 'each'), as the index publishes them. */
    availableWeights: text('available_weights').array().notNull(),
    /** The "from" price the price buckets and price sorts use (lowest current price). */
    bucketPrice: numeric('bucket_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    variants: jsonb('variants').$type<IndexedVariant[]>().notNull(),
    aggregateRating: numeric('aggregate_rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    percentThc: numeric('percent_thc', { precision: 5, scale: 2, mode: 'number' }),
    percentCbd: numeric('percent_cbd', { precision: 5, scale: 2, mode: 'number' }),
    percentThca: numeric('percent_thca', { precision: 5, scale: 2, mode: 'number' }),
    /** Every special naming this product; which are live is decided at query time. */
    specialIds: integer('special_ids').array().notNull(),
    activities: text('activities').array().notNull(),
    feelings: text('feelings').array().notNull(),
    maxCartQuantity: smallint('max_cart_quantity').notNull(),
    imageUrls: text('image_urls').array().notNull(),
    uniqueSlug: text('unique_slug').notNull(),
    inStock: boolean('in_stock').notNull(),
    arrivedOn: date('arrived_on', { mode: 'string' }).notNull(),
    featuredRank: integer('featured_rank').notNull(),
    /**
     * Every facet value the row counts towards, as 'attribute:value' ('kind:flower',
     * 'root_types:flower:Premium', 'bucket_price:$20-$40', 'aggregate_rating:3',
     * 'applicable_special_ids:12' for every special, live or not), so a search counts all facets in
     * one pass. Derived from the row's own columns by `facetTokensSql` (catalog/search/index.server.ts):
     * whoever writes those columns writes this one too.
     */
    facetTokens: text('facet_tokens').array().notNull(),
    /** Lower-cased, accent-free name, brand, kind, lineage and tags for text search. */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    foreignKey({
      name: 'search_products_menu_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [menuProducts.storeId, menuProducts.productId],
    }).onDelete('cascade'),
    index('search_products_featured_idx').on(t.storeId, t.featuredRank, t.productId),
    index('search_products_price_idx').on(t.storeId, t.bucketPrice, t.productId),
    // No GIN indexes on search_vector or search_text: every search reads one store's rows through
    // the store_id indexes and matches text on those (~1,000) rows, so a chain-wide GIN index would
    // never be chosen, and keeping it up to date tripled the time of a full index rebuild.
  ],
)

/**
 * A log of changes to what a store's menu shows: triggers on search_products, specials and
 * sponsored_placements add a row per store a statement touched (store 0: every store, after a
 * truncate). A store's catalogue version is (count, max id) of its rows and store 0's, so it
 * changes with every committed change, whatever order concurrent writers commit in; caches of
 * menu data that is the same for every shopper key on it. Old rows are pruned (see
 * app/catalog/catalogue-version.server.ts), leaving a fresh row so the version still moves.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_changes_store_idx').on(t.storeId, t.id)],
)

/**
 * What every shopper of a store sees alike (its menu rows, its unfiltered first page and facet
 * counts), worked out once for the whole cluster: a row per cache key holds the value (JSON) read
 * under the store's catalogue version, so another app process or server that misses it in memory
 * reads it here instead of running the store's searches again (app/catalog/shared-views.server.ts).
 * Derived and rebuilt on demand, so the migration creates the table UNLOGGED (no WAL; a database
 * crash empties it). One row per key, replaced in place; rows unused for a day are swept.
 */
export const storeViews = pgTable('store_views', {
  key: text('key').primaryKey(),
  version: text('version').notNull(),
  /** Until when the value holds by the clock (the next special starting or ending, or a maximum age). */
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  payload: text('payload').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Carts: one open cart per store per visitor. The visitor is a random token in an httpOnly cookie;
 * the cart's own uuid is the specification's cart_uuid.
 */
export const carts = pgTable(
  'carts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    visitorToken: uuid('visitor_token').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => menus.storeId, { onDelete: 'cascade' }),
    /** 'pickup' | 'delivery' */
    reservationMode: text('reservation_mode').notNull().default('pickup'),
    /** 'open' | 'checked_out' | 'abandoned' */
    status: text('status').notNull().default('open'),
    /** The signed-in shopper who last wrote to the cart; abandoned-cart mail and restore need one. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the abandoned-cart reminder was queued for the cart's current contents. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_user_idx').on(t.userId, t.status),
    // The abandoned-cart reminder's scan: only open, signed-in carts still waiting for a reminder.
    index('carts_reminder_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'open' and ${t.userId} is not null and ${t.reminderSentAt} is null`),
    uniqueIndex('carts_open_per_store_idx')
      .on(t.visitorToken, t.storeId)
      .where(sql`${t.status} = 'open'`),
    check('carts_mode_check', sql`${t.reservationMode} in ('pickup', 'delivery')`),
    check('carts_status_check', sql`${t.status} in ('open', 'checked_out', 'abandoned')`),
  ],
)

export const cartItems = pgTable(
  'cart_items',
  {
    cartUuid: uuid('cart_uuid')
      .notNull()
      .references(() => carts.uuid, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The price id (weight), 'each' for unit-priced items. */
    weight: text('weight').$type<WeightId>().notNull(),
    quantity: smallint('quantity').notNull(),
    /**
     * The line's regular unit price when it was first added: the menu's price, or the point of
     * sale's own sale price when that was lower (never a special, which is the clock's). The line
     * never costs more than this (decision 0030); null (a line the migration found no price for)
     * means today's price.
     */
    priceWhenAdded: numeric('price_when_added', { precision: 10, scale: 2, mode: 'number' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartUuid, t.productId, t.weight] }),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('cart_items_price_check', sql`${t.priceWhenAdded} is null or ${t.priceWhenAdded} >= 0`),
  ],
)

/**
 * 'Helpful' votes on product reviews: one per visitor (the server-signed nm_visitor cookie) per
 * review, and one per account when the voter is signed in (decision 0016). The review's `upvotes`
 * column is the count kept in step with this table in the same transaction.
 */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    visitorToken: uuid('visitor_token').notNull(),
    /** The signed-in voter; a second browser of the same account adds no vote. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.visitorToken] }),
    uniqueIndex('review_votes_user_idx').on(t.reviewId, t.userId).where(sql`${t.userId} is not null`),
  ],
)

/**
 * The first-party analytics collector's store (POST /api/events): what the original site sent to a
 * tag manager. Only events sent with performance consent (C0002) arrive here.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    /** The nm_visitor cookie when the browser has one; events never create a visitor. */
    visitorToken: uuid('visitor_token'),
    /** The page the event happened on (path only, no query). */
    path: text('path'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_received_idx').on(t.name, t.receivedAt)],
)

/**
 * Sponsored placements (the original site's ad network): a store promotes some of its products in a
 * sponsored carousel on its menu page, in `rank` order, while the placement is active.
 */
export const sponsoredPlacements = pgTable(
  'sponsored_placements',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => menus.storeId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Who paid for it, e.g. the brand's name; shown nowhere but in reports. */
    sponsor: text('sponsor').notNull(),
    rank: integer('rank').notNull().default(1000),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('sponsored_placements_store_product_idx').on(t.storeId, t.productId)],
)

/** Impressions and clicks on sponsored placements; `isAddToCart` marks a click on add to cart. */
export const sponsoredEvents = pgTable(
  'sponsored_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    placementId: integer('placement_id')
      .notNull()
      .references(() => sponsoredPlacements.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'impression' | 'click'>().notNull(),
    isAddToCart: boolean('is_add_to_cart').notNull().default(false),
    visitorToken: uuid('visitor_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sponsored_events_placement_idx').on(t.placementId, t.kind),
    check('sponsored_events_kind_check', sql`${t.kind} in ('impression', 'click')`),
  ],
)

/*
 * Accounts (better-auth's four models, with our own table names and the shopper's sign-up fields).
 * better-auth reads and writes these through its Drizzle adapter; see app/auth/auth.server.ts.
 */

/** 'staff' works at one store (staff_store_id); 'owner' runs the chain: every store (decision 00XX). */
export type UserRole = 'shopper' | 'staff' | 'owner'

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** better-auth's display name: '{first} {last}'. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E.164 ('+13125550123'). */
    phoneNumber: text('phone_number').notNull(),
    /** 'YYYY-MM-DD' as entered; the age rules read it. */
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    /** Two-letter state code of the shopper's home state (custom:home_state). */
    homeState: text('home_state').notNull(),
    /** A registered medical patient (the only way under 21 may sign up). */
    medicalPatient: boolean('medical_patient').notNull().default(false),
    role: text('role').$type<UserRole>().notNull().default('shopper'),
    /** The shopper's chosen home dispensary; the nm_home_dispensary cookie mirrors it for 30 days. */
    homeDispensaryId: integer('home_dispensary_id').references(() => dispensaries.id, { onDelete: 'set null' }),
    /** For role 'staff': the store (menu) whose reservations the staff order board shows. */
    staffStoreId: integer('staff_store_id').references(() => menus.storeId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('shopper', 'staff', 'owner')`),
  ],
)

/**
 * A registered medical patient's state card (decision 0017): what a medical menu of that state needs
 * before it takes a reservation. One card per shopper and state; a patient may hold several states'.
 * The number is stored as the app normalised it (upper case, letters, digits and dashes).
 */
export const medicalCards = pgTable(
  'medical_cards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Two-letter code of the state that issued the card. */
    stateCode: text('state_code').notNull(),
    cardNumber: text('card_number').notNull(),
    /** The last day the card is valid, 'YYYY-MM-DD'. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stateCode] }),
    check('medical_cards_state_check', sql`${t.stateCode} ~ '^[A-Z]{2}$'`),
    check('medical_cards_number_check', sql`${t.cardNumber} ~ '^[A-Z0-9-]{6,25}$'`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password hash (scrypt) for email-and-password accounts. */
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
)

/** better-auth's one-time values (password-reset tokens). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

/**
 * Email-verification codes (001 §4.8): the link carries the code, the table keeps only its SHA-256.
 * A code is good once, for its user, until it expires.
 */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verification_codes_user_idx').on(t.userId)],
)

export type MailStatus = 'queued' | 'sent' | 'failed'

/**
 * Every mail the storefront sends, written in the same transaction as what caused it. Delivery
 * (SMTP when configured) marks it sent; in development and tests it stays here and /dev/mailbox
 * shows it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** What the mail is for: 'verify-email', 'reset-password', … */
    kind: text('kind').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a queued message may be tried again after a failed attempt (app/mail/delivery-rules.ts); null: at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_to_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
)

export type RewardEntryKind = 'earn' | 'redeem' | 'adjust'

/**
 * The rewards points ledger: one row per change, never updated. Earned points carry the date they
 * expire; redemptions (negative points) use the oldest unexpired points first. Balance and points
 * expiring are computed from the rows (app/rewards/ledger.ts).
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RewardEntryKind>().notNull(),
    points: integer('points').notNull(),
    description: text('description').notNull(),
    /** The order that earned the points (one earn per order), or a redemption's reference. */
    reference: text('reference'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** When earned points expire; null for redemptions. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('reward_ledger_user_idx').on(t.userId, t.occurredAt),
    uniqueIndex('reward_ledger_reference_idx')
      .on(t.userId, t.kind, t.reference)
      .where(sql`${t.reference} is not null`),
    check('reward_ledger_kind_check', sql`${t.kind} in ('earn', 'redeem', 'adjust')`),
    check(
      'reward_ledger_sign_check',
      sql`(${t.kind} = 'earn' and ${t.points} > 0 and ${t.expiresAt} is not null) or (${t.kind} = 'redeem' and ${t.points} < 0) or ${t.kind} = 'adjust'`,
    ),
  ],
)

/** Where a delivery goes (001 §3 order delivery_address). */
export type DeliveryAddress = { street: string; street2: string | null; city: string; state_code: string; zipcode: string }

/** Queue numbers a store calls out at the counter: 1–999, then round again. */
export const orderQueueNumbers = pgSequence('order_queue_numbers', { startWith: 1, minValue: 1, maxValue: 999, cycle: true })

/**
 * Orders (reservations, 001 §3): what a shopper reserved at one store for pickup or delivery, with
 * the prices, discounts, taxes and fees fixed when it was placed. Amounts are whole cents. A guest
 * order has no user; its visitor token (the nm_visitor cookie) lets the same browser see it after
 * checkout. One order per cart and per idempotency key, so a replayed submit cannot place two.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorToken: uuid('visitor_token').notNull(),
    cartUuid: uuid('cart_uuid').references(() => carts.uuid, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => menus.storeId),
    storeName: text('store_name').notNull(),
    status: text('status').notNull().default('verifying'),
    reservationMode: text('reservation_mode').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress | null>(),
    customerName: text('customer_name').notNull(),
    customerEmailAddress: text('customer_email_address').notNull(),
    customerPhoneNumber: text('customer_phone_number').notNull(),
    promoCode: text('promo_code'),
    queueNumber: integer('queue_number').notNull().default(sql`nextval('order_queue_numbers')`),
    /** Estimated total: discounted subtotal + taxes and fees. */
    amountCents: integer('amount_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountedSubtotalCents: integer('discounted_subtotal_cents').notNull(),
    salesTaxAmountCents: integer('sales_tax_amount_cents').notNull(),
    deliveryFeeAmountCents: integer('delivery_fee_amount_cents').notNull(),
    serviceFeeAmountCents: integer('service_fee_amount_cents').notNull(),
    storeTaxAmountCents: integer('store_tax_amount_cents').notNull(),
    fulfillmentTimeStart: timestamp('fulfillment_time_start', { withTimezone: true }).notNull(),
    fulfillmentTimeEnd: timestamp('fulfillment_time_end', { withTimezone: true }).notNull(),
    /**
     * The medical card a reservation from a medical menu was placed with (decision 0017), for staff
     * to check at pickup; null on recreational menus.
     */
    patientCardNumber: text('patient_card_number'),
    patientCardExpiresOn: date('patient_card_expires_on', { mode: 'string' }),
    /** Why staff cancelled the reservation (app/specials/shopper-mails: CANCEL_REASONS); null otherwise. */
    cancelReason: text('cancel_reason'),
    /** The shopper's rating of the order as a whole (1–5), once finished. */
    rating: smallint('rating'),
    checkedOutTime: timestamp('checked_out_time', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_checked_out_idx').on(t.userId, t.checkedOutTime),
    index('orders_store_status_idx').on(t.storeId, t.status, t.checkedOutTime),
    index('orders_visitor_idx').on(t.visitorToken),
    uniqueIndex('orders_cart_idx').on(t.cartUuid).where(sql`${t.cartUuid} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending','verifying','preparing','ready_for_pickup','delivery_started','delivery_finished','finished','with_review','finished_without_review','cancelled')`,
    ),
    check('orders_mode_check', sql`${t.reservationMode} in ('pickup', 'delivery')`),
    check(
      'orders_delivery_address_check',
      sql`(${t.reservationMode} = 'delivery') = (${t.deliveryAddress} is not null)`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.amountCents} >= 0 and ${t.subtotalCents} >= 0 and ${t.discountedSubtotalCents} >= 0 and ${t.discountedSubtotalCents} <= ${t.subtotalCents} and ${t.salesTaxAmountCents} >= 0 and ${t.deliveryFeeAmountCents} >= 0 and ${t.serviceFeeAmountCents} >= 0 and ${t.storeTaxAmountCents} >= 0`,
    ),
    check('orders_window_check', sql`${t.fulfillmentTimeEnd} > ${t.fulfillmentTimeStart}`),
    check('orders_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('orders_patient_card_check', sql`(${t.patientCardNumber} is null) = (${t.patientCardExpiresOn} is null)`),
  ],
)

/** The products of an order (001 §3 order product) as they were when it was placed. */
export const orderProducts = pgTable(
  'order_products',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** The price id: eighth_ounce, gram, each … */
    priceId: text('price_id').$type<WeightId>().notNull(),
    count: smallint('count').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    kind: text('kind').notNull(),
    kindSubtype: text('kind_subtype'),
    lineage: text('lineage'),
    checkoutPriceCents: integer('checkout_price_cents').notNull(),
    discountedCheckoutPriceCents: integer('discounted_checkout_price_cents'),
    specialTitle: text('special_title'),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    uniqueSlug: text('unique_slug'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId, t.priceId] }),
    index('order_products_product_idx').on(t.productId),
    check('order_products_count_check', sql`${t.count} between 1 and 99`),
    check(
      'order_products_price_check',
      sql`${t.checkoutPriceCents} >= 0 and (${t.discountedCheckoutPriceCents} is null or ${t.discountedCheckoutPriceCents} between 0 and ${t.checkoutPriceCents})`,
    ),
  ],
)

/** Every status an order went through and who moved it (null: the shopper or the system). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.changedAt)],
)

/**
 * Rate-limit counts shared by every app process and app server, so a visitor is counted once however
 * the load balancer spreads their requests: one row per limiter and key (a client address, an email,
 * a shopper) holding its current fixed window (app/site/rate-limit.server.ts). The counts are
 * short-lived, so the migration creates the table UNLOGGED: no WAL for the write on every limited
 * request, at the price of forgetting the counts after a database crash. A sweep deletes windows that
 * ended; it scans the table, which keeps the count's updates free of index maintenance.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** Which limit: 'sign-up', 'sign-in-email', … (two limiters with the same key never share a row). */
    limiter: text('limiter').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.limiter, t.key] }), check('rate_limits_count_check', sql`${t.count} >= 1`)],
)

// --- Issue 16: the search page (branch i16-search) ---

/**
 * The search page's index of articles and recipes (002 §2, §7 'site-pages' index): one row per
 * entry of content/articles and content/recipes, written at start-up by `syncArticleIndex`
 * (app/search/article-index.server.ts) from the content interface. Rows whose content hash is
 * unchanged are left alone and entries gone from the content are deleted, so every start is
 * idempotent and a content change re-indexes. Derived data: emptying it is harmless.
 */
export const searchArticles = pgTable(
  'search_articles',
  {
    /** The entry's page, '/blog/{categorySlug}/{slug}' or '/blog/recipes/{slug}'. */
    path: text('path').primaryKey(),
    kind: text('kind').$type<'article' | 'recipe'>().notNull(),
    slug: text('slug').notNull(),
    categorySlug: text('category_slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    /** Two-letter codes of the states the entry is about (the Ohio-versus-Main filter, 002 §6). */
    states: text('states').array().notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    /** Recipes: minutes of preparation and the difficulty list (002 §3 other_display_info). */
    preparationTime: integer('preparation_time'),
    preparationDifficulty: text('preparation_difficulty').array().notNull(),
    /** A hash of everything indexed; a changed hash rewrites the row. */
    contentHash: text('content_hash').notNull(),
    /** English stems: title A, sub-title and description B, category and body C. */
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    check('search_articles_kind_check', sql`${t.kind} in ('article', 'recipe')`),
    index('search_articles_vector_idx').using('gin', t.searchVector),
  ],
)

/**
 * The words of each product of the catalogue for the search page's products across stores (one row
 * per product, not per store product as in search_products): name, brand, line, kind, subtype and
 * lineage, English stems, accents folded. Written by `syncProductTexts`
 * (app/search/product-texts.server.ts) at every start, after the seed; only changed rows are
 * rewritten. Derived data.
 */
export const searchProductTexts = pgTable(
  'search_product_texts',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    searchVector: tsvector('search_vector').notNull(),
    /** The name's words alone: hits whose name holds every word rank first. */
    nameVector: tsvector('name_vector').notNull(),
    /** The stores carrying the product (menu_products), so a host's products are found without a join per product. */
    storeIds: integer('store_ids').array().notNull(),
  },
  (t) => [index('search_product_texts_vector_idx').using('gin', t.searchVector)],
)
// --- end issue 16: search ---
// --- Issue 17: forms (leads and their uploads; branch i17-contact) ---

export type FormType = 'contact us' | 'patient registration' | 'virginia preregistration' | 'new york registration' | 'support chat'

/**
 * A form a visitor sent (002 §3 lead payloads): who to answer and where, and the payload as the
 * specification shapes it (`payload`, e.g. form_details{user_query, user_message, user_attachments}).
 * Staff of the dispensary read it on /staff/leads; the store's mail is queued in the same
 * transaction, so a lead is stored even when the mail cannot be sent yet.
 */
export const formLeads = pgTable(
  'form_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formType: text('form_type').$type<FormType>().notNull(),
    dispensaryId: integer('dispensary_id')
      .notNull()
      .references(() => dispensaries.id, { onDelete: 'cascade' }),
    leadEmail: text('lead_email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_leads_dispensary_idx').on(t.dispensaryId, t.createdAt)],
)

export type FormUploadStatus = 'pending' | 'received' | 'confirmed'

/**
 * A file sent through the signed-URL protocol (app/forms/uploads): requested ('pending'), its bytes
 * stored ('received'), checked by content ('confirmed', with the sniffed type), then attached to
 * one lead. The bytes live in upload storage under `storage_key`, never in a public folder.
 */
export const formUploads = pgTable(
  'form_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<FormUploadStatus>().notNull().default('pending'),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    /** What the browser said the file is; the sniffed type is what counts. */
    declaredType: text('declared_type').notNull(),
    sniffedType: text('sniffed_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    leadId: uuid('lead_id').references(() => formLeads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('form_uploads_lead_idx').on(t.leadId),
    // The sweep of uploads never attached to a lead (purgeExpiredUploads).
    index('form_uploads_unattached_idx').on(t.expiresAt).where(sql`${t.leadId} is null`),
    check('form_uploads_status_check', sql`${t.status} in ('pending', 'received', 'confirmed')`),
  ],
)
// --- end issue 17: forms ---
export type NewsletterStatus = 'pending' | 'subscribed' | 'unsubscribed'

/**
 * Issue 16 (branch i16-pages): sign-ups for the Cannabis Insider newsletter, with double opt-in
 * (app/newsletter/). One row per address (lower-cased): 'pending' until the mailed link is opened,
 * then 'subscribed'; 'unsubscribed' keeps the row so a later sign-up starts a fresh opt-in.
 * `requested_at` is the moment of the latest sign-up: a confirm link names it, so only the newest
 * link works.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'subscribed', 'unsubscribed')`),
  ],
)

// --- Issue 19: operators (menu import and roles; branch i19-import) ---

/**
 * A store's menu as its point of sale names it: one row per SKU a menu import has seen for the
 * store, pointing at the product the import made for it (app/operators/menu-import.server.ts). SKUs
 * are the store's own, so one store's file never rewrites another store's products. A SKU missing
 * from a later file is taken off the menu (its menu_products row goes) but keeps its row here and its
 * product, so orders, reviews and carts that name the product keep working and a later file that
 * lists the SKU again puts the same product back. Image references are kept as given, never fetched.
 */
export const operatorMenuSkus = pgTable(
  'operator_menu_skus',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => menus.storeId, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** On the store's menu since the last import that listed it; false once a later file left it out. */
    listed: boolean('listed').notNull().default(true),
    /** The file's image paths or URLs, as given (a reference for the store's own systems). */
    imageRefs: text('image_refs').array().notNull().default(sql`'{}'::text[]`),
    labResultsUrl: text('lab_results_url'),
    /** The file's lineage (genetics) text, e.g. 'Blue Dream × Durban Poison'. */
    lineage: text('lineage'),
    /** Which menus the file lists the SKU on: 'adult-use', 'medical' or 'both'. */
    menuScope: text('menu_scope').notNull().default('both'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.sku] }),
    uniqueIndex('operator_menu_skus_product_idx').on(t.storeId, t.productId),
    check('operator_menu_skus_scope_check', sql`${t.menuScope} in ('adult-use', 'medical', 'both')`),
  ],
)
// --- end issue 19: operators ---
// --- Issue 18: support chat (branch i18-chat; app/chat/) ---
export type ChatStatus = 'queued' | 'active' | 'ended'
/** 'adult-21': the visitor affirmed being 21 or older; 'medical-patient': a registered patient (medical stores only). */
export type ChatAffirmation = 'adult-21' | 'medical-patient'
export type ChatAuthor = 'visitor' | 'agent' | 'system'

/**
 * A support chat with one store (a menu's store id): queued until an agent of the store's
 * dispensary accepts it, active while they talk, ended by either side. The visitor is 'Customer'
 * to the agent (000 §3); the age affirmation given before the first message is kept with the
 * transcript (domain notes: individual communication).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => menus.storeId, { onDelete: 'cascade' }),
    status: text('status').$type<ChatStatus>().notNull().default('queued'),
    visitorName: text('visitor_name').notNull().default('Customer'),
    /** The signed-in shopper who started it, if any. */
    visitorUserId: text('visitor_user_id').references(() => users.id, { onDelete: 'set null' }),
    affirmation: text('affirmation').$type<ChatAffirmation>().notNull(),
    affirmedAt: timestamp('affirmed_at', { withTimezone: true }).notNull(),
    agentUserId: text('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    agentName: text('agent_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_conversations_store_status_idx').on(t.storeId, t.status, t.createdAt),
    check('chat_conversations_status_check', sql`${t.status} in ('queued', 'active', 'ended')`),
    check('chat_conversations_affirmation_check', sql`${t.affirmation} in ('adult-21', 'medical-patient')`),
  ],
)

/** One line of a chat's transcript: plain text, at most 2,000 characters, rendered escaped. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<ChatAuthor>().notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    check('chat_messages_author_check', sql`${t.author} in ('visitor', 'agent', 'system')`),
    check('chat_messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
)

/**
 * An agent's open console that says 'available': one row per socket connection, refreshed by its
 * app server every few seconds, deleted when the socket closes. A row not refreshed for a while
 * (its server died) no longer counts. Agents are available for a store when a fresh row exists for
 * a staff member of the store's dispensary.
 */
export const chatAgentPresence = pgTable(
  'chat_agent_presence',
  {
    connectionId: uuid('connection_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dispensaryId: integer('dispensary_id')
      .notNull()
      .references(() => dispensaries.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_agent_presence_dispensary_idx').on(t.dispensaryId, t.seenAt)],
)
// --- end issue 18: support chat ---
