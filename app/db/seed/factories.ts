/**
 * Test factories: each inserts one realistic row (building it with the same pure builders as the
 * demo-chain seed) and returns it. Anything a test cares about goes in `overrides`; the rest gets
 * sensible defaults that stay unique within a database. Parents are created on demand, so
 * `createMenuProduct(db)` alone yields a state, a dispensary, a menu, a brand and a product.
 *
 * Defaults avoid Ohio (hidden outside the Ohio host) and pick curated states, towns and brands
 * that are not yet in the database, so tests read like the real storefront.
 */
import { isReservedLocationSlug } from '~/locator/reserved-slugs'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../client.server'
import {
  brands,
  dispensaries,
  menuProducts,
  menuProductVariants,
  menus,
  products,
  reviews,
  specialProducts,
  specials,
  states,
  type WeightId,
} from '../schema'
import {
  applyDiscounts,
  buildBrand,
  buildDispensary,
  buildMenuProduct,
  buildProduct,
  buildReview,
  buildSpecial,
  buildState,
  buildVariants,
  type BrandRow,
  type DiscountType,
  type DispensaryRow,
  FIRST_PRODUCT_ID,
  FIRST_SPECIAL_ID,
  FIRST_STORE_ID,
  type MenuProductRow,
  type MenuRow,
  type ProductRow,
  productSlugCandidates,
  type ReviewRow,
  type SpecialRow,
  type SpecialType,
  type StateRow,
  type VariantRow,
} from './builders'
import { summarizeReviews } from '~/reviews/review-summary'
import { BRANDS, slugify } from './lists/brands'
import { DEMO_LOCATIONS, EXTRA_TOWNS, type MenuPlan, type Town } from './lists/locations'
import { STATES, type StateInfo } from './lists/states'
import { STRAINS } from './lists/strains'
import type { Kind, Lineage } from './lists/vocabulary'
import { createRandom, hashString } from './random'

/**
 * Factories write the catalogue tables only; a test that searches calls this once its products
 * are in place (all stores, or the ones given).
 */
export { refreshSearchIndex } from '~/catalog/search/index.server'

let sequence = 0
const nextSequence = () => ++sequence
const rngFor = (label: string) => createRandom(hashString(`factory:${label}`))

async function nextId(db: Database, table: string, column: string, first: number): Promise<number> {
  const result = await db.execute<{ id: number }>(
    sql`select greatest(coalesce(max(${sql.identifier(column)}), 0) + 1, ${first})::int as id from ${sql.identifier(table)}`,
  )
  return Number(result.rows[0]?.id ?? first)
}

// ---------------------------------------------------------------------------------------------

export async function createState(db: Database, overrides: Partial<StateRow> = {}): Promise<StateRow> {
  const n = nextSequence()
  const taken = await db.select({ slug: states.slug, code: states.code }).from(states)
  const free = STATES.filter(
    (s) => s.code !== 'OH' && !taken.some((t) => t.slug === s.slug || t.code === s.code),
  )
  const info: StateInfo = free[0] ?? {
    name: `Territory ${n}`,
    slug: `territory-${n}`,
    code: `T${n}`,
    licenceAdultUse: 'AU-####',
    licenceMedical: 'MED-####',
  }
  const { id, ...row } = { ...buildState(info, 0), ...overrides }
  const [inserted] = await db
    .insert(states)
    .values(id ? { id, ...row } : row)
    .returning()
  return inserted as StateRow
}

export type DispensaryOverrides = Partial<DispensaryRow> & {
  /** Which menus the store is described as having (tags, hours, licences); default recreational. */
  plan?: MenuPlan
}

