import { discountsAggregate, LIVE_SPECIAL_COLUMNS, saleTitleAggregate } from '~/specials/pricing.server'
import { inArray, sql } from 'drizzle-orm'
import { readCapped } from '~/site/request-body.server'
import { isJsonContentType } from '~/analytics/collector-rules'
import { readConsentCookie } from '~/analytics/consent'
import { readVisitor } from '~/cart/visitor.server'
import { getDb } from '~/db/client.server'
import { sponsoredEvents, sponsoredPlacements } from '~/db/schema'
import { clientAddress, createRateLimiter, tooManyRequests } from '~/site/rate-limit.server'
import { reportError } from '~/site/report-error.server'
import { toProductCardModel } from './card-model'
import { type HitRow, toHit } from './search/search.server'
import { checkSponsoredEvents, isPlacementLive, SPONSORED_ROW_LIMIT, type SponsoredCard, type SponsoredEvent } from './sponsored'

type PlacementRow = HitRow & {
  placement_id: number
  active: boolean
  starts_at: string | null
  ends_at: string | null
}

export type LoadSponsoredOptions = {
  /** The menu page's path: product urls start here. */
  menuPagePath: string
  now: Date
  isOhioHost: boolean
}

/**
 * A store's sponsored row: its switched-on placements whose products are in stock at the store,
 * in date (isPlacementLive), in rank order, at most SPONSORED_ROW_LIMIT, as product cards marked
 * isSponsor. The card is built exactly as the other rows build theirs (live specials included).
 */
export async function loadSponsoredCards(storeId: number, options: LoadSponsoredOptions): Promise<SponsoredCard[]> {
  const now = options.now.toISOString()
  const result = await getDb().execute<{ rows: PlacementRow[] | null }>(sql`
    with live as (
      select ${sql.raw(LIVE_SPECIAL_COLUMNS)} from specials
      where store_id = ${storeId}
        and enabled
        and special_type <> 'qualified_group'
        and (start_date is null or start_date <= ${now}::timestamptz)
        and (end_date is null or end_date > ${now}::timestamptz)
    )
    select json_agg(json_build_object(
      'placement_id', p.id, 'active', p.active, 'starts_at', p.starts_at, 'ends_at', p.ends_at,
      'product_id', sp.product_id, 'name', sp.name, 'brand', sp.brand,
      'brand_subtype', sp.brand_subtype, 'kind', sp.kind, 'root_subtype', sp.root_subtype, 'category', sp.category,
      'type', sp.type, 'root_types', sp.root_types, 'available_weights', sp.available_weights,
      'bucket_price', sp.bucket_price, 'variants', sp.variants, 'aggregate_rating', sp.aggregate_rating,
      'review_count', sp.review_count, 'percent_thc', sp.percent_thc, 'percent_cbd', sp.percent_cbd,
      'percent_thca', sp.percent_thca, 'live_special_ids', l.ids, 'special_title', l.title, 'special_discounts', l.discounts,
      'activities', sp.activities, 'feelings', sp.feelings, 'max_cart_quantity', sp.max_cart_quantity,
      'image_urls', sp.image_urls, 'unique_slug', sp.unique_slug, 'in_stock', sp.in_stock, 'arrived_on', sp.arrived_on
    ) order by p.rank, p.id) as rows
    from sponsored_placements p
    join search_products sp on sp.store_id = p.store_id and sp.product_id = p.product_id
    cross join lateral (
      select coalesce(array_agg(live.id order by live.id), '{}') as ids, ${sql.raw(saleTitleAggregate('live'))} as title,
        ${sql.raw(discountsAggregate('live'))} as discounts
      from live where live.id = any(sp.special_ids)
    ) l
    where p.store_id = ${storeId} and p.active and sp.in_stock
  `)
  const rows = result.rows[0]?.rows ?? []
  const cardOptions = { now: options.now, isOhioHost: options.isOhioHost }
  return rows
    .filter((row) =>
      isPlacementLive(
        {
          active: row.active,
          startsAt: row.starts_at ? new Date(row.starts_at) : null,
          endsAt: row.ends_at ? new Date(row.ends_at) : null,
        },
        options.now,
      ),
    )
    .map((row) => ({
      ...toProductCardModel(toHit(row, storeId, options.menuPagePath), cardOptions),
      placementId: row.placement_id,
      isSponsor: true as const,
    }))
    .filter((card) => !card.outOfStock)
    .slice(0, SPONSORED_ROW_LIMIT)
}

