import { sql, type SQL } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { isUuid } from '~/site/uuid'
import { roundAverage } from './review-format'
import { emptyReviewQuery } from './review-query'
import {
  REVIEWS_PAGE_SIZE,
  type ReviewFacets,
  type ReviewHit,
  type ReviewQuery,
  type ReviewSort,
  type ReviewSummary,
  type ReviewsPage,
} from './types'

/**
 * The reviews search (000 §7): a product's visible reviews, filtered (OR within a facet, AND
 * across), sorted, a page of 5, with disjunctive facet counts. Every value reaches PostgreSQL as a
 * bound parameter (arrays as one parameter with a cast), so a value such as "Hang with friends'"
 * is data, never SQL.
 */

const SORT_ORDER: Record<ReviewSort, SQL> = {
  recent: sql`r.created_at desc, r.id desc`,
  helpful: sql`r.upvotes desc, r.created_at desc, r.id desc`,
  rating: sql`r.rating desc, r.created_at desc, r.id desc`,
}

function filterConditions(query: Pick<ReviewQuery, 'rating' | 'activities' | 'feelings'>) {
  return {
    rating: query.rating.length ? sql`r.rating = any(${sql.param(query.rating)}::int[])` : sql`true`,
    activities: query.activities.length ? sql`r.activities && ${sql.param(query.activities)}::text[]` : sql`true`,
    feelings: query.feelings.length ? sql`r.feelings && ${sql.param(query.feelings)}::text[]` : sql`true`,
  }
}

export function emptyFacets(): ReviewFacets {
  return { rating: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }, activities: {}, feelings: {} }
}

type HitRow = {
  id: number
  nickname: string
  rating: number
  comment: string
  created_at: Date | string
  activities: string[]
  feelings: string[]
  upvotes: number
  voted: boolean
}

type FacetRow = { facet: 'rating' | 'activities' | 'feelings' | 'total'; value: string | null; count: string | number }

/** One page of a product's reviews for a visitor (null: no votes to show). */
export async function searchReviews(query: ReviewQuery, visitor: string | null = null): Promise<ReviewsPage> {
  const db = getDb()
  const where = filterConditions(query)
  const voter = isUuid(visitor) ? visitor : null
  const voted = voter
    ? sql`exists(select 1 from review_votes v where v.review_id = r.id and v.visitor_token = ${voter}::uuid)`
    : sql`false`

  // The facet counts and the total read the product's visible reviews once: each row says which
  // facets' filters it passes, and each facet counts the rows passing the other two (disjunctive).
  const facetsQuery = db.execute<FacetRow>(sql`
    with v as (
      select r.id, r.rating, r.activities, r.feelings,
        ${where.rating} as m_rating, ${where.activities} as m_activities, ${where.feelings} as m_feelings
      from reviews r
      where r.product_id = ${query.productId} and not r.hidden
    )
    select 'total' as facet, null as value, count(*) as count from v where m_rating and m_activities and m_feelings
    union all
    select 'rating', rating::text, count(*) from v where m_activities and m_feelings group by rating
    union all
    select 'activities', a.value, count(distinct v.id) from v, unnest(v.activities) as a(value)
      where m_rating and m_feelings group by a.value
    union all
    select 'feelings', f.value, count(distinct v.id) from v, unnest(v.feelings) as f(value)
      where m_rating and m_activities group by f.value
  `)
  const hitsQuery = db.execute<HitRow>(sql`
    select r.id, r.nickname, r.rating, r.comment, r.created_at, r.activities, r.feelings, r.upvotes, ${voted} as voted
    from reviews r
    where r.product_id = ${query.productId} and not r.hidden
      and ${where.rating} and ${where.activities} and ${where.feelings}
    order by ${SORT_ORDER[query.sort]}
    limit ${REVIEWS_PAGE_SIZE} offset ${query.page * REVIEWS_PAGE_SIZE}
  `)
  const [facetResult, hitResult] = await Promise.all([facetsQuery, hitsQuery])

  const facets = emptyFacets()
  let nbHits = 0
  for (const row of facetResult.rows) {
    const count = Number(row.count)
    if (row.facet === 'total') nbHits = count
    else if (row.facet === 'rating') facets.rating[row.value as keyof ReviewFacets['rating']] = count
    else if (row.value !== null) facets[row.facet][row.value] = count
  }
  facets.activities = sortedCounts(facets.activities)
  facets.feelings = sortedCounts(facets.feelings)

  return {
    hits: hitResult.rows.map(toHit),
    nbHits,
    page: query.page,
    nbPages: Math.ceil(nbHits / REVIEWS_PAGE_SIZE),
    facets,
  }
}

