import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { deliveryZones, dispensaries, dispensaryReviews } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { listDeliveryZones, listDispensaryReviews, listMapListings } from './map-data.server'

let joliet = 0
let quiet = 0
const square = { type: 'Polygon' as const, coordinates: [[[-88.1, 41.5], [-88, 41.5], [-88, 41.6], [-88.1, 41.6], [-88.1, 41.5]]] as [number, number][][] }

beforeAll(async () => {
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  joliet = (await createDispensary(db, { stateId: illinois.id, name: 'Joliet', slug: 'joliet', lat: 41.525, lng: -88.0817 })).id
  await createMenu(db, { dispensaryId: joliet, kind: 'recreational', slug: 'recreational-menu', storeId: 1201, isDefault: true })
  quiet = (await createDispensary(db, { stateId: illinois.id, name: 'Quiet', slug: 'quiet', reviewsDisabled: true })).id
  await createDispensary(db, { stateId: ohio.id, name: 'Toledo', slug: 'toledo' })
  await db.update(dispensaries).set({ lat: null, lng: null }).where(eq(dispensaries.id, quiet))
  const day = (d: number) => new Date(Date.UTC(2025, 5, d))
  await db.insert(dispensaryReviews).values([
    { dispensaryId: joliet, author: 'Maya R.', comment: 'Older', rating: 4, createdAt: day(1) },
    { dispensaryId: joliet, author: 'Sam W.', comment: 'Newer', rating: 5, createdAt: day(2) },
    { dispensaryId: joliet, author: 'Troll', comment: 'Hidden', rating: 1, hidden: true, createdAt: day(3) },
    { dispensaryId: quiet, author: 'Ana C.', comment: 'Disabled', rating: 5, createdAt: day(1) },
  ])
  await db.insert(deliveryZones).values([
    { id: 'dz-joliet-2', dispensaryId: joliet, name: 'Joliet North', geometry: square, sort: 2 },
    { id: 'dz-joliet-1', dispensaryId: joliet, name: 'Joliet', geometry: square, sort: 1 },
  ])
})


describe('listDispensaryReviews', () => {
  it('lists visible reviews newest first', async () => {
    const reviews = await listDispensaryReviews(joliet, 'main')
    expect(reviews.map((r) => [r.author, r.comment, r.rating])).toEqual([
      ['Sam W.', 'Newer', 5],
      ['Maya R.', 'Older', 4],
    ])
    expect(reviews[0]!.createdAt).toBe('2025-06-02T00:00:00.000Z')
  })
  it.each([
    ['an Ohio host', () => joliet, 'ohio' as const],
    ['a dispensary that disables reviews', () => quiet, 'main' as const],
  ])('lists none on %s', async (_, id, region) => {
    expect(await listDispensaryReviews(id(), region)).toEqual([])
  })
})

describe('listDeliveryZones', () => {
  it('answers the zones in order with the store name and menu link', async () => {
    const zones = await listDeliveryZones(joliet, { name: 'Joliet', defaultMenuPath: '/menu/' })
    expect(zones).toEqual([
      { id: 'dz-joliet-1', name: 'Joliet', storeName: 'Joliet', link: '/menu/', geometry: square },
      { id: 'dz-joliet-2', name: 'Joliet North', storeName: 'Joliet', link: '/menu/', geometry: square },
    ])
    expect(await listDeliveryZones(quiet, { name: 'Quiet', defaultMenuPath: '/' })).toEqual([])
  })
})

describe('listMapListings', () => {
  it('lists the region’s dispensaries, keeping one without coordinates (null)', async () => {
    const listings = await listMapListings('main')
    expect(listings.map((l) => [l.title, l.lat, l.lng])).toEqual([
      ['Joliet', 41.525, -88.0817],
      ['Quiet', null, null],
    ])
    expect(listings[0]).toMatchObject({ kind: 'dispensary', uri: '/dispensaries/illinois/joliet', stateCode: 'IL', id: `dispensary-${joliet}` })
    expect(listings[0]!.menuBtns).toEqual([{ name: 'Recreational', url: expect.stringContaining('/1201/recreational-menu'), isDefault: true }])
    expect((await listMapListings('ohio')).map((l) => l.title)).toEqual(['Toledo'])
    expect(await listMapListings('main', { stateSlug: 'ohio' })).toEqual([])
    expect((await listMapListings('main', { stateSlug: 'illinois' })).length).toBe(2)
  })

  it('refuses coordinates with only one half (both or neither)', async () => {
    await expect(getDb().update(dispensaries).set({ lat: null }).where(eq(dispensaries.id, joliet))).rejects.toThrow()
  })
})
