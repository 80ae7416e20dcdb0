import { describe, expect, it } from 'vitest'
import { greatCircleMeters, milesFromMeters } from '~/geo/distance'
import { generateDemoChain } from './demo-chain'
import { buildProviders, type SeedZip } from './dispensary-extras'
import { createRandom } from './random'

const referenceDate = new Date('2025-06-02T00:00:00Z')
const chain = generateDemoChain({ referenceDate })

describe('delivery zones', () => {
  it('gives every delivering store 1–3 closed polygons within ~20 miles, ids dz-{slug}-{n}', () => {
    const delivering = chain.dispensaries.filter((d) => d.tags.includes('delivery'))
    expect(delivering.length).toBeGreaterThan(0)
    for (const store of delivering) {
      const zones = chain.deliveryZones.filter((z) => z.dispensaryId === store.id)
      expect(zones.length).toBeGreaterThanOrEqual(1)
      expect(zones.length).toBeLessThanOrEqual(3)
      zones.forEach((zone, i) => {
        expect(zone.id).toBe(`dz-${store.slug}-${i + 1}`)
        expect(zone.geometry.type).toBe('Polygon')
        const [outer] = zone.geometry.coordinates as [number, number][][]
        expect(outer!.length).toBe(21)
        expect(outer![0]).toEqual(outer![20])
        for (const [lng, lat] of outer!) {
          expect(milesFromMeters(greatCircleMeters({ lat: store.lat!, lng: store.lng! }, { lat, lng }))).toBeLessThan(40)
        }
      })
    }
    expect(new Set(chain.deliveryZones.map((z) => z.id)).size).toBe(chain.deliveryZones.length)
    const others = new Set(chain.dispensaries.filter((d) => !d.tags.includes('delivery')).map((d) => d.id))
    expect(chain.deliveryZones.some((z) => others.has(z.dispensaryId))).toBe(false)
  })
})

describe('dispensary reviews', () => {
  it('gives every open store 5–15 reviews rated 1–5, dated the year before, ids oldest first', () => {
    for (const store of chain.dispensaries) {
      const own = chain.dispensaryReviews.filter((r) => r.dispensaryId === store.id)
      if (store.tags.includes('coming-soon')) expect(own).toHaveLength(0)
      else expect(own.length).toBeGreaterThanOrEqual(5)
      expect(own.length).toBeLessThanOrEqual(15)
      for (const review of own) {
        expect([1, 2, 3, 4, 5]).toContain(review.rating)
        expect(review.createdAt.getTime()).toBeLessThan(referenceDate.getTime())
        expect(review.createdAt.getTime()).toBeGreaterThan(referenceDate.getTime() - 366 * 86_400_000)
      }
    }
    expect(chain.dispensaryReviews.map((r) => r.id)).toEqual(chain.dispensaryReviews.map((_, i) => i + 1))
  })

  // A second whole demo chain: CPU-heavy, so a busy 2-core machine gets 30 s (as in demo-chain.test.ts).
  it('is deterministic, and does not move any older seeded row', () => {
    const again = generateDemoChain({ referenceDate })
    expect(again.dispensaryReviews).toEqual(chain.dispensaryReviews)
    expect(again.deliveryZones).toEqual(chain.deliveryZones)
  }, 30_000)
})

describe('buildProviders', () => {
  const zips: Record<string, SeedZip[]> = {
    IL: Array.from({ length: 20 }, (_, i) => ({ zip: `600${String(i).padStart(2, '0')}`, lat: 41 + i / 100, lng: -88, city: `Town ${i}`, stateCode: 'IL' })),
    MA: [{ zip: '01101', lat: 42.1, lng: -72.6, city: 'Springfield', stateCode: 'MA' }],
    ZZ: [],
  }
  const rows = buildProviders(createRandom(7).fork, ['IL', 'MA', 'ZZ'], (code) => zips[code] ?? [])

  it('places 4–8 per state at ZIP centroids (fewer when a state has fewer ZIPs)', () => {
    const il = rows.filter((r) => r.stateCode === 'IL')
    expect(il.length).toBeGreaterThanOrEqual(4)
    expect(il.length).toBeLessThanOrEqual(8)
    for (const row of il) {
      const place = zips.IL!.find((z) => z.zip === row.postalCode)
      expect(place).toBeDefined()
      expect([row.lat, row.lng, row.city]).toEqual([place!.lat, place!.lng, place!.city])
    }
    expect(rows.filter((r) => r.stateCode === 'MA')).toHaveLength(1)
    expect(rows.filter((r) => r.stateCode === 'ZZ')).toHaveLength(0)
    expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => i + 1))
  })

  it('is deterministic per state', () => {
    expect(buildProviders(createRandom(7).fork, ['IL', 'MA', 'ZZ'], (code) => zips[code] ?? [])).toEqual(rows)
    const maOnly = buildProviders(createRandom(7).fork, ['MA'], (code) => zips[code] ?? [])
    expect(maOnly.map((r) => r.title)).toEqual(rows.filter((r) => r.stateCode === 'MA').map((r) => r.title))
  })
})