export async function createDispensary(db: Database, overrides: DispensaryOverrides = {}): Promise<DispensaryRow> {
  const n = nextSequence()
  const { plan = 'recreational', ...fields } = overrides
  const state = fields.stateId
    ? ((await db.select().from(states).where(eq(states.id, fields.stateId)))[0] as StateRow | undefined)
    : await createState(db)
  if (!state) throw new Error(`createDispensary: state ${fields.stateId} does not exist`)
  const info = STATES.find((s) => s.code === state.code) ?? {
    ...state,
    licenceAdultUse: 'AU-####',
    licenceMedical: 'MED-####',
  }
  const usedSlugs = new Set(
    (await db.select({ slug: dispensaries.slug }).from(dispensaries).where(eq(dispensaries.stateId, state.id))).map(
      (r) => r.slug,
    ),
  )
  const towns: Town[] = [...DEMO_LOCATIONS, ...EXTRA_TOWNS].filter((t) => t.state === state.code)
  const town: Town =
    towns.find((t) => !usedSlugs.has(slugify(t.town))) ??
    towns[0] ?? {
      state: state.code,
      town: 'Springfield',
      zip: '00000',
      lat: 40,
      lng: -90,
      areaCode: '555',
      timeZone: 'America/Chicago',
      street: `${100 + n} Main St`,
    }
  const townSlug = slugify(town.town)
  const slug = usedSlugs.has(townSlug) ? `${townSlug}-${n}` : townSlug
  const location = DEMO_LOCATIONS.find((l) => l.state === town.state && l.town === town.town)
  const row = buildDispensary(rngFor(`dispensary:${n}`), {
    id: 0,
    stateId: state.id,
    state: info,
    town: location ?? town,
    plan,
    name: `Northmeadow ${town.town}${slug === townSlug ? '' : ` ${n}`}`,
    slug,
    sequence: n,
    delivery: location?.delivery,
    lounge: location?.lounge,
    chat: location?.chat,
    referenceDate: new Date(),
  })
  if (fields.slug !== undefined && isReservedLocationSlug(fields.slug)) {
    throw new Error(`A dispensary may not take the reserved slug '${fields.slug}'`)
  }
  const { id, ...values } = { ...row, ...fields, stateId: state.id }
  const [inserted] = await db
    .insert(dispensaries)
    .values(id ? { id, ...values } : values)
    .returning()
  return inserted as DispensaryRow
}

export async function createMenu(db: Database, overrides: Partial<MenuRow> = {}): Promise<MenuRow> {
  const dispensaryId = overrides.dispensaryId ?? (await createDispensary(db)).id
  const kind = overrides.kind ?? 'recreational'
  const existing = await db.select().from(menus).where(eq(menus.dispensaryId, dispensaryId))
  const row: MenuRow = {
    storeId: overrides.storeId ?? (await nextId(db, 'menus', 'store_id', FIRST_STORE_ID)),
    dispensaryId,
    kind,
    showCardRatings: overrides.showCardRatings ?? true,
    slug: kind === 'recreational' ? 'recreational-menu' : 'medical-menu',
    isDefault: !existing.some((m) => m.isDefault),
    ...overrides,
  }
  const [inserted] = await db.insert(menus).values(row).returning()
  return inserted as MenuRow
}

export async function createBrand(db: Database, overrides: Partial<BrandRow> = {}): Promise<BrandRow> {
  const n = nextSequence()
  const taken = new Set((await db.select({ name: brands.name }).from(brands)).map((b) => b.name))
  const info = BRANDS.find((b) => !taken.has(b.name))
  const row = buildBrand({
    id: 0,
    name: info?.name ?? `${BRANDS[n % BRANDS.length]?.name} ${n}`,
    description: info?.description ?? 'Craft cannabis from a small, independent grower.',
  })
  const { id, ...values } = { ...row, ...(overrides.name && !overrides.slug ? { slug: slugify(overrides.name) } : {}), ...overrides }
  const [inserted] = await db
    .insert(brands)
    .values(id ? { id, ...values } : values)
    .returning()
  return inserted as BrandRow
}

export type ProductOverrides = Partial<ProductRow> & {
  kind?: Kind
  /** Name of a strain from the curated list to base the product on, e.g. 'Blue Dream'. */
  strain?: string
}

