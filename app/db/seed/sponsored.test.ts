import { describe, expect, it } from 'vitest'
import { generateDemoChain } from './demo-chain'
import { planSponsoredPlacements } from './sponsored'

const brands = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Bravo' },
  { id: 3, name: 'Cosmic' },
  { id: 4, name: 'Delta' },
]
const products = Array.from({ length: 12 }, (_, i) => ({
  id: 100 + i,
  brandId: (i % 4) + 1,
}))

describe('planSponsoredPlacements', () => {
  it('gives each store 6 in-stock products of 3 brands, alternating brands, ranked 1–6', () => {
    const menuProducts = products.map((p, i) => ({
      storeId: 7,
      productId: p.id,
      featuredRank: 50 - i,
    }))
    const variants = products.map((p) => ({
      storeId: 7,
      productId: p.id,
      inventory: 5,
    }))
    const rows = planSponsoredPlacements({
      menus: [{ storeId: 7 }],
      brands,
      products,
      menuProducts,
      variants,
    })
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6])
    expect(new Set(rows.map((r) => r.sponsor)).size).toBe(3)
    expect(rows.slice(0, 3).map((r) => r.sponsor)).toEqual(rows.slice(3).map((r) => r.sponsor))
    expect(rows.every((r) => r.storeId === 7 && r.active && r.startsAt === null && r.endsAt === null)).toBe(true)
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('skips out-of-stock products and brands with fewer than 2 in stock, and takes the best-featured first', () => {
    const menuProducts = products.map((p) => ({
      storeId: 7,
      productId: p.id,
      featuredRank: p.id,
    }))
    // Only Alpha (100, 104, 108) and Bravo (101, 105) have two or more in stock; 108 is sold out.
    const stocked = new Set([100, 104, 101, 105, 102])
    const variants = products.map((p) => ({
      storeId: 7,
      productId: p.id,
      inventory: stocked.has(p.id) ? 3 : 0,
    }))
    const rows = planSponsoredPlacements({
      menus: [{ storeId: 7 }],
      brands,
      products,
      menuProducts,
      variants,
    })
    expect(rows.map((r) => r.productId).sort()).toEqual([100, 101, 104, 105])
  })

  // Generates a demo chain twice: seconds on a loaded CI machine.
  it('is deterministic on the demo chain and keeps every store to 6 placements of its own products', { timeout: 60_000 }, () => {
    const referenceDate = new Date('2026-01-15T00:00:00Z')
    const chain = generateDemoChain({
      referenceDate,
      stores: 6,
      productsPerStore: 40,
    })
    const first = planSponsoredPlacements(chain)
    expect(planSponsoredPlacements(generateDemoChain({ referenceDate, stores: 6, productsPerStore: 40 }))).toEqual(first)
    const offered = new Set(chain.menuProducts.map((mp) => `${mp.storeId}:${mp.productId}`))
    for (const menu of chain.menus) {
      const mine = first.filter((r) => r.storeId === menu.storeId)
      expect(mine).toHaveLength(6)
      expect(mine.every((r) => offered.has(`${r.storeId}:${r.productId}`))).toBe(true)
    }
  })
})
