import { bestDiscountedPrice, type SpecialDiscount } from '~/specials/pricing'
import { liveProductDiscountsSql, saleLabelOrder } from '~/specials/pricing.server'
import { and, eq, sql } from 'drizzle-orm'
import { preparedQuery } from '~/db/prepared-query.server'
import { brands, dispensaries, menuProducts, menus, products, states, type IndexedVariant } from '~/db/schema'
import { isStateInRegion, type Region } from '~/site/host-mode'
import type { ProductCardModel } from '../card-model'
import { catalogueVersionSql } from '../catalogue-version.server'
import { weightNameOf } from '../search/types'
import { facetListingHref, seeAllLabel } from '../components/carousels/listing-links'
import { FIRST_PRODUCT_SLIDES } from '../components/carousels/row-plan'
import { asLineage, discountToShow, LINEAGE_LABELS, menuPagePath, weightLabel } from '../format'
import { emptyMenuQuery } from '../search/query'
import { loadKindRow, storeServedAt } from '../carousels.server'
import { WEIGHT_KEYS } from '../search/types'
import { DEFAULT_MAX_CART_LIMIT } from './product-rules'
import type { LabResultValue, ProductDetail, ProductStore, ProductVariant } from './types'

/** What looking up a product page finds. Anything but 'found' is the page's 404. */
export type ProductPageLookup =
  | { status: 'found'; store: ProductStore; product: ProductDetail; catalogueVersion: string }
  | { status: 'no-store' | 'out-of-region' | 'not-carried' }

/**
 * The page's store, dispensary and product row (one row; no product fields when the store does not
 * carry it), with every weight's price, stock and potency, the sale label, the live product
 * specials' discounts and the store's catalogue version (for the related row) in the same
 * statement: each statement is a round trip to PostgreSQL and its share of the server's CPU, and
 * the page made five.
 */
