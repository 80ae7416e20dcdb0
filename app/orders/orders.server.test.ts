import { and, eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { getDb } from '~/db/client.server'
import { dispensaries, menuProductVariants, menus, orders, orderStatusEvents, products, rewardLedger, reviews, searchProducts, users } from '~/db/schema'
import {
  createDispensary,
  createMenu,
  createMenuProduct,
  createProduct,
  createState,
  refreshSearchIndex,
} from '~/db/seed/factories'
import { earnPointsForOrder, getRewardsSummary } from '~/rewards/ledger.server'
import { searchReviews } from '~/reviews/reviews.server'
import { emptyReviewQuery } from '~/reviews/review-query'
import { resetDatabase } from '../../tests/setup/reset-database'
import { decodeHistoryCursor } from './history-rules'
import { listOrderHistory, liveOrderProducts } from './history.server'
import { loadOrderDetail } from './order-detail.server'
import { createOrder } from './order-factory.server'
import { getOrder } from './order-read.server'
import { productLinkLogger } from './product-link.server'
import { submitOrderReview } from './order-reviews.server'
import { changeOrderStatus } from './order-status.server'
import { loadStaffBoard, runBoardAction } from './staff-board.server'
import type { OrderStatus } from './status'

beforeEach(async () => {
  await resetDatabase()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const DAY = 24 * 60 * 60 * 1000

async function world() {
  const db = getDb()
  const il = await createState(db, { code: 'IL', name: 'Illinois', slug: 'illinois' })
  const oh = await createState(db, { code: 'OH', name: 'Ohio', slug: 'ohio' })
  const ilStore = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: il.id })).id })).storeId
  const otherIlStore = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: il.id })).id })).storeId
  const ohStore = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: oh.id })).id })).storeId
  const flower = await createProduct(db, { kind: 'flower' })
  const edible = await createProduct(db, { kind: 'edible' })
  for (const storeId of [ilStore, otherIlStore, ohStore]) {
    await createMenuProduct(db, { storeId, productId: flower.id, variants: [{ weight: 'eighth_ounce', price: 40, inventory: 5 }] })
    await createMenuProduct(db, { storeId, productId: edible.id, variants: [{ weight: 'each', price: 20, inventory: 7 }] })
  }
  await refreshSearchIndex(db)
  const lines = [
    { productId: flower.id, priceId: 'eighth_ounce' as const, count: 2 },
    { productId: edible.id, priceId: 'each' as const, count: 1 },
  ]
  return { ilStore, otherIlStore, ohStore, flower, edible, lines }
}

async function makeStaff(storeId: number) {
  const staff = await signedUpShopper({ firstName: 'Sam' })
  await getDb().update(users).set({ role: 'staff', staffStoreId: storeId }).where(eq(users.id, staff.user.id))
  return staff.user.id
}

async function statusOf(uuid: string) {
  const [row] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.uuid, uuid))
  return row?.status
}

async function inventory(storeId: number, productId: number) {
  const [row] = await getDb()
    .select({ inventory: menuProductVariants.inventory })
    .from(menuProductVariants)
    .where(and(eq(menuProductVariants.storeId, storeId), eq(menuProductVariants.productId, productId)))
  return row?.inventory
}

