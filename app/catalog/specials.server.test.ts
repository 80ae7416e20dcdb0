import { beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { states } from '~/db/schema'
import { createDispensary, createMenu, createMenuProduct, createSpecial, createState } from '~/db/seed/factories'
import { logger } from '~/log.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { listStoreSpecials } from './specials.server'

const now = new Date('2025-06-20T12:00:00Z')
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000)

beforeEach(async () => {
  await resetDatabase()
})

/** A store in Illinois (Chicago time) with two products on its menu. */
async function store() {
  const db = getDb()
  const state = (await db.select().from(states).where(eq(states.code, 'IL')))[0] ??
    (await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' }))
  const dispensary = await createDispensary(db, { stateId: state.id, timeZone: 'America/Chicago' })
  const { storeId } = await createMenu(db, { dispensaryId: dispensary.id })
  const a = await createMenuProduct(db, { storeId })
  const b = await createMenuProduct(db, { storeId })
  return { storeId, productIds: [a.productId, b.productId] }
}

const live = { startDate: day(-2), endDate: day(5), updatedAt: day(-1) }

describe('listStoreSpecials', () => {
  it('gives a card for a live special carried by a product of the store', async () => {
    const { storeId, productIds } = await store()
    const special = await createSpecial(getDb(), {
      storeId,
      title: '20% off Prairie Bloom flower',
      discountType: 'percent',
      discountPercent: 20,
      productIds: [productIds[0] as number],
      startDate: day(-2),
      endDate: new Date('2025-06-27T04:00:00Z'),
      updatedAt: day(-1),
    })
    const cards = await listStoreSpecials(storeId, now)
    expect(cards).toEqual([
      {
        id: special.id,
        title: '20% off Prairie Bloom flower',
        image: special.photo?.urls.medium,
        discountText: '20% off',
        // 04:00 UTC on the 27th is still 11 pm on the 26th in Chicago (CDT).
        endsText: 'Ends Jun 26',
        endDate: '2025-06-27T04:00:00.000Z',
      },
    ])
    expect(cards[0]?.image).toMatch(/^\/images\/products\/special-[0-9a-f]{8}\.svg$/)
  })

  it('leaves out disabled, group, photo-less, ended, upcoming and product-less specials', async () => {
    const db = getDb()
    const { storeId, productIds } = await store()
    const shown = await createSpecial(db, { storeId, productIds, ...live, title: 'Shown' })
    await createSpecial(db, { storeId, productIds, ...live, title: 'Disabled', enabled: false })
    await createSpecial(db, { storeId, productIds, ...live, title: 'Veterans save 10%', specialType: 'qualified_group' })
    await createSpecial(db, { storeId, productIds, ...live, title: 'No photo', photoless: 'none' })
    await createSpecial(db, { storeId, productIds, ...live, title: 'Empty photo', photoless: 'empty' })
    await createSpecial(db, { storeId, productIds, title: 'Ended', startDate: day(-20), endDate: day(-1), updatedAt: day(-1) })
    await createSpecial(db, { storeId, productIds, title: 'Upcoming', startDate: day(3), endDate: day(10), updatedAt: day(-1) })
    await createSpecial(db, { storeId, productIds: [], ...live, title: 'On no product' })
    const cards = await listStoreSpecials(storeId, now)
    expect(cards.map((c) => c.id)).toEqual([shown.id])
  })

  it('ignores another store’s specials, even on the same products', async () => {
    const db = getDb()
    const { storeId } = await store()
    const other = await store()
    await createSpecial(db, { storeId: other.storeId, productIds: other.productIds, ...live, title: 'Elsewhere' })
    expect(await listStoreSpecials(storeId, now)).toEqual([])
    expect(await listStoreSpecials(other.storeId, now)).toHaveLength(1)
  })

  it('sorts by end date, open-ended last, ties by latest update, and keeps 20', async () => {
    const db = getDb()
    const { storeId, productIds } = await store()
    const made: { id: number; end: Date | null; updated: Date }[] = []
    for (let i = 0; i < 24; i++) {
      const end = i % 4 === 0 ? null : day(1 + (i % 5))
      const updated = day(-1 - (i % 7))
      const special = await createSpecial(db, {
        storeId,
        productIds: [productIds[i % 2] as number],
        startDate: day(-3),
        endDate: end,
        updatedAt: updated,
        title: `Offer ${i}`,
        discountType: 'dollar_amount',
        discountDollarAmount: 1 + (i % 5),
      })
      made.push({ id: special.id, end, updated })
    }
    const expected = [...made]
      .sort(
        (a, b) =>
          (a.end?.getTime() ?? Infinity) - (b.end?.getTime() ?? Infinity) ||
          b.updated.getTime() - a.updated.getTime() ||
          a.id - b.id,
      )
      .slice(0, 20)
      .map((s) => s.id)
    const cards = await listStoreSpecials(storeId, now)
    expect(cards.map((c) => c.id)).toEqual(expected)
    expect(cards.filter((c) => c.endDate === null).length).toBe(20 - 18)
    expect(cards.at(-1)?.endsText).toBe('')
  })

  it('logs an API call error with the store id and gives an empty row when the query fails', async () => {
    const error = vi.fn()
    const child = vi.spyOn(logger, 'child').mockReturnValue({ error } as unknown as ReturnType<typeof logger.child>)
    try {
      // A store id beyond PostgreSQL's integer range makes the query itself fail.
      expect(await listStoreSpecials(2 ** 40, now)).toEqual([])
      expect(child).toHaveBeenCalledWith({ category: 'API call' })
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ storeId: 2 ** 40, err: expect.any(Error) }),
        expect.any(String),
      )
    } finally {
      child.mockRestore()
    }
  })
})