/** Which of these placement ids exist. */
export async function existingPlacementIds(ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await getDb()
    .select({ id: sponsoredPlacements.id })
    .from(sponsoredPlacements)
    .where(inArray(sponsoredPlacements.id, [...new Set(ids)]))
  return new Set(rows.map((r) => r.id))
}

/** Impressions and clicks of one request, in one statement. */
export async function recordSponsoredEvents(events: readonly SponsoredEvent[], visitorToken: string | null): Promise<void> {
  if (events.length === 0) return
  await getDb()
    .insert(sponsoredEvents)
    .values(
      events.map((e) => ({
        placementId: e.placementId,
        kind: e.kind,
        isAddToCart: e.isAddToCart,
        visitorToken,
      })),
    )
}

/** A page reports a dozen impressions and a few clicks; 60 requests in 10 s is far above that. */
export const SPONSORED_EVENTS_RATE = { windowMs: 10_000, max: 60 }
const limiter = createRateLimiter({ name: 'sponsored-events', ...SPONSORED_EVENTS_RATE })
/** 50 events of about 60 bytes each. */
const MAX_BODY_BYTES = 8 * 1024
const NO_STORE = { 'Cache-Control': 'no-store' }

function problem(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json({ error: message }, { status, headers: { ...NO_STORE, ...headers } })
}

/**
 * POST /api/sponsored-events: impressions and clicks on sponsored placements (000 §7 impress() and
 * click()). Advertising measurement needs targeting consent, so unlike the analytics collector the
 * server checks it too: without C0004 in the consent cookie the answer is 403 and nothing is kept.
 * 202 {accepted: n} when stored; 400 for a bad body or an unknown placement; 503 (logged) when the
 * database fails. All of a request's events go in one statement.
 */
export async function sponsoredEventsAnswer(request: Request, context: unknown): Promise<Response> {
  if (request.method !== 'POST') return problem(405, 'Use POST to record sponsored impressions and clicks.', { Allow: 'POST' })
  const limit = await limiter.hit(clientAddress(context))
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  if (!readConsentCookie(request.headers.get('cookie'))?.C0004) {
    return problem(403, 'Sponsored impressions and clicks are recorded only with targeting consent (C0004).')
  }
  if (!isJsonContentType(request.headers.get('content-type'))) return problem(415, 'Send the events as JSON.')
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return problem(413, 'The body is too large.')
  const text = await readCapped(request, MAX_BODY_BYTES)
  if (text === null) return problem(413, 'The body is too large.')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return problem(400, 'The body is not valid JSON.')
  }
  const checked = checkSponsoredEvents(body)
  if (!checked.ok) return problem(400, checked.message)
  try {
    const known = await existingPlacementIds(checked.events.map((e) => e.placementId))
    const unknown = checked.events.find((e) => !known.has(e.placementId))
    if (unknown) return problem(400, `There is no placement ${unknown.placementId}.`)
    await recordSponsoredEvents(checked.events, readVisitor(request))
  } catch (error) {
    reportError('Could not record sponsored events', { storeId: null, err: error, count: checked.events.length })
    return problem(503, 'The events could not be recorded just now.', {
      'Retry-After': '30',
    })
  }
  return Response.json({ accepted: checked.events.length }, { status: 202, headers: NO_STORE })
}