describe('order history (001 §4.6)', () => {
  it('pages of 20 by checked-out time, never pending, never another shopper’s; Ohio hosts show only Ohio stores’ orders', async () => {
    const w = await world()
    const { user } = await signedUpShopper()
    const other = await signedUpShopper({ firstName: 'Grace' })
    const start = Date.UTC(2026, 0, 1, 17)
    for (let i = 0; i < 25; i += 1) {
      await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines, checkedOutTime: new Date(start + i * DAY), status: 'finished' })
    }
    // Newest of all, but pending: never listed.
    await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines, checkedOutTime: new Date(start + 40 * DAY), status: 'pending' })
    for (let i = 0; i < 3; i += 1) {
      await createOrder(getDb(), { storeId: w.ohStore, userId: user.id, lines: w.lines, checkedOutTime: new Date(start + (30 + i) * DAY) })
    }
    await createOrder(getDb(), { storeId: w.ilStore, userId: other.user.id, lines: w.lines, checkedOutTime: new Date(start + 50 * DAY) })
    await createOrder(getDb(), { storeId: w.ilStore, userId: null, lines: w.lines, checkedOutTime: new Date(start + 51 * DAY) })

    // Everywhere but on Ohio hosts the shopper sees all their orders, Ohio stores' included (001 §4.6).
    const first = await listOrderHistory({ userId: user.id, region: 'main', sort: 'Newest to Oldest' })
    expect(first.orders).toHaveLength(20)
    const times = first.orders.map((o) => o.checkedOutAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(first.orders[0]?.checkedOutAt).toBe(new Date(start + 32 * DAY).toISOString())
    expect(first.nextCursor).not.toBeNull()
    const second = await listOrderHistory({ userId: user.id, region: 'main', sort: 'Newest to Oldest', cursor: decodeHistoryCursor(first.nextCursor) })
    expect(second.orders).toHaveLength(8)
    expect(second.nextCursor).toBeNull()
    const everything = [...first.orders, ...second.orders]
    expect(new Set(everything.map((o) => o.uuid)).size).toBe(28)
    expect(everything.filter((o) => o.badge.label === 'Verifying')).toHaveLength(3)
    const all = everything.filter((o) => o.badge.label !== 'Verifying')
    expect(all).toHaveLength(25)
    expect(all.every((o) => o.badge.tone === 'green' && o.amountText === '$110.00' && o.itemsLabel === '3 items')).toBe(true)

    const oldest = await listOrderHistory({ userId: user.id, region: 'main', sort: 'Oldest to Newest' })
    expect(oldest.orders[0]?.checkedOutAt).toBe(new Date(start).toISOString())
    expect(oldest.orders.map((o) => o.checkedOutAt)).toEqual(oldest.orders.map((o) => o.checkedOutAt).sort())

    const ohio = await listOrderHistory({ userId: user.id, region: 'ohio', sort: 'Newest to Oldest' })
    expect(ohio.orders).toHaveLength(3)
    expect(ohio.orders.every((o) => o.badge.label === 'Verifying' && o.badge.tone === 'grey')).toBe(true)
    expect(ohio.nextCursor).toBeNull()

    const theirs = await listOrderHistory({ userId: other.user.id, region: 'main', sort: 'Newest to Oldest' })
    expect(theirs.orders).toHaveLength(1)
    expect(all.some((o) => o.uuid === theirs.orders[0]?.uuid)).toBe(false)
  })

  it('orders a microsecond apart are neither repeated nor skipped across pages, in both directions', async () => {
    const w = await world()
    const { user } = await signedUpShopper()
    for (let i = 0; i < 5; i += 1) await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines })
    // The same millisecond, different microseconds (as now() in concurrent checkouts gives).
    await getDb().execute(sql`update orders set checked_out_time = timestamptz '2026-05-01 12:00:00.123' + (id * interval '1 microsecond')`)
    for (const sort of ['Newest to Oldest', 'Oldest to Newest'] as const) {
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const page: Awaited<ReturnType<typeof listOrderHistory>> = await listOrderHistory({ userId: user.id, region: 'main', sort, cursor: decodeHistoryCursor(cursor), limit: 2 })
        seen.push(...page.orders.map((o) => o.uuid))
        cursor = page.nextCursor
      } while (cursor)
      expect(seen).toHaveLength(5)
      expect(new Set(seen).size).toBe(5)
    }
  })

  it('a shopper without orders gets an empty page', async () => {
    await world()
    const { user } = await signedUpShopper()
    expect(await listOrderHistory({ userId: user.id, region: 'main', sort: 'Newest to Oldest' })).toEqual({ orders: [], nextCursor: null })
  })

  it('live product details: available, out of stock, no longer carried, and a missing slug links by id', async () => {
    const w = await world()
    const { user } = await signedUpShopper()
    const gone = await createProduct(getDb(), { kind: 'vape' })
    await createMenuProduct(getDb(), { storeId: w.ilStore, productId: gone.id, variants: [{ weight: 'gram', price: 30 }] })
    const { uuid } = await createOrder(getDb(), {
      storeId: w.ilStore,
      userId: user.id,
      lines: [...w.lines, { productId: gone.id, priceId: 'gram', count: 1 }],
    })
    await getDb().update(menuProductVariants).set({ inventory: 0 }).where(eq(menuProductVariants.productId, w.edible.id))
    await getDb().execute(sql`delete from menu_products where product_id = ${gone.id}`)
    await getDb().update(products).set({ uniqueSlug: '' }).where(eq(products.id, w.flower.id))
    await getDb().execute(sql`update order_products set unique_slug = null where product_id = ${w.flower.id}`)

    const order = await getOrder(uuid, { userId: user.id, visitorToken: null })
    if (!order) throw new Error('expected the order')
    const live = await liveOrderProducts(order)
    const byId = new Map(live.map((p) => [p.productId, p]))
    expect(byId.get(w.flower.id)).toMatchObject({ available: true, outOfStock: false })
    expect(byId.get(w.flower.id)?.href).toMatch(new RegExp(`/product/${w.flower.id}/${w.flower.id}/$`))
    expect(byId.get(w.edible.id)).toMatchObject({ available: true, outOfStock: true })
    expect(byId.get(w.edible.id)?.href).toMatch(new RegExp(`^${order.menuPath}product/${w.edible.id}/${w.edible.uniqueSlug}/$`))
    expect(byId.get(gone.id)).toMatchObject({ available: false, outOfStock: false })
  })
})

