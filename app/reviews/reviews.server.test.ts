import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { reviews, reviewVotes } from '~/db/schema'
import { createProduct } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { emptyReviewQuery, reviewMatches } from './review-query'
import { loadReviewSection, productExists, reviewSummary, searchReviews, voteHelpful } from './reviews.server'
import type { ReviewQuery } from './types'

type Seeded = {
  id: number
  rating: number
  activities: string[]
  feelings: string[]
  hidden: boolean
  upvotes: number
  createdAt: Date
}

const QUOTED = "Hang with friends'"
const ACTIVITIES = ['Get relief', 'Ease my mind', QUOTED, 'Get Active', "O'Neil's \"walk\", {braces}\\"]
const FEELINGS = ['Relaxed', 'Sleepy', 'Creative', "Not high'); drop table reviews; --"]

/** A small deterministic generator, so a failing case can be replayed. */
function rng(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

async function seedProduct(count: number, seed = 7) {
  const db = getDb()
  const product = await createProduct(db, { name: 'Reviewed Kush' })
  const next = rng(seed)
  const pick = (list: string[]) => list.filter(() => next() < 0.35)
  const base = Date.UTC(2026, 0, 1)
  const rows = Array.from({ length: count }, (_, i) => ({
    productId: product.id,
    nickname: `Shopper ${i}`,
    rating: 1 + Math.floor(next() * 5),
    comment: `Comment ${i}`,
    activities: pick(ACTIVITIES),
    feelings: pick(FEELINGS),
    hidden: next() < 0.1,
    upvotes: Math.floor(next() * 6),
    // Reviews come in pairs sharing a timestamp, so ties fall to the id.
    createdAt: new Date(base + Math.floor(i / 2) * 3_600_000),
  }))
  const inserted = await db.insert(reviews).values(rows).returning()
  const seeded: Seeded[] = inserted.map((row) => ({
    id: row.id,
    rating: row.rating,
    activities: row.activities,
    feelings: row.feelings,
    hidden: row.hidden,
    upvotes: row.upvotes,
    createdAt: row.createdAt,
  }))
  return { productId: product.id, seeded }
}

/** The answer computed the slow way, in JavaScript, from the same rows. */
function bruteForce(seeded: Seeded[], query: ReviewQuery) {
  const visible = seeded.filter((r) => !r.hidden)
  const recent = (a: Seeded, b: Seeded) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id
  const order = {
    recent,
    helpful: (a: Seeded, b: Seeded) => b.upvotes - a.upvotes || recent(a, b),
    rating: (a: Seeded, b: Seeded) => b.rating - a.rating || recent(a, b),
  }[query.sort]
  const matching = visible.filter((r) => reviewMatches(r, query)).sort(order)
  const rating: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
  const activities: Record<string, number> = {}
  const feelings: Record<string, number> = {}
  for (const r of visible) {
    if (reviewMatches(r, query, 'rating')) rating[String(r.rating)]! += 1
    if (reviewMatches(r, query, 'activities')) for (const a of r.activities) activities[a] = (activities[a] ?? 0) + 1
    if (reviewMatches(r, query, 'feelings')) for (const f of r.feelings) feelings[f] = (feelings[f] ?? 0) + 1
  }
  return {
    ids: matching.slice(query.page * 5, query.page * 5 + 5).map((r) => r.id),
    nbHits: matching.length,
    nbPages: Math.ceil(matching.length / 5),
    facets: { rating, activities, feelings },
  }
}

beforeEach(async () => {
  await resetDatabase()
})

describe('searchReviews', () => {
  it('agrees with a brute-force computation for sorts, pages and filters (disjunctive facets)', async () => {
    const { productId, seeded } = await seedProduct(60)
    const queries: Partial<ReviewQuery>[] = [
      {},
      { page: 1 },
      { page: 11 },
      { sort: 'helpful' },
      { sort: 'rating', page: 2 },
      { rating: [5] },
      { rating: [1, 5] },
      { activities: [QUOTED] },
      { activities: [QUOTED, 'Get relief'] },
      { feelings: [FEELINGS[3]!] },
      { rating: [4, 5], feelings: ['Relaxed', 'Sleepy'] },
      { rating: [3, 4, 5], activities: ['Ease my mind', ACTIVITIES[4]!], feelings: ['Creative'], sort: 'helpful' },
      { activities: ['Nobody wrote this'] },
    ]
    for (const partial of queries) {
      const query = { ...emptyReviewQuery(productId), ...partial }
      const result = await searchReviews(query)
      const expected = bruteForce(seeded, query)
      expect({ query: partial, ids: result.hits.map((h) => h.id) }).toEqual({ query: partial, ids: expected.ids })
      expect(result.nbHits).toBe(expected.nbHits)
      expect(result.nbPages).toBe(expected.nbPages)
      expect(result.page).toBe(query.page)
      expect(result.facets).toEqual(expected.facets)
    }
  })

  it('never returns hidden reviews nor counts them, and keeps other products apart', async () => {
    const db = getDb()
    const { productId, seeded } = await seedProduct(30)
    const other = await seedProduct(8, 99)
    const hiddenIds = new Set(seeded.filter((r) => r.hidden).map((r) => r.id))
    expect(hiddenIds.size).toBeGreaterThan(0)
    const seen: number[] = []
    for (let page = 0; page < 7; page++) {
      const result = await searchReviews({ ...emptyReviewQuery(productId), page })
      seen.push(...result.hits.map((h) => h.id))
    }
    expect(seen.some((id) => hiddenIds.has(id))).toBe(false)
    expect(new Set(seen).size).toBe(seeded.length - hiddenIds.size)
    expect(seen.some((id) => other.seeded.some((r) => r.id === id))).toBe(false)
    // Hiding one more takes it out of the total and the counts at once.
    const victim = seeded.find((r) => !r.hidden)!
    await db.update(reviews).set({ hidden: true }).where(eq(reviews.id, victim.id))
    const after = await searchReviews(emptyReviewQuery(productId))
    expect(after.nbHits).toBe(seeded.length - hiddenIds.size - 1)
  })

  it('treats a single quote in a filter value as data', async () => {
    const db = getDb()
    const product = await createProduct(db)
    await db.insert(reviews).values([
      { productId: product.id, nickname: 'A', rating: 5, comment: 'x', activities: [QUOTED], feelings: ["O'Neil"] },
      { productId: product.id, nickname: 'B', rating: 4, comment: 'y', activities: ['Hang with friends'], feelings: [] },
    ])
    const quoted = await searchReviews({ ...emptyReviewQuery(product.id), activities: [QUOTED] })
    expect(quoted.hits.map((h) => h.nickname)).toEqual(['A'])
    expect(quoted.facets.activities).toEqual({ 'Hang with friends': 1, [QUOTED]: 1 })
    const neil = await searchReviews({ ...emptyReviewQuery(product.id), feelings: ["O'Neil"] })
    expect(neil.nbHits).toBe(1)
    const injection = await searchReviews({ ...emptyReviewQuery(product.id), activities: ["x' or '1'='1"], feelings: ["') or true --"] })
    expect(injection.nbHits).toBe(0)
    expect(await db.select().from(reviews)).toHaveLength(2)
  })

  it('marks the reviews the visitor found helpful', async () => {
    const { productId, seeded } = await seedProduct(12)
    const visible = seeded.filter((r) => !r.hidden)
    const visitor = randomUUID()
    await voteHelpful(visible[visible.length - 1]!.id, visitor)
    const mine = await searchReviews(emptyReviewQuery(productId), visitor)
    expect(mine.hits.filter((h) => h.votedHelpful).map((h) => h.id)).toEqual([visible[visible.length - 1]!.id])
    const anonymous = await searchReviews(emptyReviewQuery(productId), null)
    expect(anonymous.hits.some((h) => h.votedHelpful)).toBe(false)
    const someoneElse = await searchReviews(emptyReviewQuery(productId), randomUUID())
    expect(someoneElse.hits.some((h) => h.votedHelpful)).toBe(false)
  })

  it('answers an empty page for a product without reviews', async () => {
    const product = await createProduct(getDb())
    const result = await searchReviews(emptyReviewQuery(product.id))
    expect(result).toEqual({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      facets: { rating: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }, activities: {}, feelings: {} },
    })
  })
})

