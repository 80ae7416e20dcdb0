/**
 * The demo chain as plain rows, generated from a seed: states, dispensaries and their menus, a
 * chain-wide catalogue, each store's offer with per-weight prices and stock, specials and reviews.
 * Pure and deterministic: the same options give byte-identical rows.
 *
 * Dates: everything a shopper sees as "recent" (new arrivals, live and expired specials, review
 * dates, coming-soon opening months) is counted back or forward from `referenceDate`, truncated
 * to midnight UTC. Boot seeds with today's date so a fresh demo always has new arrivals and live
 * specials; tests pass a fixed date to compare two runs.
 */
import {
  buildBrand,
  buildDispensary,
  buildMenuProduct,
  buildMenus,
  buildProduct,
  buildReview,
  buildState,
  buildStoreSpecials,
  buildVariants,
  type BrandRow,
  type DispensaryRow,
  FIRST_PRODUCT_ID,
  FIRST_SPECIAL_ID,
  FIRST_STORE_ID,
  type MenuProductRow,
  type MenuRow,
  type PriceEnding,
  type ProductRow,
  productSlugCandidates,
  reviewCountFor,
  type ReviewRow,
  type SpecialProductRow,
  type SpecialRow,
  startOfDay,
  type StateRow,
  type VariantRow,
} from './builders'
import { summarizeReviews } from '~/reviews/review-summary'
import { buildDeliveryZones, buildDispensaryReviews, type DeliveryZoneRow, type DispensaryReviewRow } from './dispensary-extras'
import { isReservedLocationSlug } from '~/locator/reserved-slugs'
import { BRANDS, slugify } from './lists/brands'
import { DEMO_LOCATIONS, type DemoLocation, EXTRA_TOWNS, type MenuPlan, STATE_MENU_PLANS, type Town } from './lists/locations'
import { STATES } from './lists/states'
import { STRAINS } from './lists/strains'
import { KIND_SHARES, type Kind, SUBTYPES } from './lists/vocabulary'
import { createRandom, type Random } from './random'

export const DEFAULT_SEED = 20_240_420
/** The demo catalogue: each store carries 300–800 of these. */
const DEMO_CATALOGUE_SIZE = 1200

export type DemoChainOptions = {
  /** Number of stores (menus) to generate; default: the demo chain's 45. */
  stores?: number
  /** Exactly this many products per store; default: 300–800 per store. */
  productsPerStore?: number
  seed?: number
  referenceDate?: Date
}

export type DemoChain = {
  states: StateRow[]
  dispensaries: DispensaryRow[]
  menus: MenuRow[]
  brands: BrandRow[]
  products: ProductRow[]
  menuProducts: MenuProductRow[]
  variants: VariantRow[]
  specials: SpecialRow[]
  specialProducts: SpecialProductRow[]
  reviews: ReviewRow[]
  deliveryZones: DeliveryZoneRow[]
  dispensaryReviews: DispensaryReviewRow[]
}

type PlannedStore = {
  town: Town & Partial<DemoLocation>
  plan: MenuPlan
  name: string
  slug: string
  delivery: boolean
  lounge: boolean
  chat: boolean
  reviewsDisabled: boolean
}

const menuCount = (plan: MenuPlan) => (plan === 'both' ? 2 : plan === 'coming-soon' ? 0 : 1)