describe('order detail access', () => {
  it('the owner sees it; another shopper, a malformed or unknown uuid do not', async () => {
    const w = await world()
    const { user } = await signedUpShopper()
    const other = await signedUpShopper({ firstName: 'Grace' })
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines, status: 'ready_for_pickup' })
    const detail = await loadOrderDetail(uuid, user.id)
    expect(detail).toMatchObject({ uuid, stepIndex: 2, reviewable: false, queueNumber: expect.any(Number) })
    expect(detail?.receipt.map((r) => r.label)).toEqual(['Items(3)', 'Total Savings', 'Sales Tax', 'Estimated Total'])
    expect(detail?.products.find((p) => p.productId === w.flower.id)?.weightLabel).toBe('1/8 oz')
    expect(detail?.products.find((p) => p.productId === w.edible.id)?.weightLabel).toBeNull()
    expect(await loadOrderDetail(uuid, other.user.id)).toBeNull()
    expect(await loadOrderDetail('not-a-uuid', user.id)).toBeNull()
    expect(await loadOrderDetail("'; drop table orders; --", user.id)).toBeNull()
    expect(await loadOrderDetail('00000000-0000-4000-8000-000000000000', user.id)).toBeNull()
  })

  it('its Chat is with the order’s own store while that dispensary offers chat (issue 18), and serves patients when it has a medical menu', async () => {
    const w = await world()
    const { user } = await signedUpShopper()
    const { uuid } = await createOrder(getDb(), { storeId: w.otherIlStore, userId: user.id, lines: w.lines })
    const [menu] = await getDb().select({ dispensaryId: menus.dispensaryId }).from(menus).where(eq(menus.storeId, w.otherIlStore))
    const dispensaryId = Number(menu?.dispensaryId)
    const [dispensary] = await getDb().select({ name: dispensaries.name }).from(dispensaries).where(eq(dispensaries.id, dispensaryId))
    await getDb().update(dispensaries).set({ showChatBox: true }).where(eq(dispensaries.id, dispensaryId))
    expect((await loadOrderDetail(uuid, user.id))?.chat).toEqual({ storeId: w.otherIlStore, takesPatients: false, dispensaryName: dispensary?.name })

    await createMenu(getDb(), { dispensaryId, kind: 'medical' })
    expect((await loadOrderDetail(uuid, user.id))?.chat).toMatchObject({ storeId: w.otherIlStore, takesPatients: true })

    await getDb().update(dispensaries).set({ showChatBox: false }).where(eq(dispensaries.id, dispensaryId))
    expect((await loadOrderDetail(uuid, user.id))?.chat).toBeNull()
  })
})

