import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Database } from '../client.server'
import {
  brands,
  certifyingProviders,
  deliveryZones,
  dispensaries,
  dispensaryReviews,
  menuProducts,
  menuProductVariants,
  menus,
  products,
  reviews,
  specialProducts,
  specials,
  sponsoredPlacements,
  states,
} from '../schema'
import { refreshSearchIndex } from '~/catalog/search/index.server'
import { seedDemoAccounts } from './accounts.server'
import { insertRows } from './bulk-insert.server'
import { zipsInState } from '~/geo/gazetteer.server'
import { DEFAULT_SEED, type DemoChainOptions, generateDemoChain } from './demo-chain'
import { buildProviders, type ProviderRow } from './dispensary-extras'
import { STATES } from './lists/states'
import { createRandom } from './random'
import { planSponsoredPlacements } from './sponsored'

export type SeedOptions = DemoChainOptions

export type SeedSummary = {
  states: number
  dispensaries: number
  menus: number
  brands: number
  products: number
  menuProducts: number
  variants: number
  specials: number
  reviews: number
}

/** The catalogue tables, parents first; the seed CLI empties them before seeding again. */
export const CATALOGUE_TABLES = [
  'states',
  'dispensaries',
  'menus',
  'brands',
  'products',
  'menu_products',
  'menu_product_variants',
  'specials',
  'special_products',
  'reviews',
  'sponsored_placements',
  'delivery_zones',
  'dispensary_reviews',
  'certifying_providers',
] as const

export async function isSeeded(db: Database): Promise<boolean> {
  const result = await db.execute<{ seeded: boolean }>(sql`select exists(select 1 from states) as seeded`)
  return Boolean(result.rows[0]?.seeded)
}

/**
 * Generate the demo chain (or a larger one for benchmarks) and insert it into empty catalogue
 * tables in one transaction, in large `unnest` batches.
 */
export async function seedDemoChain(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const chain = generateDemoChain(options)
  await withClient(db, async (client) => {
    await client.query('begin')
    try {
      // The data are regenerated on failure anyway, so a lost commit on a crash costs nothing.
      await client.query('set local synchronous_commit = off')
      await insertRows(client, states, chain.states)
      await insertRows(client, dispensaries, chain.dispensaries)
      await insertRows(client, menus, chain.menus)
      await insertRows(client, brands, chain.brands)
      await insertRows(client, products, chain.products)
      await insertRows(client, menuProducts, chain.menuProducts)
      await insertRows(client, menuProductVariants, chain.variants)
      await insertRows(client, specials, chain.specials)
      await insertRows(client, specialProducts, chain.specialProducts)
      await insertRows(client, reviews, chain.reviews)
      await insertRows(client, sponsoredPlacements, planSponsoredPlacements(chain))
      await insertRows(client, deliveryZones, chain.deliveryZones)
      await insertRows(client, dispensaryReviews, chain.dispensaryReviews)
      await insertRows(client, certifyingProviders, seedProviders(options.seed ?? DEFAULT_SEED))
      // Explicit ids were inserted into serial columns: move the sequences past them.
      for (const table of ['states', 'dispensaries', 'brands', 'reviews', 'sponsored_placements', 'dispensary_reviews', 'certifying_providers']) {
        await client.query(
          `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
          [table],
        )
      }
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    }
  })
  // The menu search reads its own denormalised index; build it from what was just committed.
  await refreshSearchIndex(db)
  // Fresh statistics so the first menu queries get good plans.
  await withClient(db, (client) => client.query(`analyze ${[...CATALOGUE_TABLES, 'search_products'].join(', ')}`))
  // The demo shopper's home dispensary is one of the stores just inserted.
  await seedDemoAccounts(db, { referenceDate: options.referenceDate })
  return {
    states: chain.states.length,
    dispensaries: chain.dispensaries.length,
    menus: chain.menus.length,
    brands: chain.brands.length,
    products: chain.products.length,
    menuProducts: chain.menuProducts.length,
    variants: chain.variants.length,
    specials: chain.specials.length,
    reviews: chain.reviews.length,
  }
}

/** Certifying providers across the chain's states, at real ZIP centroids from the gazetteer. */
export function seedProviders(seed: number): ProviderRow[] {
  const rng = createRandom(seed)
  return buildProviders(rng.fork, STATES.map((state) => state.code), (code) => zipsInState(code))
}

/** Empty every catalogue table (ids restart). */
export async function truncateCatalogue(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate ${CATALOGUE_TABLES.join(', ')} restart identity cascade`))
}

async function withClient<T>(db: Database, work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  const handle = (db as Database & { $client?: pg.Pool | pg.PoolClient | pg.Client }).$client
  if (!handle) throw new Error('seedDemoChain needs a node-postgres database')
  if ('totalCount' in handle) {
    const client = await handle.connect()
    try {
      return await work(client)
    } finally {
      client.release()
    }
  }
  return work(handle)
}
