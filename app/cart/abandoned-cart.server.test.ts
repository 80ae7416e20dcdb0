import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { carts, mailOutbox } from '~/db/schema'
import { createDispensary, createMenu, createMenuProduct, createProduct, createState } from '~/db/seed/factories'
import { STATES } from '~/db/seed/lists/states'
import { createTestMember } from '~/rewards/test-member.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { queueAbandonedCartReminders } from './abandoned-reminders.server'
import { restoreAbandonedCart } from './abandoned-restore.server'
import { addItem, getCart } from './cart.server'

const ORIGIN = 'https://shop.example.com'

beforeEach(async () => {
  await resetDatabase()
})

async function store(code = 'IL') {
  const db = getDb()
  const info = STATES.find((s) => s.code === code)!
  const state = await createState(db, { name: info.name, slug: info.slug, code: info.code })
  const dispensary = await createDispensary(db, { stateId: state.id })
  return createMenu(db, { dispensaryId: dispensary.id })
}

async function product(storeId: number, name: string, inventory = 20, weight: 'eighth_ounce' | 'each' = 'eighth_ounce', kind = 'flower') {
  const db = getDb()
  const row = await createProduct(db, { kind: kind as 'flower', name, gramsPerUnit: weight === 'each' ? 1 : null })
  await createMenuProduct(db, { storeId, productId: row.id, maxCartQuantity: 10, variants: [{ weight, price: 40, inventory }] })
  return { productId: row.id, weight }
}

async function setStock(storeId: number, productId: number, inventory: number) {
  await getDb().execute(sql`update menu_product_variants set inventory = ${inventory} where store_id = ${storeId} and product_id = ${productId}`)
}

async function age(cartUuid: string, minutes: number) {
  await getDb().execute(sql`update carts set updated_at = now() - make_interval(mins => ${minutes}) where uuid = ${cartUuid}`)
}

const asShopper = (member: { id: string; homeState: string }) => ({ userId: member.id, homeState: member.homeState })

describe('queueAbandonedCartReminders', () => {
  it('queues one mail per signed-in cart left past the threshold, with its items and the restore link, once', async () => {
    const menu = await store()
    const member = await createTestMember({ firstName: 'Rae' })
    const blue = await product(menu.storeId, 'Blue Dream')
    const cart = await addItem(randomUUID(), menu.storeId, blue, 2, undefined, asShopper(member))
    await age(cart.cartUuid!, 121)

    expect(await queueAbandonedCartReminders(new Date(), { minutes: 120, origin: ORIGIN })).toBe(1)
    const mail = await getDb().select().from(mailOutbox)
    expect(mail).toHaveLength(1)
    expect(mail[0]).toMatchObject({ toAddress: member.email, kind: 'abandoned-cart' })
    expect(mail[0]!.textBody).toContain('2 × Blue Dream (1/8 oz)')
    expect(mail[0]!.textBody).toContain(`Return to my cart: ${ORIGIN}${cart.menuPath}?cart_uuid=${cart.cartUuid}`)
    const [row] = await getDb().select().from(carts).where(eq(carts.uuid, cart.cartUuid!))
    expect(row!.reminderSentAt).not.toBeNull()

    // Only once: a second pass finds nothing.
    expect(await queueAbandonedCartReminders(new Date(), { minutes: 120, origin: ORIGIN })).toBe(0)
    expect(await getDb().select().from(mailOutbox)).toHaveLength(1)
  })

  it('waits for the threshold, and skips guests’ carts, emptied carts, checked-out carts and unverified emails', async () => {
    const menu = await store()
    const blue = await product(menu.storeId, 'Blue Dream')
    const member = await createTestMember()
    const unverified = await createTestMember({ emailVerified: false })

    const fresh = await addItem(randomUUID(), menu.storeId, blue, 1, undefined, asShopper(member))
    await age(fresh.cartUuid!, 119)
    const guest = await addItem(randomUUID(), menu.storeId, blue, 1)
    await age(guest.cartUuid!, 500)
    const emptiedVisitor = randomUUID()
    const emptied = await addItem(emptiedVisitor, menu.storeId, blue, 1, undefined, asShopper(member))
    await getDb().execute(sql`delete from cart_items where cart_uuid = ${emptied.cartUuid}`)
    await age(emptied.cartUuid!, 500)
    const checkedOut = await addItem(randomUUID(), menu.storeId, blue, 1, undefined, asShopper(member))
    await getDb().execute(sql`update carts set status = 'checked_out' where uuid = ${checkedOut.cartUuid}`)
    await age(checkedOut.cartUuid!, 500)
    const notVerified = await addItem(randomUUID(), menu.storeId, blue, 1, undefined, asShopper(unverified))
    await age(notVerified.cartUuid!, 500)

    expect(await queueAbandonedCartReminders(new Date(), { minutes: 120, origin: ORIGIN })).toBe(0)
    // A minute past the threshold (PostgreSQL keeps microseconds, the JS clock milliseconds).
    await age(fresh.cartUuid!, 121)
    expect(await queueAbandonedCartReminders(new Date(), { minutes: 120, origin: ORIGIN })).toBe(1)
  })

  it('reminds again only after the shopper changed the cart and left it again', async () => {
    const menu = await store()
    const blue = await product(menu.storeId, 'Blue Dream')
    const member = await createTestMember()
    const visitor = randomUUID()
    const cart = await addItem(visitor, menu.storeId, blue, 1, undefined, asShopper(member))
    await age(cart.cartUuid!, 200)
    expect(await queueAbandonedCartReminders(new Date(), { minutes: 120, origin: ORIGIN })).toBe(1)
    await addItem(visitor, menu.storeId, blue, 1, undefined, asShopper(member))
    expect(await queueAbandonedCartReminders(new Date(), { minutes: 120, origin: ORIGIN })).toBe(0)
    await age(cart.cartUuid!, 200)
    expect(await queueAbandonedCartReminders(new Date(), { minutes: 120, origin: ORIGIN })).toBe(1)
  })

  it('never queues a cart twice when two workers run at once', async () => {
    const menu = await store()
    const blue = await product(menu.storeId, 'Blue Dream')
    for (let i = 0; i < 12; i++) {
      const member = await createTestMember()
      const cart = await addItem(randomUUID(), menu.storeId, blue, 1, undefined, asShopper(member))
      await age(cart.cartUuid!, 300)
    }
    const counts = await Promise.all([
      queueAbandonedCartReminders(new Date(), { minutes: 120, origin: ORIGIN }),
      queueAbandonedCartReminders(new Date(), { minutes: 120, origin: ORIGIN }),
      queueAbandonedCartReminders(new Date(), { minutes: 120, origin: ORIGIN }),
    ])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12)
    const { rows } = await getDb().execute<{ to_address: string; n: number }>(
      sql`select to_address, count(*)::int as n from mail_outbox group by to_address`,
    )
    expect(rows).toHaveLength(12)
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true)
  })
})