describe('one window text and one store name everywhere', () => {
  it('a Michigan store (America/Detroit) shows the window in Eastern time on the detail and the board', async () => {
    const w = await world()
    const { user } = await signedUpShopper()
    const [menu] = await getDb().select({ dispensaryId: menus.dispensaryId }).from(menus).where(eq(menus.storeId, w.ilStore))
    await getDb().update(dispensaries).set({ timeZone: 'America/Detroit' }).where(eq(dispensaries.id, Number(menu?.dispensaryId)))
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines })
    await getDb()
      .update(orders)
      .set({ fulfillmentTimeStart: new Date('2026-11-24T20:00:00Z'), fulfillmentTimeEnd: new Date('2026-11-24T20:30:00Z') })
      .where(eq(orders.uuid, uuid))
    const expected = 'Tue, Nov 24 · 3:00 PM – 3:30 PM'
    expect((await loadOrderDetail(uuid, user.id))?.windowLabel).toBe(expected)
    const board = await loadStaffBoard(w.ilStore)
    expect(board.columns.flatMap((c) => c.orders).find((o) => o.uuid === uuid)?.windowText).toBe(expected)
  })

  it('the board and the order name the store with its menu kind, as checkout does', async () => {
    const w = await world()
    const [menu] = await getDb().select({ dispensaryId: menus.dispensaryId }).from(menus).where(eq(menus.storeId, w.ilStore))
    const dispensaryId = Number(menu?.dispensaryId)
    const [dispensary] = await getDb().select({ name: dispensaries.name }).from(dispensaries).where(eq(dispensaries.id, dispensaryId))
    const medical = (await createMenu(getDb(), { dispensaryId, kind: 'medical' })).storeId
    await createMenuProduct(getDb(), { storeId: medical, productId: w.flower.id, variants: [{ weight: 'eighth_ounce', price: 40, inventory: 5 }] })
    expect((await loadStaffBoard(w.ilStore)).storeName).toBe(`${dispensary?.name} · Recreational`)
    expect((await loadStaffBoard(medical)).storeName).toBe(`${dispensary?.name} · Medical`)
    const { uuid } = await createOrder(getDb(), { storeId: medical, lines: [{ productId: w.flower.id, priceId: 'eighth_ounce', count: 1 }] })
    const [order] = await getDb().select({ storeName: orders.storeName, tax: orders.salesTaxAmountCents }).from(orders).where(eq(orders.uuid, uuid))
    expect(order).toEqual({ storeName: `${dispensary?.name} · Medical`, tax: 400 })
  })

  it('an order product without a slug links by id on the detail and logs the warning', async () => {
    const w = await world()
    const { user } = await signedUpShopper()
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines })
    await getDb().execute(sql`update order_products set unique_slug = null where product_id = ${w.flower.id}`)
    const warn = vi.spyOn(productLinkLogger, 'warn').mockImplementation(() => undefined)
    const detail = await loadOrderDetail(uuid, user.id)
    expect(detail?.products.find((p) => p.productId === w.flower.id)?.href).toMatch(new RegExp(`/product/${w.flower.id}/${w.flower.id}/$`))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith({ orderUuid: uuid, productId: w.flower.id }, 'order product has no slug; linking by id')
  })
})

