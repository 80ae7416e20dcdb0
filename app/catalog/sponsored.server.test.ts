import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { sponsoredPlacements } from '~/db/schema'
import { createBrand, createMenuProduct, createProduct } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { refreshSearchIndex } from './search/index.server'
import {
  existingPlacementIds,
  loadSponsoredCards,
  recordSponsoredEvents,
  sponsoredEventsAnswer,
} from './sponsored.server'

const now = new Date('2026-03-10T12:00:00Z')
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000)
const PATH = '/dispensaries/illinois/oak-park/1001/recreational-menu/'

beforeEach(async () => {
  await resetDatabase()
})

async function product(storeId: number | undefined, brandId: number, inventory = 5) {
  const db = getDb()
  const created = await createProduct(db, { kind: 'flower', brandId })
  const mp = await createMenuProduct(db, {
    storeId,
    productId: created.id,
    variants: [{ weight: 'gram', price: 12, inventory }],
  })
  return { storeId: mp.storeId, productId: created.id }
}

describe('loadSponsoredCards', () => {
  it('gives the live, in-stock placements of the store in rank order as sponsor cards', async () => {
    const db = getDb()
    const brand = await createBrand(db, { name: 'Prairie Bloom' })
    const first = await product(undefined, brand.id)
    const storeId = first.storeId
    const second = await product(storeId, brand.id)
    const third = await product(storeId, brand.id)
    const soldOut = await product(storeId, brand.id, 0)
    const ended = await product(storeId, brand.id)
    const future = await product(storeId, brand.id)
    const off = await product(storeId, brand.id)
    const elsewhere = await product(undefined, brand.id)
    await refreshSearchIndex(db)
    const [a, b, c] = await db
      .insert(sponsoredPlacements)
      .values([
        {
          storeId,
          productId: second.productId,
          sponsor: 'Prairie Bloom',
          rank: 2,
        },
        {
          storeId,
          productId: first.productId,
          sponsor: 'Prairie Bloom',
          rank: 1,
          startsAt: day(-3),
          endsAt: day(3),
        },
        {
          storeId,
          productId: third.productId,
          sponsor: 'Prairie Bloom',
          rank: 3,
        },
        {
          storeId,
          productId: soldOut.productId,
          sponsor: 'Prairie Bloom',
          rank: 0,
        },
        {
          storeId,
          productId: ended.productId,
          sponsor: 'Prairie Bloom',
          rank: 0,
          endsAt: day(-1),
        },
        {
          storeId,
          productId: future.productId,
          sponsor: 'Prairie Bloom',
          rank: 0,
          startsAt: day(1),
        },
        {
          storeId,
          productId: off.productId,
          sponsor: 'Prairie Bloom',
          rank: 0,
          active: false,
        },
        {
          storeId: elsewhere.storeId,
          productId: elsewhere.productId,
          sponsor: 'Prairie Bloom',
          rank: 0,
        },
      ])
      .returning()

    const cards = await loadSponsoredCards(storeId, {
      menuPagePath: PATH,
      now,
      isOhioHost: false,
    })
    expect(cards.map((card) => card.productId)).toEqual([first.productId, second.productId, third.productId])
    expect(cards.map((card) => card.placementId)).toEqual([b?.id, a?.id, c?.id])
    expect(
      cards.every((card) => card.isSponsor && card.storeId === storeId && !card.outOfStock && card.brand === 'Prairie Bloom'),
    ).toBe(true)
    expect(cards[0]?.url.startsWith(PATH)).toBe(true)
  })

  it('is empty for a store without placements', async () => {
    const db = getDb()
    const brand = await createBrand(db)
    const { storeId } = await product(undefined, brand.id)
    await refreshSearchIndex(db)
    expect(
      await loadSponsoredCards(storeId, {
        menuPagePath: PATH,
        now,
        isOhioHost: false,
      }),
    ).toEqual([])
  })
})

describe('recordSponsoredEvents', () => {
  it('stores impressions and clicks with the visitor, and knows which placements exist', async () => {
    const db = getDb()
    const brand = await createBrand(db)
    const { storeId, productId } = await product(undefined, brand.id)
    const [placement] = await db.insert(sponsoredPlacements).values({ storeId, productId, sponsor: 'Brand' }).returning()
    const id = placement?.id ?? 0
    expect(await existingPlacementIds([id, id + 1000])).toEqual(new Set([id]))
    await recordSponsoredEvents(
      [
        { placementId: id, kind: 'impression', isAddToCart: false },
        { placementId: id, kind: 'click', isAddToCart: true },
      ],
      '0b7f8a52-8a4e-4c1e-9d0e-5b2f7c3a9e11',
    )
    const { rows } = await db.execute(sql`select kind, is_add_to_cart, visitor_token from sponsored_events order by id`)
    expect(rows).toEqual([
      {
        kind: 'impression',
        is_add_to_cart: false,
        visitor_token: '0b7f8a52-8a4e-4c1e-9d0e-5b2f7c3a9e11',
      },
      {
        kind: 'click',
        is_add_to_cart: true,
        visitor_token: '0b7f8a52-8a4e-4c1e-9d0e-5b2f7c3a9e11',
      },
    ])
  })
})

describe('POST /api/sponsored-events', () => {
  const context = { clientAddress: '203.0.113.9' }
  const post = (body: unknown, cookie?: string) =>
    new Request('http://localhost/api/sponsored-events', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    })
  const count = async () =>
    (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from sponsored_events`)).rows[0]?.n

  async function placement() {
    const db = getDb()
    const brand = await createBrand(db)
    const { storeId, productId } = await product(undefined, brand.id)
    const [row] = await db.insert(sponsoredPlacements).values({ storeId, productId, sponsor: 'Brand' }).returning()
    return row?.id ?? 0
  }

  it('records impressions and clicks with targeting consent (202)', async () => {
    const id = await placement()
    const response = await sponsoredEventsAnswer(
      post(
        [
          { placementId: id, kind: 'impression' },
          { placementId: id, kind: 'click', isAddToCart: true },
        ],
        'nm_consent=C0002:0,C0003:0,C0004:1',
      ),
      context,
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: 2 })
    expect(await count()).toBe(2)
  })

  it.each([
    ['no consent cookie', undefined],
    ['targeting refused', 'nm_consent=C0002:1,C0003:1,C0004:0'],
    ['a malformed consent cookie', 'nm_consent=C0004:1'],
  ])('refuses with 403 and stores nothing: %s', async (_, cookie) => {
    const id = await placement()
    const response = await sponsoredEventsAnswer(post({ placementId: id, kind: 'impression' }, cookie), context)
    expect(response.status).toBe(403)
    expect(await count()).toBe(0)
  })

  it('refuses an unknown placement or a bad event with 400, storing nothing', async () => {
    const id = await placement()
    const consent = 'nm_consent=C0002:1,C0003:1,C0004:1'
    expect(
      (
        await sponsoredEventsAnswer(
          post(
            [
              { placementId: id, kind: 'impression' },
              { placementId: id + 99, kind: 'click' },
            ],
            consent,
          ),
          context,
        )
      ).status,
    ).toBe(400)
    expect((await sponsoredEventsAnswer(post({ placementId: id, kind: 'view' }, consent), context)).status).toBe(400)
    expect(await count()).toBe(0)
  })
})
