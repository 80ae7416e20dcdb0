import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { INDEX_FACET_COLUMNS, facetTokensSql } from '~/catalog/search/index.server'
import { type Database, getDb } from '~/db/client.server'
import { orderProducts, products, reviews, users } from '~/db/schema'
import { summarizeReviews } from '~/reviews/review-summary'
import { isUuid } from './order-read.server'
import { isReviewableStatus, REVIEW_ACTIVITIES, REVIEW_COMMENT_MAX, REVIEW_FEELINGS, reviewNickname } from './review-rules'

const reviewForm = z.object({
  intent: z.literal('review', { message: 'That request is not valid.' }),
  productId: z.coerce.number({ message: 'Choose a product of this order.' }).int().positive().max(2_147_483_647),
  rating: z.coerce
    .number({ message: 'Choose a rating from 1 to 5 stars.' })
    .int('Choose a rating from 1 to 5 stars.')
    .min(1, 'Choose a rating from 1 to 5 stars.')
    .max(5, 'Choose a rating from 1 to 5 stars.'),
  comment: z
    .string({ message: 'Please fill in this field.' })
    .transform((v) => v.replace(/\r\n/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'Please fill in this field.')
        .max(REVIEW_COMMENT_MAX, `Keep the review to ${REVIEW_COMMENT_MAX} characters.`),
    ),
  activities: z.array(z.enum(REVIEW_ACTIVITIES as [string, ...string[]], { message: 'Choose activities from the list.' })).max(REVIEW_ACTIVITIES.length),
  feelings: z.array(z.enum(REVIEW_FEELINGS as [string, ...string[]], { message: 'Choose feelings from the list.' })).max(REVIEW_FEELINGS.length),
})

export type ReviewResult =
  | { ok: true; productId: number; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: string; productId?: number }

/** The form fields as zod sees them: repeated checkboxes become arrays; files are refused. */
function formObject(form: FormData): Record<string, unknown> | null {
  for (const value of form.values()) if (typeof value !== 'string') return null
  return {
    intent: form.get('intent'),
    productId: form.get('productId') ?? undefined,
    rating: form.get('rating') ?? undefined,
    comment: form.get('comment') ?? undefined,
    activities: [...new Set(form.getAll('activities'))],
    feelings: [...new Set(form.getAll('feelings'))],
  }
}

/**
 * A verified-purchase review of one product of one of the shopper's orders (POST intent 'review').
 * Only the order's owner, only once the order has been received, only products in the order, once
 * per product per order. The product's rating, count, activities and feelings (and its search
 * index rows) are recomputed in the same transaction; a finished order becomes 'with_review'.
 */
export async function submitOrderReview(
  input: { uuid: string; userId: string; form: FormData },
  db: Database = getDb(),
): Promise<ReviewResult> {
  const raw = formObject(input.form)
  if (!raw) return { ok: false, status: 400, message: 'That request is not valid.' }
  const parsed = reviewForm.safeParse(raw)
  const productId = Number(raw.productId)
  const known = Number.isSafeInteger(productId) ? { productId } : {}
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, status: 400, message: issue?.message ?? 'That review is not valid.', field: String(issue?.path[0] ?? ''), ...known }
  }
  if (!isUuid(input.uuid)) return { ok: false, status: 404, message: 'We could not find that order.' }
  const form = parsed.data

  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string | number; user_id: string | null; status: string }>(
      sql`select id, user_id, status from orders where uuid = ${input.uuid} for update`,
    )
    const order = rows[0]
    if (!order || order.user_id !== input.userId) return { ok: false as const, status: 404 as const, message: 'We could not find that order.' }
    const orderId = Number(order.id)
    if (!isReviewableStatus(order.status)) {
      return { ok: false as const, status: 409 as const, message: 'You can review products once the order is complete.', ...known }
    }
    const [line] = await tx
      .select({ productId: orderProducts.productId })
      .from(orderProducts)
      .where(and(eq(orderProducts.orderId, orderId), eq(orderProducts.productId, form.productId)))
      .limit(1)
    // The product row is locked before the review goes in: reviews of this product posted at the
    // same time from other orders wait here, then count this one (see refreshProductReviews).
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, form.productId)).for('no key update')
    if (!line || !product) return { ok: false as const, status: 404 as const, message: 'That product is not part of this order.', ...known }
    const [person] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, input.userId))
    const inserted = await tx
      .insert(reviews)
      .values({
        productId: form.productId,
        nickname: reviewNickname(person?.first ?? '', person?.last ?? ''),
        rating: form.rating,
        comment: form.comment,
        activities: form.activities,
        feelings: form.feelings,
        userId: input.userId,
        orderId,
      })
      .onConflictDoNothing({ target: [reviews.orderId, reviews.productId], where: isNotNull(reviews.orderId) })
      .returning({ id: reviews.id })
    if (!inserted.length) return { ok: false as const, status: 409 as const, message: 'You have already reviewed this product.', ...known }
    await refreshProductReviews(tx, form.productId)
    if (order.status === 'finished') {
      // The fulfilment time (status_changed_at) stays: a review is not a step of the reservation.
      await tx.execute(sql`update orders set status = 'with_review' where id = ${orderId} and status = 'finished'`)
      await tx.execute(sql`insert into order_status_events (order_id, status, changed_by) values (${orderId}, 'with_review', ${input.userId})`)
    }
    return { ok: true as const, productId: form.productId, message: 'Thanks! Your review is posted.' }
  })
}

/**
 * The product's review aggregates, in the catalogue and in every store's search index row. The
 * product row is locked first (callers that insert a review take the lock before inserting): two
 * reviews of the same product posted at once (from different orders) recompute one after the
 * other, the second reading the first's committed review, so neither count is lost. The lock is
 * FOR NO KEY UPDATE, the lock the update below takes anyway: it serialises review refreshes without
 * blocking the key-share locks that inserting reviews and order lines take on the product.
 */
export async function refreshProductReviews(tx: Pick<Database, 'select' | 'update' | 'execute'>, productId: number): Promise<void> {
  await tx.execute(sql`select 1 from products where id = ${productId} for no key update`)
  const list = await tx
    .select({ rating: reviews.rating, hidden: reviews.hidden, activities: reviews.activities, feelings: reviews.feelings })
    .from(reviews)
    .where(eq(reviews.productId, productId))
  const summary = summarizeReviews(list)
  await tx.update(products).set(summary).where(eq(products.id, productId))
  const aggregateRating = sql`${summary.aggregateRating}::numeric(3, 2)`
  const reviewCount = sql`${summary.reviewCount}::int`
  const activities = sql`${sql.param(summary.activities)}::text[]`
  const feelings = sql`${sql.param(summary.feelings)}::text[]`
  // SET expressions read the row as it was, so the facet tokens are built from the new values.
  await tx.execute(sql`
    update search_products
    set aggregate_rating = ${aggregateRating}, review_count = ${reviewCount},
        activities = ${activities}, feelings = ${feelings},
        facet_tokens = ${facetTokensSql({ ...INDEX_FACET_COLUMNS, aggregateRating, reviewCount, activities, feelings })}
    where product_id = ${productId}
  `)
}

/** Which of an order's products the shopper has reviewed from this order. */
export async function reviewedProductIds(orderId: number, db: Database = getDb()): Promise<number[]> {
  const rows = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.orderId, orderId))
  return rows.map((r) => r.productId)
}