const productPageRow = preparedQuery((db) =>
  db
    .select({
      storeId: menus.storeId,
      menuSlug: menus.slug,
      menuKind: menus.kind,
      dispensaryName: dispensaries.name,
      dispensarySlug: dispensaries.slug,
      city: dispensaries.city,
      reviewsDisabled: dispensaries.reviewsDisabled,
      showCardRatings: menus.showCardRatings,
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
      gramsPerUnit: products.gramsPerUnit,
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
      variants: sql<IndexedVariant[] | null>`(
        select json_agg(json_build_object(
          'weight', v.weight, 'price', v.price, 'discountedPrice', v.discounted_price, 'inventory', v.inventory,
          'thc', v.thc_potency, 'thca', v.thca_potency, 'cbd', v.cbd_potency))
        from menu_product_variants v
        where v.store_id = ${menuProducts.storeId} and v.product_id = ${menuProducts.productId}
      )`,
      // The sale label: a live product special (the one that changes the price) before bundles, as the menu's cards name it.
      specialTitle: sql<string | null>`(
        select s.title
        from special_products sx
        join specials s on s.id = sx.special_id
        where sx.store_id = ${menuProducts.storeId} and sx.product_id = ${menuProducts.productId}
          and s.enabled and s.special_type <> 'qualified_group'
          and (s.start_date is null or s.start_date <= ${sql.placeholder('now')}::timestamptz)
          and (s.end_date is null or s.end_date > ${sql.placeholder('now')}::timestamptz)
        order by ${sql.raw(saleLabelOrder("s.special_type = 'product'", 's.id'))}
        limit 1
      )`,
      // The live product specials' discounts: the page's prices follow them as the menu's cards do.
      discounts: sql<SpecialDiscount[] | null>`${liveProductDiscountsSql(sql`${menuProducts.storeId}`, sql`${menuProducts.productId}`, sql`${sql.placeholder('now')}`)}`,
      catalogueVersion: sql<string>`${catalogueVersionSql(sql`${menus.storeId}`)}`,
    })
    .from(menus)
    .innerJoin(dispensaries, eq(dispensaries.id, menus.dispensaryId))
    .innerJoin(states, eq(states.id, dispensaries.stateId))
    .leftJoin(menuProducts, and(eq(menuProducts.storeId, menus.storeId), eq(menuProducts.productId, sql.placeholder('productId'))))
    .leftJoin(products, eq(products.id, menuProducts.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(menus.storeId, sql.placeholder('storeId')))
    .limit(1)
    .prepare('product_page_row'),
)

/**
 * The product detail record of one store's product (000 §3): the product with its brand, the
 * store's offer (notes, limit, headline potencies), every weight's price, stock and potency, the
 * live special's title, lab results and terpenes, and the store's dispensary (for the breadcrumbs,
 * the canonical url and the region check), in one statement; with it the store's catalogue version,
 * which the related row is kept under.
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
  const now = options.now ?? new Date()
  const rows = await productPageRow().execute({ storeId, productId, now: now.toISOString() })
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
    showCardRatings: row.showCardRatings,
  }

  const order = (key: string) => (WEIGHT_KEYS as readonly string[]).indexOf(key)
  const liveDiscounts = row.discounts ?? []
  const variants: ProductVariant[] = (row.variants ?? [])
    .filter((v) => order(v.weight) >= 0)
    .sort((a, b) => order(a.weight) - order(b.weight))
    .map((v) => {
      const discountedPrice = discountToShow(v.price, bestDiscountedPrice(v.price, v.discountedPrice, liveDiscounts))
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
    specialTitle: row.specialTitle,
    dosage: row.dosage,
    amount: row.amount,
    gramsPerUnit: row.gramsPerUnit === null ? null : Number(row.gramsPerUnit),
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
  return { status: 'found', store, product, catalogueVersion: row.catalogueVersion }
}

/** The related products carousel: a product row in the menu carousels' shape. */
export type RelatedProducts = {
  key: string
  title: string
  variant: 'top-cta'
  total: number
  seeAll: { label: string; href: string }
  cards: ProductCardModel[]
  cardCount: number
}

/**
 * Related products: the store's menu row of the product's kind (flower, vape …) without this
 * product and without what is out of stock, as product cards: the row a shopper sees on the menu,
 * from the same memory as the menu page (kept per catalogue version, in this process and for the
 * others in store_views), so a product page costs no read of its own once the store's menu has
 * been worked out. Up to 11 or 12 cards (the row's twelve, less this product when it is among
 * them). 'See All (n)' counts every product of the kind, as the menu filtered by it does. Null
 * when the store has nothing else of the kind in stock.
 */
export async function loadRelatedProducts(
  store: Pick<ProductStore, 'storeId' | 'menuPath'>,
  product: Pick<ProductDetail, 'productId' | 'kind'>,
  options: { now?: Date; isOhioHost: boolean; catalogueVersion?: string },
): Promise<RelatedProducts | null> {
  const row = await loadKindRow(store.storeId, product.kind, {
    menuPagePath: store.menuPath,
    isOhioHost: options.isOhioHost,
    now: options.now ?? new Date(),
    version: options.catalogueVersion,
  })
  const cards = row?.cards.filter((card) => !card.outOfStock && card.productId !== product.productId) ?? []
  if (!row || cards.length === 0) return null
  return {
    key: `related-${product.kind}`,
    title: `More ${row.title.toLowerCase()} at this store`,
    variant: 'top-cta',
    total: row.total,
    seeAll: {
      label: seeAllLabel(row.total),
      href: facetListingHref(store.menuPath, emptyMenuQuery(store.storeId), 'kind', product.kind),
    },
    cards,
    cardCount: cards.length,
  }
}

/**
 * What the product page sends of its related row: the first screenful of cards and their count.
 * The rest come from /api/menu-rows (loadRelatedRowCards) when the row comes near, as a menu's
 * rows do: the row is below the first screen at every width, and its twelve cards were two fifths
 * of the page's elements and of its loader data.
 */
export function relatedFirstScreen(related: RelatedProducts | null): RelatedProducts | null {
  return related && { ...related, cards: related.cards.slice(0, FIRST_PRODUCT_SLIDES) }
}

/** The key of a product page's related row: its kind's row. */
export const RELATED_ROW = /^related-([a-z0-9_-]{1,32})$/

/**
 * GET /api/menu-rows?row=related-<kind>&product=: every card of a product page's related row, from
 * the same memory as the page, with the store's card rules for this host. Null when the store is
 * not served on this host or has nothing else of the kind in stock.
 */
export async function loadRelatedRowCards(
  storeId: number,
  kind: string,
  productId: number,
  { region, now = new Date() }: { region: Region; now?: Date },
): Promise<ProductCardModel[] | null> {
  const store = await storeServedAt(storeId, region)
  if (!store) return null
  const related = await loadRelatedProducts({ storeId, menuPath: store.menuPagePath }, { productId, kind }, { now, isOhioHost: store.hideRatings })
  return related?.cards ?? null
}