export async function createProduct(db: Database, overrides: ProductOverrides = {}): Promise<ProductRow> {
  const { strain: strainName, ...fields } = overrides
  const brand = fields.brandId
    ? ((await db.select().from(brands).where(eq(brands.id, fields.brandId)))[0] as BrandRow | undefined)
    : await createBrand(db)
  if (!brand) throw new Error(`createProduct: brand ${fields.brandId} does not exist`)
  const id = fields.id ?? (await nextId(db, 'products', 'id', FIRST_PRODUCT_ID))
  const kind = (fields.kind ?? 'flower') as Kind
  const rng = rngFor(`product:${id}`)
  const strain =
    STRAINS.find((s) => s.name === strainName) ??
    (fields.category ? rng.pick(STRAINS.filter((s) => s.lineage === (fields.category as Lineage))) : undefined)
  const built = buildProduct(rng, {
    id,
    brand: { ...brand, lines: BRANDS.find((b) => b.name === brand.name)?.lines },
    kind,
    subtype: fields.rootSubtype ?? undefined,
    strain,
    referenceDate: new Date(),
  })
  const row: ProductRow = { ...built, ...fields, id, brandId: brand.id, kind }
  if (!fields.uniqueSlug) {
    const candidates = productSlugCandidates(row.name, brand.slug, id)
    const taken = new Set(
      (await db.select({ slug: products.uniqueSlug }).from(products).where(inArray(products.uniqueSlug, candidates))).map(
        (r) => r.slug,
      ),
    )
    row.uniqueSlug = candidates.find((c) => !taken.has(c)) ?? candidates[2]
  }
  const [inserted] = await db.insert(products).values(row).returning()
  return inserted as ProductRow
}

export type VariantOverrides = Partial<Omit<VariantRow, 'storeId' | 'productId'>> & { weight: WeightId }

export type MenuProductOverrides = Partial<MenuProductRow> & {
  /** The weights offered and their prices; by default the product's own weights, all in stock. */
  variants?: VariantOverrides[]
}

export type CreatedMenuProduct = MenuProductRow & { variants: VariantRow[] }

export async function createMenuProduct(db: Database, overrides: MenuProductOverrides = {}): Promise<CreatedMenuProduct> {
  const { variants: variantOverrides, ...fields } = overrides
  const storeId = fields.storeId ?? (await createMenu(db)).storeId
  const product = fields.productId
    ? ((await db.select().from(products).where(eq(products.id, fields.productId)))[0] as ProductRow | undefined)
    : await createProduct(db)
  if (!product) throw new Error(`createMenuProduct: product ${fields.productId} does not exist`)
  const rng = rngFor(`menu-product:${storeId}:${product.id}`)
  const row: MenuProductRow = {
    ...buildMenuProduct(rng, { storeId, product, referenceDate: new Date(), bestSelling: false }),
    ...fields,
    storeId,
    productId: product.id,
  }
  // Tests expect a product to be buyable unless they say otherwise.
  const built = buildVariants(rng, { menuProduct: row, product }).map((v) => ({ ...v, inventory: v.inventory || 10 }))
  const variants: VariantRow[] = variantOverrides
    ? variantOverrides.map((v) => {
        const base = built.find((b) => b.weight === v.weight) ?? built[0]
        return {
          storeId,
          productId: product.id,
          price: base?.price ?? 20,
          discountedPrice: null,
          inventory: 10,
          thcPotency: base?.thcPotency ?? row.percentThc,
          thcaPotency: base?.thcaPotency ?? row.percentThca,
          cbdPotency: base?.cbdPotency ?? row.percentCbd,
          ...v,
        }
      })
    : built
  const [inserted] = await db.insert(menuProducts).values(row).returning()
  const insertedVariants = variants.length ? await db.insert(menuProductVariants).values(variants).returning() : []
  return { ...(inserted as MenuProductRow), variants: insertedVariants }
}