describe('staff status changes', () => {
  it('advances one step at a time and records who did it', async () => {
    const w = await world()
    const staffId = await makeStaff(w.ilStore)
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, lines: w.lines })
    const result = await changeOrderStatus({ uuid, expected: 'verifying', to: 'next', changedBy: staffId, storeId: w.ilStore })
    expect(result).toEqual({ kind: 'changed', status: 'preparing', pointsEarned: 0 })
    expect(await statusOf(uuid)).toBe('preparing')
    const events = await getDb().select().from(orderStatusEvents).where(eq(orderStatusEvents.changedBy, staffId))
    expect(events.map((e) => e.status)).toEqual(['preparing'])
    // Skipping ahead is refused.
    expect(await changeOrderStatus({ uuid, expected: 'preparing', to: 'finished', changedBy: staffId, storeId: w.ilStore })).toEqual({ kind: 'not-allowed' })
    expect(await statusOf(uuid)).toBe('preparing')
  })

  it('a delivery goes out, is delivered and finishes, earning points at the end', async () => {
    const w = await world()
    const staffId = await makeStaff(w.ilStore)
    const { user } = await signedUpShopper()
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines, mode: 'delivery' })
    const seen: string[] = []
    let expected: OrderStatus = 'verifying'
    for (;;) {
      const result = await changeOrderStatus({ uuid, expected, to: 'next', changedBy: staffId, storeId: w.ilStore })
      if (result.kind !== 'changed') break
      seen.push(`${result.status}:${result.pointsEarned}`)
      const board = await loadStaffBoard(w.ilStore)
      expect(board.columns.find((c) => c.orders.some((o) => o.uuid === uuid))?.id).toBe(
        { preparing: 'preparing', delivery_started: 'ready', delivery_finished: 'delivered', finished: 'complete' }[result.status as string],
      )
      expected = result.status
    }
    expect(seen).toEqual(['preparing:0', 'delivery_started:0', 'delivery_finished:0', 'finished:110'])
    expect((await loadOrderDetail(uuid, user.id))?.deliveryAddress).toMatchObject({ city: 'Chicago', state_code: 'IL' })
  })

  it('two staff advancing the same step at once: one wins, the other is told, the order moved once', async () => {
    const w = await world()
    const staffId = await makeStaff(w.ilStore)
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, lines: w.lines })
    const results = await Promise.all([
      changeOrderStatus({ uuid, expected: 'verifying', to: 'next', changedBy: staffId, storeId: w.ilStore }),
      changeOrderStatus({ uuid, expected: 'verifying', to: 'next', changedBy: staffId, storeId: w.ilStore }),
    ])
    expect(results.map((r) => r.kind).sort()).toEqual(['changed', 'conflict'])
    expect(await statusOf(uuid)).toBe('preparing')
    const events = await getDb().select().from(orderStatusEvents).where(eq(orderStatusEvents.changedBy, staffId))
    expect(events).toHaveLength(1)
  })

  it('staff of another store cannot touch the order', async () => {
    const w = await world()
    const staffId = await makeStaff(w.otherIlStore)
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, lines: w.lines })
    expect(await changeOrderStatus({ uuid, expected: 'verifying', to: 'next', changedBy: staffId, storeId: w.otherIlStore })).toEqual({ kind: 'not-found' })
    const form = new FormData()
    form.set('intent', 'cancel')
    form.set('uuid', uuid)
    form.set('expected', 'verifying')
    form.set('confirm', 'yes')
    form.set('reason', 'sold_out')
    expect(await runBoardAction(form, { userId: staffId, storeId: w.otherIlStore })).toMatchObject({ ok: false, status: 404 })
    expect(await statusOf(uuid)).toBe('verifying')
    expect((await loadStaffBoard(w.otherIlStore)).columns.flatMap((c) => c.orders)).toHaveLength(0)
    expect((await loadStaffBoard(w.ilStore)).columns.find((c) => c.id === 'verifying')?.orders.map((o) => o.uuid)).toEqual([uuid])
  })

  it('cancelling returns the items to stock, in the variants and in the search index', async () => {
    const w = await world()
    const staffId = await makeStaff(w.ilStore)
    await getDb().update(menuProductVariants).set({ inventory: 0 }).where(eq(menuProductVariants.productId, w.edible.id))
    await refreshSearchIndex(getDb())
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, lines: w.lines, status: 'preparing' })
    const form = new FormData()
    form.set('intent', 'cancel')
    form.set('uuid', uuid)
    form.set('expected', 'preparing')
    // Without the confirmation nothing happens.
    expect(await runBoardAction(form, { userId: staffId, storeId: w.ilStore })).toMatchObject({ ok: false, status: 400 })
    expect(await statusOf(uuid)).toBe('preparing')
    form.set('confirm', 'yes')
    form.set('reason', 'sold_out')
    expect(await runBoardAction(form, { userId: staffId, storeId: w.ilStore })).toMatchObject({ ok: true })
    expect(await statusOf(uuid)).toBe('cancelled')
    expect(await inventory(w.ilStore, w.flower.id)).toBe(7)
    expect(await inventory(w.ilStore, w.edible.id)).toBe(1)
    expect(await inventory(w.otherIlStore, w.edible.id)).toBe(0)
    const [indexed] = await getDb()
      .select({ inStock: searchProducts.inStock, variants: searchProducts.variants })
      .from(searchProducts)
      .where(and(eq(searchProducts.storeId, w.ilStore), eq(searchProducts.productId, w.edible.id)))
    expect(indexed).toMatchObject({ inStock: true, variants: [expect.objectContaining({ weight: 'each', inventory: 1 })] })
    // A cancelled order is final.
    expect(await changeOrderStatus({ uuid, expected: 'cancelled', to: 'cancelled', changedBy: staffId, storeId: w.ilStore })).toEqual({ kind: 'not-allowed' })
    expect(await inventory(w.ilStore, w.flower.id)).toBe(7)
  })

  it('an order out for delivery or delivered cannot be cancelled: the board offers no cancel and the server refuses it', async () => {
    const w = await world()
    const staffId = await makeStaff(w.ilStore)
    for (const status of ['delivery_started', 'delivery_finished'] as const) {
      const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, lines: w.lines, mode: 'delivery', status })
      const board = await loadStaffBoard(w.ilStore)
      expect(board.columns.flatMap((c) => c.orders).find((o) => o.uuid === uuid)).toMatchObject({ canCancel: false, nextLabel: expect.any(String) })
      const form = new FormData()
      form.set('intent', 'cancel')
      form.set('uuid', uuid)
      form.set('expected', status)
      form.set('confirm', 'yes')
      form.set('reason', 'sold_out')
      expect(await runBoardAction(form, { userId: staffId, storeId: w.ilStore })).toMatchObject({ ok: false, status: 409 })
      expect(await statusOf(uuid)).toBe(status)
    }
    // Nothing went back on the shelf.
    expect(await inventory(w.ilStore, w.flower.id)).toBe(5)
    expect(await inventory(w.ilStore, w.edible.id)).toBe(7)
    // Still in the store: cancellable.
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, lines: w.lines, status: 'ready_for_pickup' })
    expect((await loadStaffBoard(w.ilStore)).columns.flatMap((c) => c.orders).find((o) => o.uuid === uuid)?.canCancel).toBe(true)
  })

  it.each([
    ['no intent', { uuid: 'x', expected: 'verifying' }],
    ['an unknown intent', { intent: 'delete', expected: 'verifying' }],
    ['a malformed uuid', { intent: 'advance', uuid: 'nope', expected: 'verifying' }],
    ['an unknown status', { intent: 'advance', expected: 'shipped' }],
    ['an oversized status', { intent: 'advance', expected: 'v'.repeat(10_000) }],
  ])('%s is a 400 and changes nothing', async (_label, fields) => {
    const w = await world()
    const staffId = await makeStaff(w.ilStore)
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, lines: w.lines })
    const form = new FormData()
    form.set('uuid', uuid)
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    const result = await runBoardAction(form, { userId: staffId, storeId: w.ilStore })
    expect(result).toMatchObject({ ok: false, status: 400 })
    expect(await statusOf(uuid)).toBe('verifying')
  })

  it('finishing an order earns the shopper’s points once, however often replayed', async () => {
    const w = await world()
    const staffId = await makeStaff(w.ilStore)
    const { user } = await signedUpShopper()
    const { uuid, id } = await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines, status: 'ready_for_pickup' })
    const change = { uuid, expected: 'ready_for_pickup' as OrderStatus, to: 'next' as const, changedBy: staffId, storeId: w.ilStore }
    expect(await changeOrderStatus(change)).toEqual({ kind: 'changed', status: 'finished', pointsEarned: 110 })
    expect(await changeOrderStatus(change)).toMatchObject({ kind: 'conflict' })
    const ledger = await getDb().select().from(rewardLedger).where(eq(rewardLedger.userId, user.id))
    expect(ledger).toMatchObject([{ kind: 'earn', points: 110, reference: `NM-${id}` }])
    // The ledger's own replay (same reference) adds nothing either; the rewards page shows 110.
    expect(await earnPointsForOrder({ userId: user.id, orderReference: `NM-${id}`, amountCents: 11_000 })).toMatchObject({ created: false })
    expect((await getRewardsSummary(user.id)).balance).toBe(110)
    // A guest order finishes without points.
    const guest = await createOrder(getDb(), { storeId: w.ilStore, lines: w.lines, status: 'ready_for_pickup' })
    expect(await changeOrderStatus({ ...change, uuid: guest.uuid })).toMatchObject({ kind: 'changed', pointsEarned: 0 })
  })
})

