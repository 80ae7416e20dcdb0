import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { carts } from '~/db/schema'
import { createMenu } from '~/db/seed/factories'
import { loadEnv } from '~/env.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { readVisitor, resolveVisitor, signVisitor, verifyVisitor, visitorCookie, visitorForWrite } from './visitor.server'

const request = (cookie?: string) => new Request('http://localhost/api/cart', { headers: cookie ? { cookie } : {} })
const id = () => randomUUID()

let storeId: number

beforeEach(async () => {
  await resetDatabase()
  storeId = (await createMenu(getDb())).storeId
})

afterEach(() => {
  loadEnv(process.env)
})

describe('signed visitor ids', () => {
  it('reads back an id the server signed, from among other cookies', () => {
    const visitor = id()
    expect(readVisitor(request(`a=1; nm_visitor=${signVisitor(visitor)}; b=2`))).toBe(visitor)
  })

  it.each([
    ['no cookie', undefined],
    ['an unsigned uuid (chosen by the client)', `nm_visitor=${id()}`],
    ['another id’s signature', `nm_visitor=${id()}.${signVisitor(id()).split('.')[1]}`],
    ['a signature with one character changed', `nm_visitor=${flip(signVisitor(id()), 50)}`],
    ['a signature with its spare last bits changed', `nm_visitor=${flip(signVisitor(id()), 79)}`],
    ['a truncated signature', `nm_visitor=${signVisitor(id()).slice(0, -2)}`],
    ['SQL', "nm_visitor=' or 1=1 --"],
    ['an empty value', 'nm_visitor='],
  ])('names nobody for %s', (_label, cookie) => {
    expect(readVisitor(request(cookie))).toBeNull()
  })

  it('does not accept a signature made with another secret', () => {
    const visitor = id()
    loadEnv({ ...process.env, SESSION_SECRET: 'another-session-secret-0123456789abcdef' })
    const foreign = signVisitor(visitor)
    loadEnv(process.env)
    expect(verifyVisitor(foreign)).toBeNull()
    expect(verifyVisitor(signVisitor(visitor))).toBe(visitor)
  })

  it('sets the cookie httpOnly, SameSite=Lax, for a year, and Secure only when the site is served over https', () => {
    const visitor = id()
    expect(visitorCookie(visitor)).toBe(`nm_visitor=${signVisitor(visitor)}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`)
    loadEnv({ ...process.env, PUBLIC_ORIGIN: 'https://shop.example.com' })
    expect(visitorCookie(visitor)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
  })
})

describe('visitorForWrite', () => {
  it('keeps a signed visitor, and gives anyone else a fresh id of the server’s choosing', async () => {
    const visitor = id()
    expect(await visitorForWrite(request(`nm_visitor=${signVisitor(visitor)}`))).toEqual({ visitor, isNew: false })
    const chosen = id()
    const replaced = await visitorForWrite(request(`nm_visitor=${chosen}`))
    expect(replaced.isNew).toBe(true)
    expect(replaced.visitor).not.toBe(chosen)
    const fresh = await visitorForWrite(request())
    expect(fresh.isNew).toBe(true)
    expect(fresh.visitor).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('unsigned ids from before signing (migration)', () => {
  it('re-signs an unsigned id that has an open cart, so the cart is not lost', async () => {
    const legacy = id()
    await getDb().insert(carts).values({ visitorToken: legacy, storeId })
    const resolved = await resolveVisitor(request(`nm_visitor=${legacy.toUpperCase()}`))
    expect(resolved).toEqual({ visitor: legacy, setCookie: visitorCookie(legacy) })
    // Once the browser sends the signed cookie back, nothing more is set.
    expect(await resolveVisitor(request(`nm_visitor=${signVisitor(legacy)}`))).toEqual({ visitor: legacy, setCookie: null })
    expect(await visitorForWrite(request(`nm_visitor=${legacy}`))).toEqual({ visitor: legacy, isNew: true })
  })

  it('re-signs an unsigned id whose guest order is less than a day old (the post-checkout page shows it)', async () => {
    const legacy = id()
    await insertGuestOrder(legacy, '2 hours')
    expect((await resolveVisitor(request(`nm_visitor=${legacy}`))).visitor).toBe(legacy)
  })

  it.each([
    ['nothing', async () => {}],
    ['only a checked-out cart', async (legacy: string) => void (await getDb().insert(carts).values({ visitorToken: legacy, storeId, status: 'checked_out' }))],
    ['only an order of two days ago', async (legacy: string) => insertGuestOrder(legacy, '2 days')],
  ])('ignores an unsigned id that holds %s', async (_label, setUp) => {
    const legacy = id()
    await setUp(legacy)
    expect(await resolveVisitor(request(`nm_visitor=${legacy}`))).toEqual({ visitor: null, setCookie: null })
  })
})

/** The value with the character at `index` swapped for another base64url character. */
function flip(value: string, index: number): string {
  const c = value[index]!
  const other = c === 'A' ? 'B' : c === 'B' ? 'A' : c === 'a' ? 'b' : 'a'
  return value.slice(0, index) + other + value.slice(index + 1)
}

async function insertGuestOrder(visitor: string, age: string) {
  await getDb().execute(sql`
    insert into orders (visitor_token, idempotency_key, store_id, store_name, status, reservation_mode, customer_name,
      customer_email_address, customer_phone_number, amount_cents, subtotal_cents, discounted_subtotal_cents,
      sales_tax_amount_cents, delivery_fee_amount_cents, service_fee_amount_cents, store_tax_amount_cents,
      fulfillment_time_start, fulfillment_time_end, checked_out_time)
    values (${visitor}::uuid, ${randomUUID()}, ${storeId}, 'Store', 'verifying', 'pickup', 'Ada', 'ada@example.com', '+13125550123',
      1000, 1000, 1000, 0, 0, 0, 0, now(), now() + interval '1 hour', now() - ${age}::interval)
  `)
}
