import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getAuth } from '~/auth/auth.server'
import { getDb } from '~/db/client.server'
import { changeOrderStatus } from '~/orders/order-status.server'
import { resetDatabase } from '../../../tests/setup/reset-database'
import { DEMO_PASSWORD, DEMO_SHOPPER, staffEmail } from './accounts.server'
import { startOfDay } from './builders'
import { generateDemoChain } from './demo-chain'
import { DEMO_ORDERS, pickLines } from './demo-orders.server'
import { seedDemoChain } from './seed.server'

const referenceDate = startOfDay(new Date())

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await getDb().execute(query)).rows as T[]
}

beforeAll(async () => {
  await resetDatabase()
  await seedDemoChain(getDb(), { referenceDate })
}, 300_000)

describe('the demo shopper’s orders', () => {
  it('are the planned orders at Illinois stores, each with products', async () => {
    const found = await rows<{ id: number; status: string; code: string; products: number }>(sql`
      select o.id::int, o.status, s.code, (select count(*)::int from order_products p where p.order_id = o.id) as products
      from orders o join menus m on m.store_id = o.store_id join dispensaries d on d.id = m.dispensary_id join states s on s.id = d.state_id
      where o.user_id = ${DEMO_SHOPPER.id} order by o.id
    `)
    expect(found.map((o) => [o.id, o.status, o.code])).toEqual(DEMO_ORDERS.map((o) => [o.id, o.status, 'IL']))
    expect(found.every((o) => o.products >= 1)).toBe(true)
  })

  it('earn exactly the points the ledger credits for them', async () => {
    const credited = await rows<{ reference: string; points: number; amount: number }>(sql`
      select l.reference, l.points, o.amount_cents as amount
      from reward_ledger l join orders o on 'NM-' || o.id = l.reference
      where l.user_id = ${DEMO_SHOPPER.id} and l.kind = 'earn'
    `)
    expect(credited.map((c) => c.reference).sort()).toEqual(['NM-12318', 'NM-13002', 'NM-13954'])
    for (const c of credited) expect(Math.floor(c.amount / 100)).toBe(c.points)
  })

  it('the reviewed order has the shopper’s review, counted in the product’s aggregates', async () => {
    const [review] = await rows<{ product_id: number; nickname: string; review_count: number; indexed: number }>(sql`
      select r.product_id, r.nickname, p.review_count,
             (select min(sp.review_count) from search_products sp where sp.product_id = r.product_id) as indexed
      from reviews r join products p on p.id = r.product_id where r.order_id = 13002
    `)
    expect(review).toMatchObject({ nickname: 'Dana M.' })
    expect(review?.indexed).toBe(review?.review_count)
  })

  it('new orders get ids after the seeded ones', async () => {
    const [next] = await rows<{ id: string }>(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::text as id`)
    expect(Number(next?.id)).toBeGreaterThan(14388)
  })

  it('the order in progress holds its items: taken from the store and its index rows, returned exactly on cancel', async () => {
    const lines = await rows<{ store_id: number; product_id: number; price_id: string; count: number; inventory: number; indexed: number | null }>(sql`
      select o.store_id, p.product_id, p.price_id, p.count, v.inventory,
             (select (e->>'inventory')::int from search_products sp, jsonb_array_elements(sp.variants) e
              where sp.store_id = o.store_id and sp.product_id = p.product_id and e->>'weight' = p.price_id) as indexed
      from orders o
      join order_products p on p.order_id = o.id
      join menu_product_variants v on v.store_id = o.store_id and v.product_id = p.product_id and v.weight = p.price_id
      where o.id = 14388
    `)
    expect(lines.length).toBeGreaterThan(0)
    // The catalogue as generated, before any order took from it (the seed is deterministic).
    const chain = generateDemoChain({ referenceDate })
    const generated = (line: (typeof lines)[number]) =>
      chain.variants.find((v) => v.storeId === Number(line.store_id) && v.productId === Number(line.product_id) && v.weight === line.price_id)?.inventory
    for (const line of lines) {
      expect(line.inventory).toBe(Number(generated(line)) - line.count)
      expect(line.indexed).toBe(line.inventory)
    }
    // Other orders took nothing: finished and cancelled ones are in the past.
    const [changed] = await rows<{ count: number }>(sql`
      select count(*)::int as count from menu_product_variants v
      where v.inventory <> coalesce((select (x->>'inventory')::int from jsonb_array_elements(${JSON.stringify(
        chain.variants.filter((v) => lines.some((l) => Number(l.store_id) === v.storeId)).map((v) => ({ p: v.productId, w: v.weight, inventory: v.inventory })),
      )}::jsonb) x where (x->>'p')::int = v.product_id and x->>'w' = v.weight), v.inventory)
        and v.store_id = ${Number(lines[0]?.store_id)}
    `)
    expect(changed?.count).toBe(lines.length)

    const [staff] = await rows<{ id: string }>(sql`select id from users where staff_store_id = ${Number(lines[0]?.store_id)}`)
    const [order] = await rows<{ uuid: string }>(sql`select uuid from orders where id = 14388`)
    const cancelled = await changeOrderStatus({
      uuid: String(order?.uuid),
      expected: 'verifying',
      to: 'cancelled',
      changedBy: String(staff?.id),
      storeId: Number(lines[0]?.store_id),
    })
    expect(cancelled).toMatchObject({ kind: 'changed', status: 'cancelled' })
    for (const line of lines) {
      const [after] = await rows<{ inventory: number }>(sql`
        select inventory from menu_product_variants where store_id = ${line.store_id} and product_id = ${line.product_id} and weight = ${line.price_id}
      `)
      expect(after?.inventory).toBe(generated(line))
    }
  })
})

describe('staff accounts', () => {
  it('one per store, signing in with the demo password', async () => {
    const [counts] = await rows<{ menus: number; staff: number }>(sql`
      select (select count(*)::int from menus) as menus,
             (select count(*)::int from users u join menus m on m.store_id = u.staff_store_id where u.role = 'staff' and u.email = 'staff-' || m.store_id || '@northmeadow.example') as staff
    `)
    expect(counts?.staff).toBe(counts?.menus)
    const [store] = await rows<{ store_id: number }>(sql`select store_id from menus order by store_id limit 1`)
    const signedIn = await getAuth().api.signInEmail({ body: { email: staffEmail(Number(store?.store_id)), password: DEMO_PASSWORD } })
    expect(signedIn.user.email).toBe(staffEmail(Number(store?.store_id)))
  })
})

describe('pickLines', () => {
  const candidates = [
    { productId: 1, weight: 'each' as const, cents: 1800 },
    { productId: 2, weight: 'gram' as const, cents: 4500 },
    { productId: 3, weight: 'eighth_ounce' as const, cents: 3500 },
  ]
  it.each([4140, 8740, 28640])('an exact target of %i cents: the tax is 5–30 per cent of the subtotal', (target) => {
    const picked = pickLines(candidates, target, true)
    if (!picked) throw new Error('expected lines')
    const sub = picked.lines.reduce((sum, l) => sum + (candidates.find((c) => c.productId === l.productId)?.cents ?? 0) * l.count, 0)
    expect(sub + picked.taxCents).toBe(target)
    expect(picked.taxCents).toBeGreaterThanOrEqual(sub * 0.05)
    expect(picked.taxCents).toBeLessThanOrEqual(sub * 0.3)
  })
  it('nothing fits: null', () => {
    expect(pickLines(candidates, 100, true)).toBeNull()
    expect(pickLines([], 5000, false)).toBeNull()
  })
})
