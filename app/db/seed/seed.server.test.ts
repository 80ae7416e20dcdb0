import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { resetDatabase } from '../../../tests/setup/reset-database'
import { startOfDay } from './builders'
import { CATALOGUE_TABLES, isSeeded, seedDemoChain, type SeedSummary } from './seed.server'

// Seeded as boot does (relative dates counted from today), with the date pinned for the rerun.
const referenceDate = startOfDay(new Date())
const today = referenceDate.toISOString().slice(0, 10)

/** Rough bounding boxes (south, north, west, east) of each state. */
const BOUNDS: Record<string, [number, number, number, number]> = {
  OH: [38.4, 42.0, -84.9, -80.5],
  IL: [36.9, 42.6, -91.6, -87.0],
  PA: [39.7, 42.3, -80.6, -74.6],
  NJ: [38.9, 41.4, -75.6, -73.9],
  MA: [41.2, 42.9, -73.6, -69.9],
  MN: [43.4, 49.4, -97.3, -89.4],
  NV: [35.0, 42.0, -120.1, -114.0],
  MD: [37.9, 39.8, -79.5, -75.0],
  VA: [36.5, 39.5, -83.7, -75.2],
  NY: [40.4, 45.1, -79.8, -71.8],
  RI: [41.1, 42.1, -71.9, -71.1],
  FL: [24.4, 31.1, -87.7, -79.9],
  MI: [41.6, 48.4, -90.5, -82.1],
  CT: [40.9, 42.1, -73.8, -71.7],
}

let summary: SeedSummary

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await getDb().execute(query)).rows as T[]
}
async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(query))[0] as T
}

// Seeding the whole chain takes ~10 s alone and several times that beside the other workers on a
// loaded 2-core CI runner (it timed out at 60 s there once), so these two get room.
const SEED_TIMEOUT = 300_000

beforeAll(async () => {
  expect(await isSeeded(getDb())).toBe(false)
  summary = await seedDemoChain(getDb(), { referenceDate })
}, SEED_TIMEOUT)

