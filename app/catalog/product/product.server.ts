import { and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { brands, dispensaries, menuProducts, menuProductVariants, menus, products, specialProducts, specials, states } from '~/db/schema'
import { isStateInRegion, type Region } from '~/site/host-mode'
import { type ProductCardModel, toProductCardModel, weightNameOf } from '../card-model'
import { facetListingHref, seeAllLabel } from '../components/carousels/listing-links'
import { KIND_ROWS } from '../components/carousels/row-plan'
import { asLineage, discountToShow, LINEAGE_LABELS, menuPagePath, weightLabel } from '../format'
import { emptyMenuQuery } from '../search/query'
import { searchMenu } from '../search/search.server'
import { WEIGHT_KEYS } from '../search/types'
import { DEFAULT_MAX_CART_LIMIT } from './product-rules'
import type { LabResultValue, ProductDetail, ProductStore, ProductVariant } from './types'

/** What looking up a product page finds. Anything but 'found' is the page's 404. */
export type ProductPageLookup =
  | { status: 'found'; store: ProductStore; product: ProductDetail }
  | { status: 'no-store' | 'out-of-region' | 'not-carried' }

/**
 * The product detail record of one store's product (000 §3): the product with its brand, the
 * store's offer (notes, limit, headline potencies), every weight's price, stock and potency, the
 * live special's title, lab results and terpenes, and the store's dispensary (for the breadcrumbs,
 * the canonical url and the region check). Three reads run side by side; none waits for another.
 *
 * A store outside the request's region is not found: Ohio stores exist only on the Ohio host and
 * the other stores only elsewhere, as on the menu pages.
 */
export async function loadProductPage(
  storeId: number,
  productId: number,
  region: Region,
  options: { now?: Date } = {},
): Promise<ProductPageLookup> {
  const db = getDb()
  const now = options.now ?? new Date()
  const [rows, variantRows, specialRows] = await Promise.all([
    db
      .select({
        storeId: menus.storeId,
        menuSlug: menus.slug,
        menuKind: menus.kind,
        dispensaryName: dispensaries.name,
        dispensarySlug: dispensaries.slug,
        city: dispensaries.city,
        reviewsDisabled: dispensaries.reviewsDisabled,
        stateName: states.name,
        stateSlug: states.slug,
        stateCode: states.code,
        productId: products.id,
        name: products.name,
        uniqueSlug: products.uniqueSlug,
        kind: products.kind,
        rootSubtype: products.rootSubtype,
        category: products.category,
        brandSubtype: products.brandSubtype,
        description: products.description,
        dosage: products.dosage,
        amount: products.amount,
        imageUrls: products.imageUrls,
        labResults: products.labResults,
        terpenes: products.terpenes,
        aggregateRating: products.aggregateRating,
        reviewCount: products.reviewCount,
        brand: brands.name,
        storeNotes: menuProducts.storeNotes,
        maxCartQuantity: menuProducts.maxCartQuantity,
        percentThc: menuProducts.percentThc,
        percentCbd: menuProducts.percentCbd,
        percentThca: menuProducts.percentThca,
      })
      .from(menus)
      .innerJoin(dispensaries, eq(dispensaries.id, menus.dispensaryId))
      .innerJoin(states, eq(states.id, dispensaries.stateId))
      .leftJoin(menuProducts, and(eq(menuProducts.storeId, menus.storeId), eq(menuProducts.productId, productId)))
      .leftJoin(products, eq(products.id, menuProducts.productId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(eq(menus.storeId, storeId))
      .limit(1),
    db
      .select({
        weight: menuProductVariants.weight,
        price: menuProductVariants.price,
        discountedPrice: menuProductVariants.discountedPrice,
        inventory: menuProductVariants.inventory,
        thc: menuProductVariants.thcPotency,
        thca: menuProductVariants.thcaPotency,
        cbd: menuProductVariants.cbdPotency,
      })
      .from(menuProductVariants)
      .where(and(eq(menuProductVariants.storeId, storeId), eq(menuProductVariants.productId, productId))),
    // The sale label names a product special (the one that changes the price) before bundles,
    // as the menu's hits do.
    db
      .select({ title: specials.title })
      .from(specialProducts)
      .innerJoin(specials, eq(specials.id, specialProducts.specialId))
      .where(
        and(
          eq(specialProducts.storeId, storeId),
          eq(specialProducts.productId, productId),
          eq(specials.enabled, true),
          ne(specials.specialType, 'qualified_group'),
          or(isNull(specials.startDate), lte(specials.startDate, now)),
          or(isNull(specials.endDate), gte(specials.endDate, now)),
        ),
      )
      .orderBy(sql`${specials.specialType} = 'product' desc`, specials.id)
      .limit(1),
  ])

  const row = rows[0]
  if (!row) return { status: 'no-store' }
  if (!isStateInRegion(row.stateCode, region)) return { status: 'out-of-region' }
  if (row.productId === null || row.name === null || row.kind === null || row.uniqueSlug === null) return { status: 'not-carried' }

  const store: ProductStore = {
    storeId: row.storeId,
    menuSlug: row.menuSlug,
    menuKind: row.menuKind,
    menuPath: menuPagePath(row.stateSlug, row.dispensarySlug, row.storeId, row.menuSlug),
    dispensaryName: row.dispensaryName,
    dispensarySlug: row.dispensarySlug,
    dispensaryPath: `/dispensaries/${row.stateSlug}/${row.dispensarySlug}`,
    city: row.city,
    stateName: row.stateName,
    stateSlug: row.stateSlug,
    stateCode: row.stateCode,
    reviewsDisabled: row.reviewsDisabled,
  }

  const order = (key: string) => (WEIGHT_KEYS as readonly string[]).indexOf(key)
  const variants: ProductVariant[] = variantRows
    .filter((v) => order(v.weight) >= 0)
    .sort((a, b) => order(a.weight) - order(b.weight))
    .map((v) => {
      const discountedPrice = discountToShow(v.price, v.discountedPrice)
      return {
        key: v.weight,
        name: weightNameOf(v.weight),
        label: weightLabel(v.weight),
        price: v.price,
        discountedPrice,
        unitPrice: discountedPrice ?? v.price,
        inventory: Math.max(0, v.inventory),
        thc: v.thc,
        thca: v.thca,
        cbd: v.cbd,
      }
    })

  const lineage = asLineage(row.category)
  const maxCartQuantity = row.maxCartQuantity && row.maxCartQuantity > 0 ? row.maxCartQuantity : DEFAULT_MAX_CART_LIMIT
  const labResults: LabResultValue[] = (row.labResults ?? []).filter((r) => (WEIGHT_KEYS as readonly string[]).includes(r.priceId)) as LabResultValue[]

  const product: ProductDetail = {
    productId: row.productId,
    name: row.name,
    uniqueSlug: row.uniqueSlug,
    brand: row.brand ?? '',
    brandSubtype: row.brandSubtype,
    kind: row.kind,
    rootSubtype: row.rootSubtype,
    lineage,
    strainsLabel: lineage ? LINEAGE_LABELS[lineage] : null,
    description: row.description ?? '',
    storeNotes: row.storeNotes?.trim() || null,
    specialTitle: specialRows[0]?.title ?? null,
    dosage: row.dosage,
    amount: row.amount,
    images: (row.imageUrls ?? []).filter((url) => url.trim() !== ''),
    variants,
    maxCartQuantity,
    aggregateRating: row.aggregateRating,
    reviewCount: row.reviewCount ?? 0,
    percentThc: row.percentThc,
    percentCbd: row.percentCbd,
    percentThca: row.percentThca,
    labResults,
    terpenes: row.terpenes ?? [],
    outOfStock: variants.every((v) => v.inventory <= 0),
  }
  return { status: 'found', store, product }
}

/** Up to this many related products in the carousel. */
export const RELATED_PRODUCTS = 12

/** The related products carousel: a product row in the menu carousels' shape. */
export type RelatedProducts = {
  key: string
  title: string
  variant: 'top-cta'
  total: number
  seeAll: { label: string; href: string }
  cards: ProductCardModel[]
}

/**
 * Related products: the same category (kind: flower, vape …) at the same store, in stock, not this
 * product, in the menu's featured order, as product cards. It goes through the menu search, so the
 * cards carry exactly what the menu's cards carry (live specials, ratings, weights). Null when the
 * store has nothing else of the kind in stock.
 */
export async function loadRelatedProducts(
  store: Pick<ProductStore, 'storeId' | 'menuPath'>,
  product: Pick<ProductDetail, 'productId' | 'kind'>,
  options: { now?: Date; isOhioHost: boolean },
): Promise<RelatedProducts | null> {
  const now = options.now ?? new Date()
  const query = { ...emptyMenuQuery(store.storeId), refinements: { kind: [product.kind] } }
  // A few more than needed: out-of-stock products and this one are dropped afterwards.
  const result = await searchMenu(query, { menuPagePath: store.menuPath, now, hitsPerPage: RELATED_PRODUCTS * 2 })
  const cards = result.hits
    .filter((hit) => hit.in_stock && hit.product_id !== product.productId)
    .slice(0, RELATED_PRODUCTS)
    .map((hit) => toProductCardModel(hit, { now, isOhioHost: options.isOhioHost }))
  if (cards.length === 0) return null
  const kindTitle = KIND_ROWS.find((row) => row.kind === product.kind)?.title ?? product.kind
  return {
    key: `related-${product.kind}`,
    title: `More ${kindTitle.toLowerCase()} at this store`,
    variant: 'top-cta',
    total: result.total,
    seeAll: {
      label: seeAllLabel(result.total),
      href: facetListingHref(store.menuPath, emptyMenuQuery(store.storeId), 'kind', product.kind),
    },
    cards,
  }
}
