import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createMenuProduct, createSpecial, createState } from '~/db/seed/factories'
import { listStateDeals } from './state-deals.server'

const now = new Date('2025-06-20T12:00:00Z')
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000)

let joliet = { storeId: 0, specialId: 0 }
let aurora = { storeId: 0, specialId: 0 }

/** An Illinois store with one product and a live special on it ending in `endsIn` days. */
async function storeWithSpecial(stateId: number, name: string, endsIn: number | null) {
  const db = getDb()
  const dispensary = await createDispensary(db, { stateId, name, timeZone: 'America/Chicago' })
  const { storeId } = await createMenu(db, { dispensaryId: dispensary.id })
  const { productId } = await createMenuProduct(db, { storeId })
  const special = await createSpecial(db, {
    storeId,
    title: `${name} deal`,
    discountType: 'percent',
    discountPercent: 15,
    productIds: [productId],
    startDate: day(-2),
    endDate: endsIn === null ? null : day(endsIn),
    updatedAt: day(-1),
  })
  return { storeId, specialId: special.id }
}

beforeAll(async () => {
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  joliet = await storeWithSpecial(illinois.id, 'Joliet', null)
  aurora = await storeWithSpecial(illinois.id, 'Aurora', 3)
  await createDispensary(db, { stateId: illinois.id, name: 'Soon', plan: 'coming-soon' })
})

describe('listStateDeals (002 §2: the state’s deals, soonest to end first)', () => {
  it('gives one card per live special of the state’s stores, linking to the menu filtered by it', async () => {
    const result = await listStateDeals('illinois', 'main', now)
    expect(result?.state).toMatchObject({ name: 'Illinois', slug: 'illinois', code: 'IL' })
    expect(result?.deals.map((deal) => [deal.specialText, deal.percentText, deal.internalName])).toEqual([
      ['Aurora deal', '15%', `special-${aurora.specialId}`],
      ['Joliet deal', '15%', `special-${joliet.specialId}`],
    ])
    expect(result?.deals[0]?.extraText).toMatch(/^Aurora · Ends /)
    expect(result?.deals[1]?.link).toMatch(new RegExp(`/${joliet.storeId}/[a-z-]+/\\?refinementList%5Bapplicable_special_ids%5D%5B%5D=${joliet.specialId}$`))
  })

  it.each([
    ['an unknown state', 'nowhere', 'main'],
    ['Ohio off the Ohio host', 'ohio', 'main'],
    ['another state on the Ohio host', 'illinois', 'ohio'],
  ] as const)('is null for %s', async (_name, slug, region) => {
    expect(await listStateDeals(slug, region, now)).toBeNull()
  })
})
