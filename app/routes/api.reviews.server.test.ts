import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '~/db/client.server'
import { reviews, reviewVotes } from '~/db/schema'
import { createProduct } from '~/db/seed/factories'
import type { LoggedError } from '../../tests/setup/recording-logger'
import { resetDatabase } from '../../tests/setup/reset-database'
import { signUp } from '~/auth/sign-up.server'
import { signVisitor } from '~/cart/visitor.server'
import { HELPFUL_PER_REVIEW_PER_ADDRESS } from '~/reviews/reviews-api.server'
import { loader } from './api.reviews'
import { action } from './api.reviews.helpful'

const logged = vi.hoisted(() => ({ errors: [] as LoggedError[] }))

// Capture what the routes log (the test run's logger is silent).
vi.mock('~/log.server', async () => (await import('../../tests/setup/recording-logger')).recordingLogModule(logged))

type LoaderArgs = Parameters<typeof loader>[0]
type ActionArgs = Parameters<typeof action>[0]
const BASE = 'http://localhost:3000'

async function get(query: string, headers: Record<string, string> = {}) {
  const response = await loader({ request: new Request(`${BASE}/api/reviews?${query}`, { headers }), params: {}, context: {} } as unknown as LoaderArgs)
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> }
}

async function vote(reviewId: string | number, headers: Record<string, string> = {}, clientAddress = '10.0.0.1') {
  const request = new Request(`${BASE}/api/reviews/${reviewId}/helpful`, { method: 'POST', headers })
  const response = await action({ request, params: { reviewId: String(reviewId) }, context: { clientAddress } } as unknown as ActionArgs)
  return {
    status: response.status,
    cookie: response.headers.get('set-cookie'),
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

let productId = 0
let reviewIds: number[] = []

beforeEach(async () => {
  await resetDatabase()
  logged.errors.length = 0
  const db = getDb()
  productId = (await createProduct(db)).id
  const rows = await db
    .insert(reviews)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        productId,
        nickname: `Shopper ${i}`,
        rating: (i % 5) + 1,
        comment: `Comment ${i}`,
        activities: i % 2 ? ["Hang with friends'"] : ['Get relief'],
        feelings: i % 3 ? ['Relaxed'] : [],
        hidden: i === 11,
        createdAt: new Date(Date.UTC(2026, 2, 1 + i)),
      })),
    )
    .returning({ id: reviews.id })
  reviewIds = rows.map((row) => row.id)
})

