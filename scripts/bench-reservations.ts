/**
 * The reservation scenario of `npm run bench` (issue 6 §5): 50 shoppers at once, each with their own
 * visitor cookie, add 3 items to a cart at ONE store whose stock was set low so they compete, open
 * checkout and submit the reservation twice at the same moment with the same idempotency key. Then,
 * with the server stopped, the database must show no variant below 0, stock decremented by exactly
 * what was ordered, one order per idempotency key, and every request must have had an answer below
 * 500. Prints reservations per second and the p95 of the placement requests.
 */
import type { ChildProcess } from 'node:child_process'
import { sql } from 'drizzle-orm'
import { createRandom } from '~/db/seed/random'

export type ReservationFigures = {
  shoppers: number
  storeId: number
  variants: { productId: number; weight: string; stockBefore: number; stockAfter: number; ordered: number }[]
  addRequests: number
  /** Adds refused because the stock ran out (409), the refusal this bench provokes. */
  addRefused: number
  /** Adds and placements refused for any other reason (403, 415, 422…): the bench itself is broken. */
  unexpectedRefusals: number
  placementRequests: number
  placed: number
  refused: number
  placementSeconds: number
  reservationsPerSecond: number
  /** Placement requests answered per second (placed, replayed and refused alike). */
  placementRequestsPerSecond: number
  placementP50Ms: number
  placementP95Ms: number
  serverErrors: number
  droppedRequests: number
  duplicateOrders: number
  oversoldVariants: number
  mismatchedDecrements: number
  ok: boolean
}

type Harness = {
  base: string
  dataDir: string
  startServer: () => ChildProcess
  untilHealthy: (child: ChildProcess, started: number) => Promise<number>
  stopServer: (child: ChildProcess) => Promise<void>
}

const SHOPPERS = 50
const ITEMS_PER_SHOPPER = 3
const VARIANTS = 6
/** Units of each variant: 6 × 10 = 60 for the 150 the shoppers ask for, so most sell out. */
const STOCK = 10

type Variant = { product_id: number; weight: string; inventory: number }

/** Stopped server: pick a store and six of its in-stock variants, and set their stock low. */
async function prepare(dataDir: string): Promise<{ storeId: number; variants: Variant[] }> {
  const { closeDatabase, openDatabase } = await import('~/db/client.server')
  const db = await openDatabase({ dataDir })
  try {
    // An Illinois adult-use store (on the main host) with pickup hours; gear, topicals and edibles
    // keep three items far inside any purchase limit, so only stock decides.
    const store = await db.execute<{ store_id: number }>(sql`
      select m.store_id from menus m
      join dispensaries d on d.id = m.dispensary_id
      join states s on s.id = d.state_id
      where s.code = 'IL' and m.kind = 'recreational' and not ('coming-soon' = any(d.tags))
      order by m.store_id limit 1
    `)
    const storeId = Number(store.rows[0]?.store_id)
    if (!storeId) throw new Error('bench: no Illinois recreational store in the seed')
    const picked = await db.execute<Variant>(sql`
      select v.product_id, v.weight, v.inventory from menu_product_variants v
      join products p on p.id = v.product_id
      join menu_products mp on mp.store_id = v.store_id and mp.product_id = v.product_id
      where v.store_id = ${storeId} and v.inventory > 0 and v.price > 0 and v.weight = 'each'
        and p.kind in ('gear', 'topical', 'edible') and mp.max_cart_quantity >= 1
      order by v.product_id limit ${VARIANTS}
    `)
    if (picked.rows.length < VARIANTS) throw new Error(`bench: store ${storeId} has fewer than ${VARIANTS} suitable variants`)
    for (const v of picked.rows) {
      await db.execute(sql`
        update menu_product_variants set inventory = ${STOCK}
        where store_id = ${storeId} and product_id = ${v.product_id} and weight = ${v.weight}
      `)
    }
    // The cards and the cart read stock from the search rows too.
    const { refreshSearchIndex } = await import('~/catalog/search/index.server')
    await refreshSearchIndex(db, [storeId])
    return { storeId, variants: picked.rows.map((v) => ({ ...v, product_id: Number(v.product_id), inventory: STOCK })) }
  } finally {
    await closeDatabase()
  }
}

type Timed = ({ status: number; location: string | null; setCookie: string | null } | { status: 0; error: string }) & { ms: number; startedAt: number }

async function timedFetch(url: string, init: RequestInit): Promise<Timed> {
  const started = performance.now()
  try {
    const response = await fetch(url, { ...init, redirect: 'manual' })
    await response.arrayBuffer()
    return {
      status: response.status,
      ms: performance.now() - started,
      startedAt: started,
      location: response.headers.get('location'),
      setCookie: response.headers.get('set-cookie'),
    }
  } catch (error) {
    return { status: 0, ms: performance.now() - started, startedAt: started, error: (error as Error).message }
  }
}