export type SpecialOverrides = Partial<SpecialRow> & {
  specialType?: SpecialType
  discountType?: DiscountType
  /** Store products the special applies to (they must be on the store's menu). */
  productIds?: number[]
  /** Leave out the photo: 'none' stores null, 'empty' stores urls that are both null. */
  photoless?: 'none' | 'empty'
}

/**
 * A special (by default a live 20 % product special). When it is a live product special, the
 * linked products' variants get their discounted price, as the seed does.
 */
export async function createSpecial(db: Database, overrides: SpecialOverrides = {}): Promise<SpecialRow> {
  const { productIds = [], photoless, ...fields } = overrides
  const storeId = fields.storeId ?? (await createMenu(db)).storeId
  const id = fields.id ?? (await nextId(db, 'specials', 'id', FIRST_SPECIAL_ID))
  const now = new Date()
  const discountType = fields.discountType ?? 'percent'
  const value =
    discountType === 'percent'
      ? (fields.discountPercent ?? 20)
      : discountType === 'dollar_amount'
        ? (fields.discountDollarAmount ?? 5)
        : (fields.discountTargetPrice ?? 25)
  const title =
    fields.title ?? (discountType === 'percent' ? `${value}% off` : discountType === 'dollar_amount' ? `$${value} off` : `Select items $${value}`)
  const row: SpecialRow = {
    ...buildSpecial({
      id,
      storeId,
      title,
      specialType: fields.specialType ?? 'product',
      discountType,
      value,
      startDate: new Date(now.getTime() - 86_400_000),
      endDate: new Date(now.getTime() + 7 * 86_400_000),
      photo: photoless ?? 'photo',
      updatedAt: now,
    }),
    ...fields,
    id,
    storeId,
  }
  const [inserted] = await db.insert(specials).values(row).returning()
  if (productIds.length) {
    const links = productIds.map((productId) => ({ specialId: id, storeId, productId }))
    await db.insert(specialProducts).values(links)
    const variants = await db
      .select()
      .from(menuProductVariants)
      .where(and(eq(menuProductVariants.storeId, storeId), inArray(menuProductVariants.productId, productIds)))
    const before = variants.map((v) => v.discountedPrice)
    applyDiscounts(variants, new Map([[id, row]]), links, now)
    for (const [index, variant] of variants.entries()) {
      if (variant.discountedPrice == null || variant.discountedPrice === before[index]) continue
      if (before[index] != null && (before[index] as number) <= variant.discountedPrice) continue
      await db
        .update(menuProductVariants)
        .set({ discountedPrice: variant.discountedPrice })
        .where(
          and(
            eq(menuProductVariants.storeId, storeId),
            eq(menuProductVariants.productId, variant.productId),
            eq(menuProductVariants.weight, variant.weight),
          ),
        )
    }
  }
  return inserted as SpecialRow
}

/** A review; the product's rating, review count, activities and feelings are kept in step. */
export async function createReview(db: Database, overrides: Partial<ReviewRow> = {}): Promise<ReviewRow> {
  const n = nextSequence()
  const product = overrides.productId
    ? ((await db.select().from(products).where(eq(products.id, overrides.productId)))[0] as ProductRow | undefined)
    : await createProduct(db)
  if (!product) throw new Error(`createReview: product ${overrides.productId} does not exist`)
  const built = buildReview(rngFor(`review:${n}`), { id: 0, product, referenceDate: new Date() })
  const { id, ...values } = { ...built, ...overrides, productId: product.id }
  const [inserted] = await db
    .insert(reviews)
    .values(id ? { id, ...values } : values)
    .returning()
  await refreshReviewSummary(db, product.id)
  return inserted as ReviewRow
}

/** Recompute a product's review aggregates from its reviews. */
export async function refreshReviewSummary(db: Database, productId: number): Promise<void> {
  const list = await db
    .select({ rating: reviews.rating, hidden: reviews.hidden, activities: reviews.activities, feelings: reviews.feelings })
    .from(reviews)
    .where(eq(reviews.productId, productId))
  await db.update(products).set(summarizeReviews(list)).where(eq(products.id, productId))
}