describe('GET /api/reviews', () => {
  it('answers a page with totals and facets, cacheable for visitors without a cookie', async () => {
    const { status, cache, body } = await get(`productId=${productId}`)
    expect(status).toBe(200)
    expect(cache).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120')
    expect(Object.keys(body).sort()).toEqual(['facets', 'hits', 'nbHits', 'nbPages', 'page'])
    expect(body).toMatchObject({ nbHits: 11, nbPages: 3, page: 0 })
    const hits = body.hits as { nickname: string; createdAt: string; votedHelpful: boolean }[]
    expect(hits.map((h) => h.nickname)).toEqual(['Shopper 10', 'Shopper 9', 'Shopper 8', 'Shopper 7', 'Shopper 6'])
    expect(hits[0]!.createdAt).toBe('2026-03-11T00:00:00.000Z')
    expect(body.facets).toEqual({
      rating: { '1': 3, '2': 2, '3': 2, '4': 2, '5': 2 },
      activities: { 'Get relief': 6, "Hang with friends'": 5 },
      feelings: { Relaxed: 7 },
    })
  })

  it('filters with rating[], activities[] and feelings[], a quoted value included', async () => {
    const { status, body } = await get(
      `productId=${productId}&rating[]=2&rating[]=4&activities[]=${encodeURIComponent("Hang with friends'")}&sort=rating`,
    )
    expect(status).toBe(200)
    const hits = body.hits as { rating: number; activities: string[] }[]
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.every((h) => [2, 4].includes(h.rating) && h.activities.includes("Hang with friends'"))).toBe(true)
    expect(hits.map((h) => h.rating)).toEqual([...hits.map((h) => h.rating)].sort((a, b) => b - a))
    // The activities count ignores the activity filter (disjunctive), the rating counts ignore the rating filter.
    const facets = body.facets as { rating: Record<string, number>; activities: Record<string, number> }
    expect(facets.activities['Get relief']).toBeGreaterThan(0)
    expect(facets.rating['5']).toBeGreaterThan(0)
  })

  it('a visitor with a cookie sees their votes in a private answer', async () => {
    const visitor = randomUUID()
    const cookie = { cookie: `nm_visitor=${signVisitor(visitor)}` }
    await vote(reviewIds[10]!, cookie)
    const { cache, body } = await get(`productId=${productId}`, cookie)
    expect(cache).toBe('private, no-store')
    const hits = body.hits as { id: number; votedHelpful: boolean; upvotes: number }[]
    expect(hits.find((h) => h.id === reviewIds[10])).toMatchObject({ votedHelpful: true, upvotes: 1 })
  })

  it.each([
    ['', 'productId'],
    ['productId=abc', 'productId'],
    ['productId=-1', 'productId'],
    ['productId=7&page=-1', 'page'],
    ['productId=7&page=1001', 'page'],
    ['productId=7&sort=newest', 'sort'],
    ['productId=7&rating[]=6', 'rating'],
    ['productId=7&rating[]=0', 'rating'],
    [`productId=7&${Array.from({ length: 21 }, (_, i) => `feelings[]=f${i}`).join('&')}`, 'feelings'],
    [`productId=7&activities[]=${'x'.repeat(61)}`, 'activities'],
  ])('refuses %s with a 400 naming %s', async (query, parameter) => {
    const { status, cache, body } = await get(query)
    expect(status).toBe(400)
    expect(cache).toBe('no-store')
    expect(body.parameter).toBe(parameter)
    expect(typeof body.error).toBe('string')
  })

  it('answers 404 for an unknown product and on the Ohio host', async () => {
    const unknown = await get(`productId=${productId + 100}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatch(/no product/)
    expect((await get(`productId=${productId}`, { host: 'oh.localhost:3000' })).status).toBe(404)
  })

  it('answers 503 with a friendly message and logs when the database fails', async () => {
    const db = getDb()
    await db.execute(sql`alter table reviews rename to reviews_away`)
    try {
      const { status, cache, body } = await get(`productId=${productId}`)
      expect(status).toBe(503)
      expect(cache).toBe('no-store')
      expect(body).toEqual({ error: 'Reviews could not be loaded just now. Please try again in a moment.' })
      expect(JSON.stringify(body)).not.toMatch(/reviews_away|stack|relation/)
      expect(logged.errors).toHaveLength(1)
      expect(logged.errors[0]).toMatchObject({ category: 'reviews', fields: { productId } })
    } finally {
      await db.execute(sql`alter table reviews_away rename to reviews`)
    }
  })
})

describe('POST /api/reviews/:reviewId/helpful', () => {
  it('a first post without the cookie counts nothing and sets a signed one; with it the vote counts, once', async () => {
    const first = await vote(reviewIds[3]!)
    expect(first.status).toBe(428)
    expect(first.body).toEqual({ error: 'Voting needs the cookie this answer sets. Please vote again.' })
    expect(first.cookie).toMatch(/^nm_visitor=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/)
    expect(await upvotes(reviewIds[3]!)).toBe(0)

    const cookie = /^(nm_visitor=[^;]+)/.exec(first.cookie!)![1]!
    const counted = await vote(reviewIds[3]!, { cookie })
    expect(counted.status).toBe(200)
    expect(counted.body).toEqual({ reviewId: reviewIds[3], upvotes: 1, votedHelpful: true })
    expect(counted.cache).toBe('no-store')
    expect(counted.cookie).toBeNull()
    const again = await vote(reviewIds[3]!, { cookie })
    expect(again.body).toEqual({ reviewId: reviewIds[3], upvotes: 1, votedHelpful: true })
    const rows = await getDb().select().from(reviewVotes).where(eq(reviewVotes.reviewId, reviewIds[3]!))
    expect(rows.map((row) => `nm_visitor=${signVisitor(row.visitorToken)}`)).toEqual([cookie])
  })

  it('30 posts from a client that never sends cookies back (or sends uuids of its own choosing) add no vote', async () => {
    for (let i = 0; i < 15; i++) expect((await vote(reviewIds[4]!, {}, '10.7.7.7')).status).toBe(428)
    for (let i = 0; i < 15; i++) expect((await vote(reviewIds[4]!, { cookie: `nm_visitor=${randomUUID()}` }, '10.7.7.8')).status).toBe(428)
    expect(await upvotes(reviewIds[4]!)).toBe(0)
    expect(await getDb().select().from(reviewVotes)).toHaveLength(0)
  })

  it('a script taking a fresh cookie for every vote is stopped after a few counted votes per review from its address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const cookie = `nm_visitor=${signVisitor(randomUUID())}`
      statuses.push((await vote(reviewIds[5]!, { cookie }, '10.6.6.6')).status)
    }
    expect(statuses).toEqual([...Array(HELPFUL_PER_REVIEW_PER_ADDRESS.max).fill(200), ...Array(10 - HELPFUL_PER_REVIEW_PER_ADDRESS.max).fill(429)])
    expect(await upvotes(reviewIds[5]!)).toBe(HELPFUL_PER_REVIEW_PER_ADDRESS.max)
    // Another address (another household) still counts.
    expect((await vote(reviewIds[5]!, { cookie: `nm_visitor=${signVisitor(randomUUID())}` }, '10.6.6.7')).status).toBe(200)
  })

  it('counts a signed-in shopper once, whichever browser they vote from', async () => {
    const session = await signedInCookie()
    const one = await vote(reviewIds[6]!, { cookie: `${session}; nm_visitor=${signVisitor(randomUUID())}` })
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ upvotes: 1 })
    // A second browser of the same account, with its own visitor cookie or none at all.
    expect((await vote(reviewIds[6]!, { cookie: `${session}; nm_visitor=${signVisitor(randomUUID())}` })).body).toMatchObject({ upvotes: 1 })
    const bare = await vote(reviewIds[6]!, { cookie: session })
    expect(bare.status).toBe(200)
    expect(bare.body).toMatchObject({ upvotes: 1 })
    expect(await upvotes(reviewIds[6]!)).toBe(1)
  })

  it('refuses hidden and unknown reviews with 404 and bad ids with 400', async () => {
    const cookie = { cookie: `nm_visitor=${signVisitor(randomUUID())}` }
    expect((await vote(reviewIds[11]!, cookie)).status).toBe(404)
    expect((await vote(reviewIds[11]! + 500, cookie)).status).toBe(404)
    // Without the cookie too: nobody is handed a cookie and told to vote again on a review no vote reaches.
    for (const id of [reviewIds[11]!, reviewIds[11]! + 500]) {
      const bare = await vote(id)
      expect(bare.status).toBe(404)
      expect(bare.cookie).toBeNull()
    }
    for (const bad of ['abc', '0', '-2', '1.5', '99999999999']) {
      for (const headers of [cookie, {}]) {
        const answer = await vote(bad, headers)
        expect(answer.status).toBe(400)
        expect(answer.body.parameter).toBe('reviewId')
        expect(answer.cookie).toBeNull()
      }
    }
    expect(await getDb().select().from(reviewVotes)).toHaveLength(0)
  })

  it('limits votes per client address', async () => {
    const cookie = { cookie: `nm_visitor=${signVisitor(randomUUID())}` }
    for (let i = 0; i < 30; i++) expect((await vote(reviewIds[i % 10]!, cookie, '10.9.9.9')).status).toBe(200)
    const limited = await vote(reviewIds[0]!, cookie, '10.9.9.9')
    expect(limited.status).toBe(429)
    expect(limited.body.error).toMatch(/Too many requests/)
    // Another client is not held back by that one.
    expect((await vote(reviewIds[0]!, cookie, '10.1.1.1')).status).toBe(200)
  })
})

async function upvotes(reviewId: number): Promise<number> {
  const [row] = await getDb().select({ upvotes: reviews.upvotes }).from(reviews).where(eq(reviews.id, reviewId))
  return row!.upvotes
}

/** A signed-in shopper's session cookie. */
async function signedInCookie(): Promise<string> {
  const created = await signUp(
    { firstName: 'Ada', lastName: 'Lovelace', email: `ada-${randomUUID()}@example.com`, phoneNumber: '3125550123', birthdate: '12/10/1990', homeState: 'IL', password: 'correct horse 42', acceptTerms: 'on' },
    { request: new Request(`${BASE}/sign-up`, { method: 'POST' }), clientAddress: '10.8.8.8' },
  )
  if (!created.ok) throw new Error('sign-up failed')
  return created.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
}