type ShopperOutcome = {
  key: string | null
  adds: Timed[]
  page: Timed | null
  placements: Timed[]
  orderUuids: string[]
}

async function shopper(base: string, storeId: number, variants: Variant[], index: number): Promise<ShopperOutcome> {
  // The server issues the signed visitor cookie on the first add; the shopper sends it back after.
  let cookie = 'nm_age_verified=true'
  const random = createRandom(1000 + index)
  const client = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`
  const headers = () => ({ Cookie: cookie, Origin: base, 'X-Forwarded-For': client })
  const adds: Timed[] = []
  for (const v of random.sample(variants, ITEMS_PER_SHOPPER)) {
    const added = await timedFetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ intent: 'add', storeId, productId: v.product_id, weight: v.weight, quantity: 1 }),
    })
    const visitor = 'setCookie' in added ? /nm_visitor=[^;]+/.exec(added.setCookie ?? '')?.[0] : undefined
    if (visitor) cookie = `${visitor}; nm_age_verified=true`
    adds.push(added)
  }
  // The checkout page, as the shopper opens it: its idempotency key and the first pickup window.
  const started = performance.now()
  let html: string
  let page: Timed
  try {
    const response = await fetch(`${base}/checkout/${storeId}`, { headers: headers() })
    html = await response.text()
    page = { status: response.status, ms: performance.now() - started, startedAt: started, location: null, setCookie: null }
  } catch (error) {
    const failed: Timed = { status: 0, ms: performance.now() - started, startedAt: started, error: (error as Error).message }
    return { key: null, adds, page: failed, placements: [], orderUuids: [] }
  }
  const key = /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? null
  const window = /<option value="(\d+-\d+)"/.exec(html)?.[1] ?? null
  // A shopper whose items all sold out before they were added has an empty cart: no form to post.
  if (!key || !window) return { key: null, adds, page, placements: [], orderUuids: [] }
  const body = new URLSearchParams({
    intent: 'reserve',
    idempotencyKey: key,
    mode: 'pickup',
    window,
    name: `Bench Shopper ${index}`,
    email: `bench-${index}@example.com`,
    phone: `312555${String(1000 + index).slice(-4)}`,
  }).toString()
  const post = () =>
    timedFetch(`${base}/checkout/${storeId}`, {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })
  // The double submit: both at the same moment, one key.
  const placements = await Promise.all([post(), post()])
  const orderUuids = placements.flatMap((p) => {
    const match = 'setCookie' in p ? /nm_checkout=([0-9a-f-]{36})/.exec(p.setCookie ?? '') : null
    return match ? [match[1] as string] : []
  })
  return { key, adds, page, placements, orderUuids }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals

export async function runReservationScenario(harness: Harness): Promise<ReservationFigures> {
  const { storeId, variants } = await prepare(harness.dataDir)
  const started = performance.now()
  const server = harness.startServer()
  let outcomes: ShopperOutcome[]
  let placementSeconds: number
  try {
    await harness.untilHealthy(server, started)
    // Unmeasured: the first render of the checkout page and the first cart answer warm the server up.
    await fetch(`${harness.base}/checkout/${storeId}`).then((r) => r.arrayBuffer())
    await fetch(`${harness.base}/api/cart?storeId=${storeId}`).then((r) => r.arrayBuffer())
    outcomes = await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(harness.base, storeId, variants, index)))
    // From the first placement request sent to the last one answered.
    const sent = outcomes.flatMap((o) => o.placements)
    const first = Math.min(...sent.map((p) => p.startedAt))
    const last = Math.max(...sent.map((p) => p.startedAt + p.ms))
    placementSeconds = sent.length ? (last - first) / 1000 : Number.NaN
  } finally {
    await harness.stopServer(server)
  }

  const all = outcomes.flatMap((o) => [...o.adds, ...(o.page ? [o.page] : []), ...o.placements])
  const placements = outcomes.flatMap((o) => o.placements)
  const keys = outcomes.flatMap((o) => (o.key ? [o.key] : []))

  const { closeDatabase, openDatabase } = await import('~/db/client.server')
  const db = await openDatabase({ dataDir: harness.dataDir })
  let figures: ReservationFigures
  try {
    const after = await db.execute<{ product_id: number; weight: string; inventory: number; ordered: number }>(sql`
      select v.product_id, v.weight, v.inventory,
             coalesce((select sum(op.count) from order_products op join orders o on o.id = op.order_id
                       where o.store_id = v.store_id and op.product_id = v.product_id and op.price_id = v.weight
                         and o.idempotency_key = any(${sql.param(keys.length ? keys : [''])}::text[])), 0)::int as ordered
      from menu_product_variants v
      where v.store_id = ${storeId} and (v.product_id, v.weight) in (
        select x.product_id, x.weight from jsonb_to_recordset(${JSON.stringify(variants.map((v) => ({ product_id: v.product_id, weight: v.weight })))}::jsonb)
          as x(product_id int, weight text))
      order by v.product_id
    `)
    const perKey = await db.execute<{ orders: number; keys: number }>(sql`
      select count(*)::int as orders, count(distinct idempotency_key)::int as keys from orders
      where idempotency_key = any(${sql.param(keys.length ? keys : [''])}::text[])
    `)
    const rows = after.rows.map((row) => ({
      productId: Number(row.product_id),
      weight: row.weight,
      stockBefore: STOCK,
      stockAfter: Number(row.inventory),
      ordered: Number(row.ordered),
    }))
    const orders = Number(perKey.rows[0]?.orders ?? 0)
    const distinctKeys = Number(perKey.rows[0]?.keys ?? 0)
    // Both submits of a shopper must name one order; a shopper with two different orders is a duplicate.
    const splitShoppers = outcomes.filter((o) => new Set(o.orderUuids).size > 1).length
    const placedShoppers = outcomes.filter((o) => o.orderUuids.length > 0).length
    const times = placements.map((p) => p.ms).sort((a, b) => a - b)
    const serverErrors = all.filter((r) => r.status >= 500).length
    // A sold-out add is 409; a refused placement (stock gone) answers the checkout page again (200/409).
    const unexpectedRefusals =
      outcomes.reduce((n, o) => n + o.adds.filter((a) => a.status >= 400 && a.status < 500 && a.status !== 409).length, 0) +
      placements.filter((p) => p.status >= 400 && p.status < 500 && p.status !== 409).length
    const droppedRequests = all.filter((r) => r.status === 0).length
    const duplicateOrders = orders - distinctKeys + splitShoppers
    const oversoldVariants = rows.filter((r) => r.stockAfter < 0).length
    const mismatchedDecrements = rows.filter((r) => r.stockBefore - r.stockAfter !== r.ordered).length
    figures = {
      shoppers: SHOPPERS,
      storeId,
      variants: rows,
      addRequests: outcomes.reduce((n, o) => n + o.adds.length, 0),
      addRefused: outcomes.reduce((n, o) => n + o.adds.filter((a) => a.status === 409).length, 0),
      unexpectedRefusals,
      placementRequests: placements.length,
      placed: placedShoppers,
      refused: outcomes.filter((o) => o.placements.length && !o.orderUuids.length).length,
      placementSeconds: round(placementSeconds, 2),
      reservationsPerSecond: round(placedShoppers / placementSeconds, 1),
      placementRequestsPerSecond: round(placements.length / placementSeconds, 1),
      placementP50Ms: round(percentile(times, 50), 1),
      placementP95Ms: round(percentile(times, 95), 1),
      serverErrors,
      droppedRequests,
      duplicateOrders,
      oversoldVariants,
      mismatchedDecrements,
      ok:
        serverErrors === 0 &&
        droppedRequests === 0 &&
        unexpectedRefusals === 0 &&
        placedShoppers > 0 &&
        duplicateOrders === 0 &&
        oversoldVariants === 0 &&
        mismatchedDecrements === 0 &&
        orders === placedShoppers,
    }
  } finally {
    await closeDatabase()
  }
  return figures
}

export function printReservationFigures(f: ReservationFigures): void {
  console.log(`\nreservations: ${f.shoppers} shoppers × ${ITEMS_PER_SHOPPER} items at store ${f.storeId}, ${VARIANTS} variants × ${STOCK} in stock, each submit sent twice at once`)
  console.log(`  cart adds ${f.addRequests} (${f.addRefused} refused: sold out), placements ${f.placementRequests}: ${f.placed} reserved, ${f.refused} refused (stock gone)`)
  console.log(
    `  ${f.reservationsPerSecond} reservations/s (${f.placed} placed between the first placement request and the last answer, ${f.placementSeconds} s), ${f.placementRequestsPerSecond} placement requests/s; p50 ${f.placementP50Ms} ms, p95 ${f.placementP95Ms} ms`,
  )
  for (const v of f.variants) console.log(`  product ${v.productId} ${v.weight}: ${v.stockBefore} → ${v.stockAfter}, ordered ${v.ordered}`)
  console.log(
    `  ${f.ok ? 'ok' : '!! FAILED'}: ${f.placed} placed, ${f.unexpectedRefusals} unexpected 4xx, ${f.oversoldVariants} oversold variants, ${f.mismatchedDecrements} decrements ≠ orders, ${f.duplicateOrders} duplicate orders, ${f.serverErrors} 5xx, ${f.droppedRequests} dropped`,
  )
}