describe('verified-purchase reviews', () => {
  function reviewForm(fields: Record<string, string | string[]>) {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) form.append(key, v)
    }
    return form
  }

  it('the owner reviews each product once; aggregates, the index and the reviews API follow; the order becomes with_review', async () => {
    const w = await world()
    const { user } = await signedUpShopper({ firstName: 'Ada' })
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines, status: 'finished' })
    const fields = {
      intent: 'review',
      productId: String(w.flower.id),
      rating: '4',
      comment: '  Lovely and calm.  ',
      activities: ['Ease my mind'],
      feelings: ['Relaxed', 'Sleepy'],
    }
    expect(await submitOrderReview({ uuid, userId: user.id, form: reviewForm(fields) })).toMatchObject({ ok: true, productId: w.flower.id })
    const [review] = await getDb().select().from(reviews).where(eq(reviews.userId, user.id))
    expect(review).toMatchObject({ productId: w.flower.id, nickname: 'Ada L.', rating: 4, comment: 'Lovely and calm.', feelings: ['Relaxed', 'Sleepy'] })
    const [product] = await getDb().select().from(products).where(eq(products.id, w.flower.id))
    expect(product).toMatchObject({ reviewCount: 1, aggregateRating: 4 })
    const indexed = await getDb().select({ count: searchProducts.reviewCount }).from(searchProducts).where(eq(searchProducts.productId, w.flower.id))
    expect(indexed.map((r) => r.count)).toEqual([1, 1, 1])
    // The index rows' facet tokens follow the new activities and feelings, as a rebuild writes them.
    const facetTokens = () =>
      getDb()
        .select({ storeId: searchProducts.storeId, tokens: searchProducts.facetTokens })
        .from(searchProducts)
        .where(eq(searchProducts.productId, w.flower.id))
        .orderBy(searchProducts.storeId)
    const updated = await facetTokens()
    expect(updated[0]?.tokens).toEqual(expect.arrayContaining(['activities:Ease my mind', 'feelings:Relaxed', 'feelings:Sleepy']))
    await refreshSearchIndex(getDb())
    expect(await facetTokens()).toEqual(updated)
    expect(await statusOf(uuid)).toBe('with_review')
    const page = await searchReviews(emptyReviewQuery(w.flower.id))
    expect(page.hits.map((h) => h.comment)).toEqual(['Lovely and calm.'])

    // Once per product per order; the other product still can be reviewed.
    expect(await submitOrderReview({ uuid, userId: user.id, form: reviewForm(fields) })).toMatchObject({ ok: false, status: 409 })
    expect(
      await submitOrderReview({ uuid, userId: user.id, form: reviewForm({ ...fields, productId: String(w.edible.id), activities: [], feelings: [] }) }),
    ).toMatchObject({ ok: true })
    expect(await getDb().select().from(reviews)).toHaveLength(2)
    expect((await loadOrderDetail(uuid, user.id))?.products.every((p) => p.reviewed)).toBe(true)
  })

  it('two reviews of the same product from different orders at once both count', async () => {
    const w = await world()
    const shoppers = [await signedUpShopper({ firstName: 'Ada' }), await signedUpShopper({ firstName: 'Grace' })]
    const placed = await Promise.all(
      shoppers.map(({ user }) => createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines, status: 'finished' })),
    )
    const results = await Promise.all(
      placed.map(({ uuid }, i) =>
        submitOrderReview({
          uuid,
          userId: shoppers[i]?.user.id ?? '',
          form: reviewForm({ intent: 'review', productId: String(w.flower.id), rating: i ? '2' : '5', comment: 'Fine.' }),
        }),
      ),
    )
    expect(results.map((r) => r.ok)).toEqual([true, true])
    const [product] = await getDb().select().from(products).where(eq(products.id, w.flower.id))
    expect(product).toMatchObject({ reviewCount: 2, aggregateRating: 3.5 })
    const indexed = await getDb().select({ count: searchProducts.reviewCount }).from(searchProducts).where(eq(searchProducts.productId, w.flower.id))
    expect(indexed.map((r) => r.count)).toEqual([2, 2, 2])
  })

  it('only for received orders, only the owner, only products of the order', async () => {
    const w = await world()
    const { user } = await signedUpShopper()
    const other = await signedUpShopper({ firstName: 'Grace' })
    const open = await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines, status: 'preparing' })
    const done = await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: [w.lines[0] as (typeof w.lines)[number]], status: 'finished' })
    const form = () => reviewForm({ intent: 'review', productId: String(w.flower.id), rating: '5', comment: 'Great.' })
    expect(await submitOrderReview({ uuid: open.uuid, userId: user.id, form: form() })).toMatchObject({ ok: false, status: 409 })
    expect(await submitOrderReview({ uuid: done.uuid, userId: other.user.id, form: form() })).toMatchObject({ ok: false, status: 404 })
    expect(
      await submitOrderReview({ uuid: done.uuid, userId: user.id, form: reviewForm({ intent: 'review', productId: String(w.edible.id), rating: '5', comment: 'Great.' }) }),
    ).toMatchObject({ ok: false, status: 404 })
    expect(await submitOrderReview({ uuid: 'nope', userId: user.id, form: form() })).toMatchObject({ ok: false, status: 404 })
    expect(await getDb().select().from(reviews)).toHaveLength(0)
    expect(await statusOf(done.uuid)).toBe('finished')
  })

  it.each([
    ['no intent', { productId: 'P', rating: '5', comment: 'Fine' }],
    ['a wrong intent', { intent: 'cancel', productId: 'P', rating: '5', comment: 'Fine' }],
    ['no rating', { intent: 'review', productId: 'P', comment: 'Fine' }],
    ['a rating of 0', { intent: 'review', productId: 'P', rating: '0', comment: 'Fine' }],
    ['a rating of 6', { intent: 'review', productId: 'P', rating: '6', comment: 'Fine' }],
    ['a fractional rating', { intent: 'review', productId: 'P', rating: '4.5', comment: 'Fine' }],
    ['an empty comment', { intent: 'review', productId: 'P', rating: '5', comment: '   ' }],
    ['a comment over 500 characters', { intent: 'review', productId: 'P', rating: '5', comment: 'x'.repeat(501) }],
    ['an unknown feeling', { intent: 'review', productId: 'P', rating: '5', comment: 'Fine', feelings: ['<script>'] }],
    ['a non-numeric product', { intent: 'review', productId: 'abc', rating: '5', comment: 'Fine' }],
  ])('%s is a 400 and writes nothing', async (_label, fields) => {
    const w = await world()
    const { user } = await signedUpShopper()
    const { uuid } = await createOrder(getDb(), { storeId: w.ilStore, userId: user.id, lines: w.lines, status: 'finished' })
    const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'P' ? String(w.flower.id) : v])) as Record<string, string | string[]>
    expect(await submitOrderReview({ uuid, userId: user.id, form: reviewForm(values) })).toMatchObject({ ok: false, status: 400 })
    expect(await getDb().select().from(reviews)).toHaveLength(0)
    expect(await statusOf(uuid)).toBe('finished')
  })
})
