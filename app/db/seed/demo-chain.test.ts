import { describe, expect, it } from 'vitest'
import { generateDemoChain, planDispensaries } from './demo-chain'
import { createRandom } from './random'
import { isReservedLocationSlug } from '~/locator/reserved-slugs'

const referenceDate = new Date('2025-06-01T15:30:00Z')

describe('generateDemoChain', () => {
  const chain = generateDemoChain({ referenceDate })

  it('is byte-identical for the same seed and day, and differs for another seed', () => {
    const again = generateDemoChain({ referenceDate: new Date('2025-06-01T02:00:00Z') })
    expect(JSON.stringify(again)).toBe(JSON.stringify(chain))
    const other = generateDemoChain({ referenceDate, seed: 7 })
    expect(JSON.stringify(other.products.slice(0, 20))).not.toBe(JSON.stringify(chain.products.slice(0, 20)))
    // Two whole chains more (about 1.5 s alone): room for a busy 2-core CI machine.
  }, 30_000)

  it('has the demo chain’s shape', () => {
    expect(chain.states).toHaveLength(14)
    expect(chain.dispensaries.length).toBeGreaterThanOrEqual(30)
    expect(chain.dispensaries.length).toBeLessThanOrEqual(36)
    expect(chain.menus).toHaveLength(45)
    expect(chain.menus[0]?.storeId).toBe(1001)
    expect(chain.brands.length).toBeGreaterThanOrEqual(40)
    const perStore = new Map<number, number>()
    for (const item of chain.menuProducts) perStore.set(item.storeId, (perStore.get(item.storeId) ?? 0) + 1)
    for (const count of perStore.values()) {
      expect(count).toBeGreaterThanOrEqual(300)
      expect(count).toBeLessThanOrEqual(800)
    }
  })

  it('keeps every discount below its price and every slug unique', () => {
    for (const variant of chain.variants) {
      if (variant.discountedPrice != null) expect(variant.discountedPrice).toBeLessThan(variant.price)
      expect(variant.price).toBeGreaterThan(0)
    }
    expect(new Set(chain.products.map((p) => p.uniqueSlug)).size).toBe(chain.products.length)
    const perState = chain.dispensaries.map((d) => `${d.stateId}:${d.slug}`)
    expect(new Set(perState).size).toBe(perState.length)
  })

  it('gives each dispensary with menus exactly one default menu, recreational when it has one', () => {
    for (const dispensary of chain.dispensaries) {
      const own = chain.menus.filter((m) => m.dispensaryId === dispensary.id)
      if (dispensary.tags.includes('coming-soon')) {
        expect(own).toEqual([])
        continue
      }
      expect(own.filter((m) => m.isDefault)).toHaveLength(1)
      if (own.some((m) => m.kind === 'recreational')) expect(own.find((m) => m.isDefault)?.kind).toBe('recreational')
      for (const menu of own) expect(dispensary.tags).toContain(menu.kind)
    }
  })

  it('grows to exactly the asked number of stores and products', () => {
    const big = generateDemoChain({ referenceDate, stores: 60, productsPerStore: 40 })
    expect(big.menus).toHaveLength(60)
    expect(big.menuProducts).toHaveLength(60 * 40)
    expect(big.dispensaries.filter((d) => d.tags.includes('lounge'))).toHaveLength(1)
  })
})

describe('planDispensaries', () => {
  it.each([1, 2, 3, 10, 45, 46, 100, 250, 1000])('plans exactly %d menus', (stores) => {
    const plan = planDispensaries(createRandom(1), stores)
    const menus = plan.reduce((sum, p) => sum + (p.plan === 'both' ? 2 : p.plan === 'coming-soon' ? 0 : 1), 0)
    expect(menus).toBe(stores)
    const slugs = plan.map((p) => `${p.town.state}:${p.slug}`)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(plan.filter((p) => isReservedLocationSlug(p.slug))).toEqual([])
  })
})