describe('the demo chain', () => {
  it('reports what it inserted', async () => {
    expect(await isSeeded(getDb())).toBe(true)
    const counts = await one<Record<string, number>>(sql`select
      (select count(*)::int from states) as states, (select count(*)::int from dispensaries) as dispensaries,
      (select count(*)::int from menus) as menus, (select count(*)::int from brands) as brands,
      (select count(*)::int from products) as products, (select count(*)::int from menu_products) as "menuProducts",
      (select count(*)::int from menu_product_variants) as variants, (select count(*)::int from specials) as specials,
      (select count(*)::int from reviews where order_id is null) as reviews`)
    // The catalogue's reviews; the demo shopper's verified-purchase review (an order's) comes on top.
    expect(counts).toEqual(summary)
  })

  it('covers at least 12 states including the required ones', async () => {
    const names = (await rows<{ name: string }>(sql`select name from states`)).map((r) => r.name)
    expect(names.length).toBeGreaterThanOrEqual(12)
    for (const name of ['Ohio', 'Illinois', 'Pennsylvania', 'New Jersey', 'Massachusetts', 'Minnesota', 'Nevada', 'Maryland', 'Virginia', 'New York', 'Rhode Island', 'Florida']) {
      expect(names).toContain(name)
    }
  })

  it('places 30+ dispensaries inside their states with phones, hours and time zones', async () => {
    const list = await rows<{ code: string; name: string; lat: number; lng: number; phone: string; time_zone: string; hours: unknown[] }>(
      sql`select s.code, d.name, d.lat, d.lng, d.phone, d.time_zone, d.hours from dispensaries d join states s on s.id = d.state_id`,
    )
    expect(list.length).toBeGreaterThanOrEqual(30)
    for (const d of list) {
      const [south, north, west, east] = BOUNDS[d.code] as [number, number, number, number]
      expect({ name: d.name, inside: d.lat >= south && d.lat <= north && d.lng >= west && d.lng <= east }).toEqual({ name: d.name, inside: true })
      expect(d.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/)
      expect(d.time_zone).toMatch(/^America\//)
      expect(d.hours).toHaveLength(7)
    }
  })

  it('has the Lake in the Hills store, coming-soon stores, one lounge and stores with both menus', async () => {
    const lith = await rows<{ slug: string }>(
      sql`select d.slug from dispensaries d join states s on s.id = d.state_id where s.code = 'IL' and d.slug like '%lake-in-the-hills%'`,
    )
    expect(lith).toHaveLength(1)
    const comingSoon = await rows<{ id: number; menus: number }>(
      sql`select d.id, (select count(*)::int from menus m where m.dispensary_id = d.id) as menus from dispensaries d where 'coming-soon' = any(d.tags)`,
    )
    expect(comingSoon.length).toBeGreaterThanOrEqual(1)
    for (const store of comingSoon) expect(store.menus).toBe(0)
    const lounges = await rows<{ licence_lounge: string | null }>(sql`select licence_lounge from dispensaries where 'lounge' = any(tags)`)
    expect(lounges).toHaveLength(1)
    expect(lounges[0]?.licence_lounge).toBeTruthy()
    expect(await one<{ n: number }>(sql`select count(*)::int as n from dispensaries where licence_lounge is not null`)).toEqual({ n: 1 })
    const both = await one<{ n: number }>(
      sql`select count(*)::int as n from (select dispensary_id from menus group by dispensary_id having count(*) = 2) x`,
    )
    expect(both.n).toBeGreaterThanOrEqual(3)
    const defaults = await rows<{ defaults: number }>(
      sql`select count(*) filter (where is_default)::int as defaults from menus group by dispensary_id`,
    )
    for (const d of defaults) expect(d.defaults).toBe(1)
  })

  it('has 40+ brands and 300–800 products in every open store, across every kind', async () => {
    expect((await one<{ n: number }>(sql`select count(*)::int as n from brands`)).n).toBeGreaterThanOrEqual(40)
    const stores = await rows<{ store_id: number; n: number }>(
      sql`select m.store_id, count(mp.product_id)::int as n from menus m left join menu_products mp on mp.store_id = m.store_id group by m.store_id`,
    )
    expect(stores.length).toBeGreaterThanOrEqual(30)
    for (const store of stores) {
      expect(store.n).toBeGreaterThanOrEqual(300)
      expect(store.n).toBeLessThanOrEqual(800)
    }
    const kinds = (await rows<{ kind: string }>(sql`select distinct p.kind from menu_products mp join products p on p.id = mp.product_id order by 1`)).map((r) => r.kind)
    expect(kinds).toEqual(['edible', 'extract', 'flower', 'gear', 'pre-roll', 'tincture', 'topical', 'vape'])
  })

  it('keeps potencies in range per kind and gives products images', async () => {
    const flower = await one<{ min: number; max: number }>(
      sql`select min(percent_thc)::float as min, max(percent_thc)::float as max from menu_products mp join products p on p.id = mp.product_id where p.kind = 'flower' and p.category <> 'cbd'`,
    )
    expect(flower.min).toBeGreaterThanOrEqual(15)
    expect(flower.max).toBeLessThanOrEqual(32)
    const cbd = await one<{ bad: number }>(
      sql`select count(*)::int as bad from menu_products mp join products p on p.id = mp.product_id where p.category = 'cbd' and p.kind in ('flower','vape','extract','pre-roll') and (percent_thc > 1 or percent_cbd <= percent_thc)`,
    )
    expect(cbd.bad).toBe(0)
    const edibles = await one<{ bad: number }>(
      sql`select count(*)::int as bad from menu_products mp join products p on p.id = mp.product_id where p.kind in ('edible','gear') and (percent_thc is not null or percent_cbd is not null)`,
    )
    expect(edibles.bad).toBe(0)
    const images = await one<{ bad: number }>(
      sql`select count(*)::int as bad from products where cardinality(image_urls) not between 1 and 3 or not (image_urls[1] ~ '^/images/products/[a-z-]+-[a-z]+-[a-z]+-[0-2]-[0-9a-f]{8}-[0-9a-f]{8}\.svg$')`,
    )
    expect(images.bad).toBe(0)
  })

  it('has out-of-stock products, new arrivals and announced ones', async () => {
    const soldOut = await one<{ n: number }>(
      sql`select count(*)::int as n from (select store_id, product_id from menu_product_variants group by 1, 2 having max(inventory) = 0) x`,
    )
    expect(soldOut.n).toBeGreaterThan(0)
    const dates = await one<{ fresh: number; upcoming: number; total: number }>(sql`select
      count(*) filter (where arrived_on between ${today}::date - 14 and ${today}::date)::int as fresh,
      count(*) filter (where arrived_on > ${today}::date)::int as upcoming,
      count(*)::int as total from menu_products`)
    expect(dates.fresh / dates.total).toBeGreaterThan(0.02)
    expect(dates.fresh / dates.total).toBeLessThan(0.1)
    expect(dates.upcoming).toBeGreaterThan(0)
  })

  it('has specials of every type and state, and discounts only from live product specials', async () => {
    const kinds = await one<{ discount_types: string[]; special_types: string[] }>(
      sql`select array_agg(distinct discount_type order by discount_type) as discount_types, array_agg(distinct special_type order by special_type) as special_types from specials`,
    )
    expect(kinds.discount_types).toEqual(['dollar_amount', 'percent', 'target_price'])
    expect(kinds.special_types).toEqual(['bulk', 'bundle', 'cart_total', 'product', 'qualified_group'])
    const states = await one<Record<string, number>>(sql`select
      count(*) filter (where not enabled)::int as disabled,
      count(*) filter (where end_date < ${referenceDate.toISOString()}::timestamptz)::int as expired,
      count(*) filter (where start_date > ${referenceDate.toISOString()}::timestamptz)::int as upcoming,
      count(*) filter (where end_date is null)::int as open_ended,
      count(*) filter (where photo is null or (photo->'urls'->>'original' is null and photo->'urls'->>'medium' is null))::int as photoless
      from specials`)
    for (const [name, count] of Object.entries(states)) expect({ name, some: count > 0 }).toEqual({ name, some: true })
    const perStore = await rows<{ n: number }>(sql`select count(*)::int as n from specials group by store_id`)
    for (const store of perStore) {
      expect(store.n).toBeGreaterThanOrEqual(4)
      expect(store.n).toBeLessThanOrEqual(10)
    }
    // Shelf prices carry no baked-in special: live product specials lower them at read time.
    const baked = await one<{ n: number }>(sql`select count(*)::int as n from menu_product_variants where discounted_price is not null`)
    expect(baked.n).toBe(0)
    const live = await one<{ n: number }>(sql`select count(*)::int as n from special_products sp join specials s on s.id = sp.special_id
      where s.enabled and s.special_type = 'product'
        and (s.start_date is null or s.start_date <= ${referenceDate.toISOString()}::timestamptz)
        and (s.end_date is null or s.end_date > ${referenceDate.toISOString()}::timestamptz)`)
    expect(live.n).toBeGreaterThan(0)
  })

  it('has 0–60 reviews per product with effects, and consistent aggregates', async () => {
    const spread = await one<{ max: number; popular: number; none: number }>(sql`select max(n)::int as max,
      count(*) filter (where n >= 40)::int as popular, count(*) filter (where n = 0)::int as none
      from (select p.id, count(r.id) as n from products p left join reviews r on r.product_id = p.id group by p.id) x`)
    expect(spread.max).toBeLessThanOrEqual(60)
    expect(spread.popular).toBeGreaterThan(0)
    expect(spread.none).toBeGreaterThan(0)
    const effects = await one<{ activities: number; feelings: number; hidden: number }>(sql`select
      count(*) filter (where cardinality(activities) > 0)::int as activities,
      count(*) filter (where cardinality(feelings) > 0)::int as feelings,
      count(*) filter (where hidden)::int as hidden from reviews`)
    expect(effects.activities).toBeGreaterThan(0)
    expect(effects.feelings).toBeGreaterThan(0)
    expect(effects.hidden).toBeGreaterThan(0)
    const mismatched = await one<{ n: number }>(sql`select count(*)::int as n from products p
      left join (select product_id, round(avg(rating), 2) as avg, count(*)::int as n from reviews where not hidden group by product_id) r
        on r.product_id = p.id
      where p.aggregate_rating is distinct from r.avg or p.review_count <> coalesce(r.n, 0)`)
    expect(mismatched.n).toBe(0)
    const withEffects = await one<{ n: number }>(
      sql`select count(*)::int as n from products where review_count > 5 and kind <> 'gear' and (cardinality(activities) = 0 or cardinality(feelings) = 0)`,
    )
    expect(withEffects.n).toBe(0)
  })

  it('is deterministic: a second seed into an empty database gives identical data', async () => {
    const fingerprint = async () => {
      const result: Record<string, string> = {}
      for (const table of CATALOGUE_TABLES) {
        const row = await one<{ md5: string }>(
          sql`select md5(string_agg(t::text, '|' order by t::text)) as md5 from ${sql.identifier(table)} t`,
        )
        result[table] = row.md5
      }
      return result
    }
    const first = await fingerprint()
    await resetDatabase()
    await seedDemoChain(getDb(), { referenceDate })
    expect(await fingerprint()).toEqual(first)
  }, SEED_TIMEOUT)
})