/** Which dispensaries to create so that exactly `stores` menus exist (when asked for a number). */
export function planDispensaries(rng: Random, stores?: number): PlannedStore[] {
  const demo = DEMO_LOCATIONS.map<PlannedStore>((location) => ({
    town: location,
    plan: location.menus,
    name: `Northmeadow ${location.town}`,
    slug: slugify(location.town),
    delivery: Boolean(location.delivery),
    lounge: Boolean(location.lounge),
    chat: Boolean(location.chat),
    reviewsDisabled: Boolean(location.reviewsDisabled),
  }))
  if (stores == null) return demo
  const planned: PlannedStore[] = []
  let remaining = stores
  for (const store of demo) {
    if (store.plan === 'coming-soon') {
      planned.push(store)
      continue
    }
    if (remaining <= 0) continue
    const plan: MenuPlan = store.plan === 'both' && remaining === 1 ? 'recreational' : store.plan
    planned.push({ ...store, plan })
    remaining -= menuCount(plan)
  }
  const usedSlugs = new Set(planned.map((p) => `${p.town.state}:${p.slug}`))
  let extraIndex = 0
  let round = 1
  const operating = demo.filter((d) => d.plan !== 'coming-soon')
  while (remaining > 0) {
    let town: Town
    let slug: string
    let name: string
    if (extraIndex < EXTRA_TOWNS.length) {
      town = EXTRA_TOWNS[extraIndex] as Town
      slug = slugify(town.town)
      name = `Northmeadow ${town.town}`
    } else {
      // Past the curated towns: further numbered locations in the same towns, a street or two away.
      const base = operating[(extraIndex - EXTRA_TOWNS.length) % operating.length] as PlannedStore
      if ((extraIndex - EXTRA_TOWNS.length) % operating.length === 0) round++
      const number = Number(/^\d+/.exec(base.town.street)?.[0] ?? 100) + round * 212
      town = {
        state: base.town.state,
        town: base.town.town,
        zip: base.town.zip,
        lat: Math.round((base.town.lat + rng.float(-0.012, 0.012)) * 1e5) / 1e5,
        lng: Math.round((base.town.lng + rng.float(-0.012, 0.012)) * 1e5) / 1e5,
        areaCode: base.town.areaCode,
        timeZone: base.town.timeZone,
        street: base.town.street.replace(/^\d+/, String(number)),
      }
      slug = `${base.slug}-${round}`
      name = `${base.name} #${round}`
    }
    extraIndex++
    if (usedSlugs.has(`${town.state}:${slug}`) || isReservedLocationSlug(slug)) continue
    usedSlugs.add(`${town.state}:${slug}`)
    const plans = STATE_MENU_PLANS[town.state] ?? ['recreational']
    let plan = plans[extraIndex % plans.length] as MenuPlan
    if (plan === 'both' && remaining === 1) plan = plans.includes('medical') && !plans.includes('recreational') ? 'medical' : 'recreational'
    planned.push({ town, plan, name, slug, delivery: rng.chance(0.25), lounge: false, chat: rng.chance(0.5), reviewsDisabled: false })
    remaining -= menuCount(plan)
  }
  return planned
}

