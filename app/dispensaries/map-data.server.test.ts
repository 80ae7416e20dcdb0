import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { deliveryZones, dispensaries, dispensaryReviews } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { getDispensary } from './dispensaries.server'
import { getDispensaryHome, listDeliveryZones, listDispensaryReviews, listMapListings, listNearbyDispensaries } from './map-data.server'

let joliet = 0
let quiet = 0
const square = { type: 'Polygon' as const, coordinates: [[[-88.1, 41.5], [-88, 41.5], [-88, 41.6], [-88.1, 41.6], [-88.1, 41.5]]] as [number, number][][] }

beforeAll(async () => {
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  const indiana = await createState(db, { name: 'Indiana', slug: 'indiana', code: 'IN' })
  joliet = (await createDispensary(db, { stateId: illinois.id, name: 'Joliet', slug: 'joliet', lat: 41.525, lng: -88.0817 })).id
  await createMenu(db, { dispensaryId: joliet, kind: 'recreational', slug: 'recreational-menu', storeId: 1201, isDefault: true })
  quiet = (await createDispensary(db, { stateId: illinois.id, name: 'Quiet', slug: 'quiet', reviewsDisabled: true })).id
  await createDispensary(db, { stateId: ohio.id, name: 'Toledo', slug: 'toledo' })
  // Around Joliet: two more Illinois stores, and an Indiana one nearer than either (another state).
  await createDispensary(db, { stateId: illinois.id, name: 'Aurora', slug: 'aurora', lat: 41.7606, lng: -88.3201 })
  await createDispensary(db, { stateId: illinois.id, name: 'Elgin', slug: 'elgin', lat: 42.0354, lng: -88.2826 })
  await createDispensary(db, { stateId: indiana.id, name: 'Hammond', slug: 'hammond', lat: 41.5834, lng: -87.5 })
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
      ['Aurora', 41.7606, -88.3201],
      ['Elgin', 42.0354, -88.2826],
      ['Joliet', 41.525, -88.0817],
      ['Quiet', null, null],
      ['Hammond', 41.5834, -87.5],
    ])
    expect(listings[2]).toMatchObject({ kind: 'dispensary', uri: '/dispensaries/illinois/joliet', stateCode: 'IL', id: `dispensary-${joliet}` })
    expect(listings[2]!.menuBtns).toEqual([{ name: 'Recreational', url: expect.stringContaining('/1201/recreational-menu'), isDefault: true }])
    expect((await listMapListings('ohio')).map((l) => l.title)).toEqual(['Toledo'])
    expect(await listMapListings('main', { stateSlug: 'ohio' })).toEqual([])
    expect((await listMapListings('main', { stateSlug: 'illinois' })).map((l) => l.title)).toEqual(['Aurora', 'Elgin', 'Joliet', 'Quiet'])
  })

  it('refuses coordinates with only one half (both or neither)', async () => {
    await expect(getDb().update(dispensaries).set({ lat: null }).where(eq(dispensaries.id, joliet))).rejects.toThrow()
  })
})

describe('listNearbyDispensaries (002 §9: 3 hits in the state, the first and the store itself dropped)', () => {
  it('lists the other stores of the state nearest first, never one across the state line', async () => {
    const near = await listNearbyDispensaries({ slug: 'joliet', lat: 41.525, lng: -88.0817, address: { street1: '', street2: null, city: 'Joliet', stateCode: 'IL', zip: '' } }, 'main')
    expect(near.map((n) => [n.name, n.distanceMiles])).toEqual([
      ['Aurora', 20.4],
      ['Elgin', 36.8],
    ])
    expect(near[0]).toMatchObject({ path: '/dispensaries/illinois/aurora', stateCode: 'IL', approximate: true })
    // Hammond, Indiana (about 30 miles) is nearer than Elgin, but in another state.
  })

  it('lists none for a store without coordinates or outside the region', async () => {
    const quietStore = { slug: 'quiet', lat: null, lng: null, address: { street1: '', street2: null, city: 'Quiet', stateCode: 'IL', zip: '' } }
    expect(await listNearbyDispensaries(quietStore, 'main')).toEqual([])
    const joliet = { slug: 'joliet', lat: 41.525, lng: -88.0817, address: { street1: '', street2: null, city: 'Joliet', stateCode: 'IL', zip: '' } }
    expect(await listNearbyDispensaries(joliet, 'ohio')).toEqual([])
  })
})

describe('getDispensaryHome', () => {
  it('gathers the store’s listing, its zones linking to its default menu, its reviews and the stores nearby', async () => {
    const detail = await getDispensary('illinois', 'joliet', 'main')
    const home = await getDispensaryHome(detail!, 'main')
    expect(home.listing).toMatchObject({ id: `dispensary-${joliet}`, title: 'Joliet', lat: 41.525, lng: -88.0817, uri: '/dispensaries/illinois/joliet' })
    expect(home.zones.map((z) => [z.id, z.storeName, z.link])).toEqual([
      ['dz-joliet-1', 'Joliet', detail!.menus[0]!.path],
      ['dz-joliet-2', 'Joliet', detail!.menus[0]!.path],
    ])
    expect(home.reviews.map((r) => r.author)).toEqual(['Sam W.', 'Maya R.'])
    expect(home.nearby.map((n) => n.slug)).toEqual(['aurora', 'elgin'])
  })

  it('shows no reviews on an Ohio host, and no zones, reviews or nearby stores where there are none', async () => {
    const toledo = await getDispensary('ohio', 'toledo', 'ohio')
    expect(await getDispensaryHome(toledo!, 'ohio')).toMatchObject({ zones: [], reviews: [], nearby: [] })
    const quietStore = await getDispensary('illinois', 'quiet', 'main')
    expect(await getDispensaryHome(quietStore!, 'main')).toMatchObject({ listing: { lat: null, lng: null }, zones: [], reviews: [], nearby: [] })
  })
})