describe('reviewSummary and loadReviewSection', () => {
  it('counts visible reviews per rating and averages them to one decimal', async () => {
    const db = getDb()
    const product = await createProduct(db)
    const ratings = [5, 5, 5, 4, 4, 3, 1]
    await db.insert(reviews).values([
      ...ratings.map((rating, i) => ({ productId: product.id, nickname: `N${i}`, rating, comment: 'c' })),
      { productId: product.id, nickname: 'Hidden', rating: 1, comment: 'c', hidden: true },
    ])
    const summary = await reviewSummary(product.id)
    // (15 + 8 + 3 + 1) / 7 = 3.857… → 3.9
    expect(summary).toEqual({ productId: product.id, total: 7, average: 3.9, counts: { '1': 1, '2': 0, '3': 1, '4': 2, '5': 3 } })
    expect(await reviewSummary(product.id + 1000)).toEqual({
      productId: product.id + 1000,
      total: 0,
      average: null,
      counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    })
  })

  it('loads the summary and the first page in the default order with the visitor votes', async () => {
    const { productId, seeded } = await seedProduct(20)
    const visitor = randomUUID()
    const newest = bruteForce(seeded, emptyReviewQuery(productId)).ids
    await voteHelpful(newest[0]!, visitor)
    const section = await loadReviewSection(productId, visitor)
    expect(section.summary.total).toBe(seeded.filter((r) => !r.hidden).length)
    expect(section.initial.hits.map((h) => h.id)).toEqual(newest)
    expect(section.initial.hits[0]!.votedHelpful).toBe(true)
    expect(section.initial.page).toBe(0)
  })

  it('knows which products exist', async () => {
    const product = await createProduct(getDb())
    expect(await productExists(product.id)).toBe(true)
    expect(await productExists(product.id + 1)).toBe(false)
  })
})