export function generateDemoChain(options: DemoChainOptions = {}): DemoChain {
  const rng = createRandom(options.seed ?? DEFAULT_SEED)
  const referenceDate = startOfDay(options.referenceDate ?? new Date())

  const stateRows = STATES.map((info, index) => buildState(info, index + 1))
  const stateIds = new Map(stateRows.map((s) => [s.code, s.id]))

  const dispensaryRows: DispensaryRow[] = []
  const menuRows: MenuRow[] = []
  let nextStoreId = FIRST_STORE_ID
  planDispensaries(rng.fork('plan'), options.stores).forEach((store, index) => {
    const id = index + 1
    const state = STATES.find((s) => s.code === store.town.state)
    if (!state) throw new Error(`Unknown state ${store.town.state}`)
    dispensaryRows.push(
      buildDispensary(rng.fork(`dispensary:${id}`), {
        id,
        stateId: stateIds.get(state.code) as number,
        state,
        town: store.town,
        plan: store.plan,
        name: store.name,
        slug: store.slug,
        sequence: id,
        delivery: store.delivery,
        lounge: store.lounge,
        chat: store.chat,
        reviewsDisabled: store.reviewsDisabled,
        referenceDate,
      }),
    )
    const storeMenus = buildMenus(id, store.plan, nextStoreId)
    nextStoreId += storeMenus.length
    menuRows.push(...storeMenus)
  })

  const brandRows = BRANDS.map((info, index) => buildBrand({ id: index + 1, name: info.name, description: info.description }))

  // The chain-wide catalogue.
  const catalogueSize = Math.max(DEMO_CATALOGUE_SIZE, Math.ceil((options.productsPerStore ?? 0) * 1.5))
  const catalogue = rng.fork('catalogue')
  const productRows: ProductRow[] = []
  const slugs = new Set<string>()
  const quality = new Map<number, number>()
  for (let i = 0; i < catalogueSize; i++) {
    const id = FIRST_PRODUCT_ID + i
    const kind = catalogue.weighted(KIND_SHARES) as Kind
    const makers = BRANDS.map((b, index) => [index, b] as const).filter(([, b]) => b.kinds.includes(kind))
    const [brandIndex, brandInfo] = catalogue.pick(makers)
    const brand = brandRows[brandIndex] as BrandRow
    const productRng = rng.fork(`product:${id}`)
    const row = buildProduct(productRng, {
      id,
      brand: { ...brand, lines: brandInfo.lines },
      kind,
      subtype: productRng.weighted(SUBTYPES[kind]),
      strain: catalogue.pick(STRAINS),
      referenceDate,
    })
    const slug = productSlugCandidates(row.name, brand.slug, id).find((candidate) => !slugs.has(candidate)) as string
    slugs.add(slug)
    row.uniqueSlug = slug
    productRows.push(row)
    quality.set(id, catalogue.next())
  }

  // Each store's offer.
  const menuProductRows: MenuProductRow[] = []
  const variantRows: VariantRow[] = []
  const specialRows: SpecialRow[] = []
  const linkRows: SpecialProductRow[] = []
  const brandNames = new Map(brandRows.map((b) => [b.id, b.name]))
  let nextSpecialId = FIRST_SPECIAL_ID
  for (const menu of menuRows) {
    const store = rng.fork(`store:${menu.storeId}`)
    const count = options.productsPerStore ?? store.int(300, 800)
    const chosen = store.sample(productRows, count)
    const priceLevel = store.float(0.92, 1.12)
    const ending = store.weighted<PriceEnding>([
      ['00', 5],
      ['99', 3],
      ['50', 2],
    ])
    const ranks = store.shuffle(chosen.map((_, index) => index + 1))
    const items: { product: ProductRow; variants: VariantRow[] }[] = []
    chosen.forEach((product, index) => {
      const itemRng = store.fork(`item:${product.id}`)
      const menuProduct = buildMenuProduct(itemRng, {
        storeId: menu.storeId,
        product,
        referenceDate,
        featuredRank: ranks[index] as number,
      })
      const variants = buildVariants(itemRng, { menuProduct, product, priceLevel, ending, soldOut: itemRng.chance(0.03) })
      menuProductRows.push(menuProduct)
      variantRows.push(...variants)
      items.push({ product, variants })
    })
    const { specials, links } = buildStoreSpecials(store.fork('specials'), {
      storeId: menu.storeId,
      firstId: nextSpecialId,
      medical: menu.kind === 'medical',
      items,
      brandNames,
      referenceDate,
    })
    nextSpecialId += specials.length
    specialRows.push(...specials)
    linkRows.push(...links)
  }
  // Specials are not baked into the variants' discounted_price (the point of sale's own sale price,
  // none in the demo chain): prices follow the live specials at read time (app/specials/pricing.ts).

  // Reviews are chain-wide, like the catalogue.
  const reviewRows: ReviewRow[] = []
  const strainAroma = new Map(STRAINS.map((s) => [s.name, s.aroma]))
  for (const product of productRows) {
    const reviewRng = rng.fork(`reviews:${product.id}`)
    const count = reviewCountFor(reviewRng)
    const aroma = [...strainAroma.entries()].find(([name]) => product.name.startsWith(name))?.[1]
    const own: ReviewRow[] = []
    for (let i = 0; i < count; i++) {
      own.push(
        buildReview(reviewRng, {
          id: reviewRows.length + own.length + 1,
          product,
          aroma,
          quality: quality.get(product.id),
          referenceDate,
        }),
      )
    }
    // Oldest first, so review ids follow the order they were written in.
    own.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    own.forEach((review, i) => (review.id = reviewRows.length + i + 1))
    reviewRows.push(...own)
    Object.assign(product, summarizeReviews(own))
  }

  return {
    states: stateRows,
    dispensaries: dispensaryRows,
    menus: menuRows,
    brands: brandRows,
    products: productRows,
    menuProducts: menuProductRows,
    variants: variantRows,
    specials: specialRows,
    specialProducts: linkRows,
    reviews: reviewRows,
    deliveryZones: buildDeliveryZones(rng.fork, dispensaryRows),
    dispensaryReviews: buildDispensaryReviews(rng.fork, dispensaryRows, referenceDate),
  }
}