/** Counts in descending order (ties by name), so the top values read first. */
function sortedCounts(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
}

function toHit(row: HitRow): ReviewHit {
  return {
    id: row.id,
    nickname: row.nickname,
    rating: row.rating,
    comment: row.comment,
    createdAt: new Date(row.created_at).toISOString(),
    activities: row.activities,
    feelings: row.feelings,
    upvotes: row.upvotes,
    votedHelpful: Boolean(row.voted),
  }
}

/** The section header's numbers: all visible reviews of the product, whatever the filters. */
export async function reviewSummary(productId: number): Promise<ReviewSummary> {
  const result = await getDb().execute<{ rating: number; count: string | number }>(sql`
    select rating, count(*) as count from reviews
    where product_id = ${productId} and not hidden
    group by rating
  `)
  const counts: ReviewSummary['counts'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
  let total = 0
  let sum = 0
  for (const row of result.rows) {
    const count = Number(row.count)
    counts[String(row.rating) as keyof ReviewSummary['counts']] = count
    total += count
    sum += count * row.rating
  }
  return { productId, total, average: total ? roundAverage(sum / total) : null, counts }
}

/** Whether a product exists (an unknown id is a 404, a product without reviews is not). */
export async function productExists(productId: number): Promise<boolean> {
  const result = await getDb().execute<{ found: boolean }>(
    sql`select exists(select 1 from products where id = ${productId}) as found`,
  )
  return Boolean(result.rows[0]?.found)
}

/**
 * What the product page streams below the fold: the header's summary and the first page in the
 * default order with no filters (the visitor's votes marked). An unknown product has none.
 */
export async function loadReviewSection(
  productId: number,
  visitor: string | null,
): Promise<{ summary: ReviewSummary; initial: ReviewsPage }> {
  const [summary, initial] = await Promise.all([reviewSummary(productId), searchReviews(emptyReviewQuery(productId), visitor)])
  return { summary, initial }
}

export type VoteOutcome = { found: false } | { found: true; reviewId: number; upvotes: number; counted: boolean }

/**
 * A 'Helpful' vote: at most one per visitor per review, and at most one per account when the voter
 * is signed in (`userId`). The vote row and the review's count change in one transaction, and the
 * count moves only when the row was new (any unique key taken means "already voted"), so a repeat
 * (or a concurrent double click, or the account's other browser) answers the same count without
 * adding to it. Hidden reviews take no votes.
 */
/** Whether a review can take a helpful vote: it exists and is not hidden. */
export async function reviewTakesVotes(reviewId: number): Promise<boolean> {
  const found = await getDb().execute(sql`select 1 from reviews where id = ${reviewId} and not hidden`)
  return found.rows.length > 0
}

export async function voteHelpful(reviewId: number, visitor: string, userId: string | null = null): Promise<VoteOutcome> {
  return getDb().transaction(async (tx) => {
    const inserted = await tx.execute<{ review_id: number }>(sql`
      insert into review_votes (review_id, visitor_token, user_id)
      select id, ${visitor}::uuid, ${userId} from reviews where id = ${reviewId} and not hidden
      on conflict do nothing
      returning review_id
    `)
    if (inserted.rows.length) {
      const updated = await tx.execute<{ upvotes: number }>(sql`
        update reviews set upvotes = upvotes + 1 where id = ${reviewId} returning upvotes
      `)
      return { found: true, reviewId, upvotes: updated.rows[0]!.upvotes, counted: true }
    }
    const current = await tx.execute<{ upvotes: number }>(sql`
      select upvotes from reviews where id = ${reviewId} and not hidden
    `)
    const row = current.rows[0]
    return row ? { found: true, reviewId, upvotes: row.upvotes, counted: false } : { found: false }
  })
}