describe('restoreAbandonedCart', () => {
  async function leftCart(storeId: number, member: { id: string; homeState: string }, items: { productId: number; weight: 'eighth_ounce' | 'each' }[]) {
    const visitor = randomUUID()
    let cart = await getCart(visitor, storeId)
    for (const item of items) cart = await addItem(visitor, storeId, item, 2, undefined, asShopper(member))
    return cart.cartUuid!
  }

  it('restores every item into a fresh device’s cart, replacing what it held', async () => {
    const menu = await store()
    const member = await createTestMember()
    const blue = await product(menu.storeId, 'Blue Dream')
    const roll = await product(menu.storeId, 'Pre-Roll', 20, 'each', 'pre-roll')
    const other = await product(menu.storeId, 'Other')
    const source = await leftCart(menu.storeId, member, [blue, roll])
    await getDb().execute(sql`update carts set reservation_mode = 'delivery' where uuid = ${source}`)

    const device = randomUUID()
    await addItem(device, menu.storeId, other, 1)
    const outcome = await restoreAbandonedCart({ visitor: device, storeId: menu.storeId, cartUuid: source, shopper: asShopper(member) })
    expect(outcome).toBe('restored')
    const cart = await getCart(device, menu.storeId)
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([
      [blue.productId, 2],
      [roll.productId, 2],
    ])
    const [row] = await getDb().select().from(carts).where(eq(carts.uuid, cart.cartUuid!))
    expect(row!).toMatchObject({ userId: member.id, reservationMode: 'delivery' })
  })

  it('brings the lines back at the prices they were added at, or today’s when lower (decision 0030)', async () => {
    const menu = await store()
    const member = await createTestMember()
    const blue = await product(menu.storeId, 'Blue Dream')
    const roll = await product(menu.storeId, 'Pre-Roll', 20, 'each', 'pre-roll')
    const source = await leftCart(menu.storeId, member, [blue, roll])
    const setPrice = (productId: number, price: number) =>
      getDb().execute(sql`update menu_product_variants set price = ${price} where store_id = ${menu.storeId} and product_id = ${productId}`)
    await setPrice(blue.productId, 50)
    await setPrice(roll.productId, 30)

    const device = randomUUID()
    expect(await restoreAbandonedCart({ visitor: device, storeId: menu.storeId, cartUuid: source, shopper: asShopper(member) })).toBe('restored')
    await setPrice(roll.productId, 45)
    const cart = await getCart(device, menu.storeId)
    // Blue Dream went up from $40 and keeps $40; the pre-roll came back at the $30 it cost then, and keeps it.
    expect(cart.items.map((i) => [i.productId, i.price, i.unitPrice])).toEqual([
      [blue.productId, 50, 40],
      [roll.productId, 45, 30],
    ])
  })

  it('adds only the items in stock (and no more than the stock) when some are out', async () => {
    const menu = await store()
    const member = await createTestMember()
    const blue = await product(menu.storeId, 'Blue Dream')
    const gone = await product(menu.storeId, 'Gone')
    const source = await leftCart(menu.storeId, member, [blue, gone])
    await setStock(menu.storeId, gone.productId, 0)
    await setStock(menu.storeId, blue.productId, 1)

    const device = randomUUID()
    expect(await restoreAbandonedCart({ visitor: device, storeId: menu.storeId, cartUuid: source, shopper: asShopper(member) })).toBe('restored')
    expect((await getCart(device, menu.storeId)).items.map((i) => [i.productId, i.quantity])).toEqual([[blue.productId, 1]])
  })

  it('says out of stock, and leaves the current cart alone, when every item is out', async () => {
    const menu = await store()
    const member = await createTestMember()
    const blue = await product(menu.storeId, 'Blue Dream')
    const other = await product(menu.storeId, 'Other')
    const source = await leftCart(menu.storeId, member, [blue])
    await setStock(menu.storeId, blue.productId, 0)
    const device = randomUUID()
    await addItem(device, menu.storeId, other, 1)

    expect(await restoreAbandonedCart({ visitor: device, storeId: menu.storeId, cartUuid: source, shopper: asShopper(member) })).toBe('out-of-stock')
    expect((await getCart(device, menu.storeId)).items.map((i) => i.productId)).toEqual([other.productId])
  })

  it('restores nothing from someone else’s cart, an unknown uuid, an empty cart or another store’s cart', async () => {
    const menu = await store()
    const elsewhere = await store('MI')
    const member = await createTestMember()
    const stranger = await createTestMember()
    const blue = await product(menu.storeId, 'Blue Dream')
    const other = await product(menu.storeId, 'Other')
    const theirs = await leftCart(menu.storeId, stranger, [blue])
    const emptyVisitor = randomUUID()
    const empty = (await addItem(emptyVisitor, menu.storeId, blue, 1, undefined, asShopper(member))).cartUuid!
    await getDb().execute(sql`delete from cart_items where cart_uuid = ${empty}`)
    const michigan = await product(elsewhere.storeId, 'Michigan')
    const otherStore = await leftCart(elsewhere.storeId, member, [michigan])

    const device = randomUUID()
    await addItem(device, menu.storeId, other, 1)
    for (const cartUuid of [theirs, randomUUID(), empty, otherStore]) {
      expect(await restoreAbandonedCart({ visitor: device, storeId: menu.storeId, cartUuid, shopper: asShopper(member) })).toBe('failed')
    }
    expect((await getCart(device, menu.storeId)).items.map((i) => [i.productId, i.quantity])).toEqual([[other.productId, 1]])
    // The stranger's cart is untouched too.
    const { rows } = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from cart_items where cart_uuid = ${theirs}`)
    expect(Number(rows[0]!.n)).toBe(1)
  })

  it('keeps the items when the link is for the cart the browser already has open', async () => {
    const menu = await store()
    const member = await createTestMember()
    const blue = await product(menu.storeId, 'Blue Dream')
    const visitor = randomUUID()
    const cart = await addItem(visitor, menu.storeId, blue, 3, undefined, asShopper(member))
    expect(await restoreAbandonedCart({ visitor, storeId: menu.storeId, cartUuid: cart.cartUuid!, shopper: asShopper(member) })).toBe('restored')
    expect((await getCart(visitor, menu.storeId)).items.map((i) => i.quantity)).toEqual([3])
  })

  it('keeps a restored cart inside the purchase limits of the shopper it is restored for', async () => {
    const menu = await store()
    const resident = await createTestMember({ homeState: 'IL' })
    const blue = await product(menu.storeId, 'Blue Dream', 50)
    const visitor = randomUUID()
    const source = (await addItem(visitor, menu.storeId, blue, 8, undefined, asShopper(resident))).cartUuid!
    // Since the cart was left the shopper moved to Indiana: as a non-resident 15 g (4 eighths) is the most.
    const device = randomUUID()
    const moved = { userId: resident.id, homeState: 'IN' }
    expect(await restoreAbandonedCart({ visitor: device, storeId: menu.storeId, cartUuid: source, shopper: moved })).toBe('restored')
    expect((await getCart(device, menu.storeId)).items.map((i) => i.quantity)).toEqual([4])
  })
})