describe('voteHelpful', () => {
  it('counts one vote per visitor per review', async () => {
    const db = getDb()
    const product = await createProduct(db)
    const [review] = await db.insert(reviews).values({ productId: product.id, nickname: 'N', rating: 4, comment: 'c', upvotes: 3 }).returning()
    const alice = randomUUID()
    expect(await voteHelpful(review!.id, alice)).toEqual({ found: true, reviewId: review!.id, upvotes: 4, counted: true })
    expect(await voteHelpful(review!.id, alice)).toEqual({ found: true, reviewId: review!.id, upvotes: 4, counted: false })
    expect(await voteHelpful(review!.id, randomUUID())).toMatchObject({ upvotes: 5, counted: true })
    expect(await db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, review!.id))).toHaveLength(2)
  })

  it('counts a concurrent double vote once', async () => {
    const db = getDb()
    const product = await createProduct(db)
    const [review] = await db.insert(reviews).values({ productId: product.id, nickname: 'N', rating: 4, comment: 'c' }).returning()
    const visitor = randomUUID()
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => voteHelpful(review!.id, visitor)))
    expect(outcomes.filter((o) => o.found && o.counted)).toHaveLength(1)
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review!.id))
    expect(row!.upvotes).toBe(1)
  })

  it('refuses hidden and unknown reviews', async () => {
    const db = getDb()
    const product = await createProduct(db)
    const [hidden] = await db
      .insert(reviews)
      .values({ productId: product.id, nickname: 'N', rating: 4, comment: 'c', hidden: true })
      .returning()
    expect(await voteHelpful(hidden!.id, randomUUID())).toEqual({ found: false })
    expect(await voteHelpful(hidden!.id + 1000, randomUUID())).toEqual({ found: false })
    expect(await db.select().from(reviewVotes)).toHaveLength(0)
  })

  it('makes a review with more votes come first under Most Helpful', async () => {
    const db = getDb()
    const product = await createProduct(db)
    const [older, newer] = await db
      .insert(reviews)
      .values([
        { productId: product.id, nickname: 'Older', rating: 3, comment: 'c', createdAt: new Date('2025-01-01T00:00:00Z') },
        { productId: product.id, nickname: 'Newer', rating: 3, comment: 'c', createdAt: new Date('2025-06-01T00:00:00Z') },
      ])
      .returning()
    const before = await searchReviews({ ...emptyReviewQuery(product.id), sort: 'helpful' })
    expect(before.hits.map((h) => h.id)).toEqual([newer!.id, older!.id])
    await voteHelpful(older!.id, randomUUID())
    const after = await searchReviews({ ...emptyReviewQuery(product.id), sort: 'helpful' })
    expect(after.hits.map((h) => h.id)).toEqual([older!.id, newer!.id])
  })
})
