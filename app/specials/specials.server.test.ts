import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { addItem, getCart } from '~/cart/cart.server'
import { readCatalogueVersion } from '~/catalog/catalogue-version.server'
import { loadProductPage } from '~/catalog/product/product.server'
import { emptyMenuQuery } from '~/catalog/search/query'
import { searchMenu } from '~/catalog/search/search.server'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { mailOutbox, menus, type OpeningHours, orders, searchProducts, specialProducts, specials, users } from '~/db/schema'
import { createBrand, createDispensary, createMenu, createMenuProduct, createProduct, createState, refreshSearchIndex } from '~/db/seed/factories'
import { listStores } from '~/operators/roles.server'
import { changeOrderStatus } from '~/orders/order-status.server'
import { runBoardAction } from '~/orders/staff-board.server'
import { CookieJar, send } from '~/security/route-harness.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { placeGuestPickup } from '../../tests/setup/guest-reservation'
import { orderFromMailLink } from './shopper-mails.server'
import { instantToWallClock } from './special-form'
import { endSpecial, loadSpecialsPage, runSpecialsAction, saveSpecial } from './staff-specials.server'

const ZONE = 'America/Chicago'
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const allDay: OpeningHours[] = DAYS.map((day) => ({ day, from: '00:00', to: '23:59', customLabel: null, fromMedical: null, toMedical: null }))
const MENU_PATH = '/dispensaries/illinois/evanston/9/recreational-menu/'

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
})

/** An Illinois store open all day with two brands: Prairie Bloom (a $40 eighth, a $12 gram) and Lakeside (a $20 edible). */
async function store() {
  const db = getDb()
  const state = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const dispensary = await createDispensary(db, { stateId: state.id, timeZone: ZONE, hours: allDay, deliveryHours: allDay })
  const menu = await createMenu(db, { dispensaryId: dispensary.id, kind: 'recreational' })
  const other = await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: state.id, timeZone: ZONE })).id })
  const prairie = await createBrand(db, { name: 'Prairie Bloom', slug: 'prairie-bloom' })
  const lakeside = await createBrand(db, { name: 'Lakeside Labs', slug: 'lakeside-labs' })
  const flower = await createProduct(db, { kind: 'flower', name: 'Blue Dream', category: 'hybrid', brandId: prairie.id })
  const edible = await createProduct(db, { kind: 'edible', name: 'Citrus Gummies', brandId: lakeside.id })
  await createMenuProduct(db, {
    storeId: menu.storeId,
    productId: flower.id,
    variants: [
      { weight: 'eighth_ounce', price: 40, discountedPrice: null, inventory: 20 },
      { weight: 'gram', price: 12, discountedPrice: null, inventory: 20 },
    ],
  })
  await createMenuProduct(db, { storeId: menu.storeId, productId: edible.id, variants: [{ weight: 'each', price: 20, discountedPrice: null, inventory: 20 }] })
  await createMenuProduct(db, { storeId: other.storeId, productId: edible.id, variants: [{ weight: 'each', price: 20, discountedPrice: null, inventory: 5 }] })
  await refreshSearchIndex(db, [menu.storeId, other.storeId])
  return { storeId: menu.storeId, otherStoreId: other.storeId, prairie, lakeside, flower, edible }
}

type Store = Awaited<ReturnType<typeof store>>

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
  }
  return data
}

const local = (date: Date) => instantToWallClock(date, ZONE)
const hours = (n: number) => n * 60 * 60 * 1000

/** Card prices of the store's search hits, by product: [price, discounted price] of each weight. */
async function searchedPrices(storeId: number, now: Date) {
  const result = await searchMenu(emptyMenuQuery(storeId), { menuPagePath: MENU_PATH, now })
  return Object.fromEntries(
    result.hits.map((hit) => [hit.name, hit.inventory_potencies.map((v) => [v.price_id, v.price, v.discounted_price])]),
  )
}

async function productPagePrices(storeId: number, productId: number, now: Date) {
  const page = await loadProductPage(storeId, productId, 'main', { now })
  if (page.status !== 'found') throw new Error(page.status)
  return page.product.variants.map((v) => [v.key, v.price, v.discountedPrice])
}

const reserve = (s: Store, visitor: string, now: Date, email?: string) => placeGuestPickup({ storeId: s.storeId, visitor, now, timeZone: ZONE, email })

describe('specials run by staff', () => {
  it('creating a brand special discounts its products on cards, the product page, the cart and the checkout; ending it restores the prices and the reservation keeps its own', async () => {
    const s = await store()
    // The cart prices by the real clock: the special starts a little in the past and ends at the real now.
    const now = new Date(Date.now() - 10_000)
    const versionBefore = await readCatalogueVersion(s.storeId)
    const created = await runSpecialsAction(
      form({ intent: 'create', title: 'Prairie Bloom 25% off', detail: 'All weekend.', discountType: 'percent', amount: '25', targetKind: 'brands', 'targets-brands': String(s.prairie.id), startsAt: '', endsAt: local(new Date(now.getTime() + hours(48))) }),
      s.storeId,
      now,
    )
    expect(created).toEqual({ ok: true, message: '“Prairie Bloom 25% off” is saved.' })
    expect(await readCatalogueVersion(s.storeId)).not.toBe(versionBefore)

    const [special] = await getDb().select().from(specials).where(eq(specials.storeId, s.storeId))
    expect(special).toMatchObject({ title: 'Prairie Bloom 25% off', detail: 'All weekend.', specialType: 'product', discountType: 'percent', discountPercent: 25, targetKind: 'brands', targetValues: [String(s.prairie.id)] })
    expect(special?.photo?.urls.medium).toMatch(/\.svg$/)
    const [indexed] = await getDb().select({ ids: searchProducts.specialIds, tokens: searchProducts.facetTokens }).from(searchProducts).where(and(eq(searchProducts.storeId, s.storeId), eq(searchProducts.productId, s.flower.id)))
    expect(indexed?.ids).toEqual([special?.id])
    expect(indexed?.tokens).toContain(`applicable_special_ids:${special?.id}`)

    const later = new Date(now.getTime() + 1000)
    expect(await searchedPrices(s.storeId, later)).toEqual({
      'Blue Dream': [['gram', 12, 9], ['eighth_ounce', 40, 30]],
      'Citrus Gummies': [['each', 20, null]],
    })
    expect(await productPagePrices(s.storeId, s.flower.id, later)).toEqual([['gram', 12, 9], ['eighth_ounce', 40, 30]])
    const deals = await searchMenu({ ...emptyMenuQuery(s.storeId), refinements: { applicable_special_ids: [String(special?.id)] } }, { menuPagePath: MENU_PATH, now: later })
    expect(deals.hits.map((h) => h.name)).toEqual(['Blue Dream'])

    const visitor = randomUUID()
    await addItem(visitor, s.storeId, { productId: s.flower.id, weight: 'eighth_ounce' }, 2)
    const cart = await getCart(visitor, s.storeId)
    expect(cart.items[0]).toMatchObject({ price: 40, discountedPrice: 30, unitPrice: 30, lineTotal: 60 })
    expect(cart).toMatchObject({ subtotal: 60, savings: 20 })

    const placed = await reserve(s, visitor, later)
    const order = await getDb().execute<{ checkout_price_cents: number; discounted_checkout_price_cents: number; special_title: string }>(
      sql`select p.checkout_price_cents, p.discounted_checkout_price_cents, p.special_title from order_products p join orders o on o.id = p.order_id where o.uuid = ${placed.orderUuid}`,
    )
    expect(order.rows).toEqual([{ checkout_price_cents: 4000, discounted_checkout_price_cents: 3000, special_title: 'Prairie Bloom 25% off' }])

    // Ending it: the special stops at that instant everywhere; the reservation keeps its prices.
    const endAt = new Date()
    expect(await endSpecial(s.storeId, special!.id, endAt)).toMatchObject({ ok: true, message: '“Prairie Bloom 25% off” has ended.' })
    const after = new Date(endAt.getTime() + 1)
    expect(await searchedPrices(s.storeId, after)).toEqual({
      'Blue Dream': [['gram', 12, null], ['eighth_ounce', 40, null]],
      'Citrus Gummies': [['each', 20, null]],
    })
    expect(await productPagePrices(s.storeId, s.flower.id, after)).toEqual([['gram', 12, null], ['eighth_ounce', 40, null]])
    const again = randomUUID()
    await addItem(again, s.storeId, { productId: s.flower.id, weight: 'eighth_ounce' }, 1)
    expect((await getCart(again, s.storeId)).items[0]).toMatchObject({ discountedPrice: null, unitPrice: 40 })
    const kept = await getDb().execute<{ discounted_checkout_price_cents: number }>(
      sql`select p.discounted_checkout_price_cents from order_products p join orders o on o.id = p.order_id where o.uuid = ${placed.orderUuid}`,
    )
    expect(kept.rows[0]?.discounted_checkout_price_cents).toBe(3000)
    // Ending twice is refused and changes nothing.
    expect(await endSpecial(s.storeId, special!.id, after)).toMatchObject({ ok: false, status: 409 })
  })

  it('applies by time alone: a scheduled special starts and an ended one stops without anything running', async () => {
    const s = await store()
    const start = new Date('2030-06-01T14:00:00Z')
    const end = new Date('2030-06-03T14:00:00Z')
    const saved = await saveSpecial(s.storeId, { title: 'Gummies for $15', detail: null, discountType: 'target_price', amount: 15, targetKind: 'categories', targets: ['edible'], startDate: start, endDate: end }, { now: new Date('2030-05-01T00:00:00Z') })
    expect(saved.ok).toBe(true)
    const at = async (iso: string) => (await searchedPrices(s.storeId, new Date(iso)))['Citrus Gummies']
    expect(await at('2030-06-01T13:59:59Z')).toEqual([['each', 20, null]])
    expect(await at('2030-06-01T14:00:00Z')).toEqual([['each', 20, 15]])
    expect(await at('2030-06-03T13:59:59Z')).toEqual([['each', 20, 15]])
    expect(await at('2030-06-03T14:00:00Z')).toEqual([['each', 20, null]])
    // Another store's gummies never had it.
    expect((await searchedPrices(s.otherStoreId, new Date('2030-06-02T00:00:00Z')))['Citrus Gummies']).toEqual([['each', 20, null]])
  })

  it('editing a special moves it to other products and another discount at once', async () => {
    const s = await store()
    const now = new Date()
    const saved = await saveSpecial(s.storeId, { title: '$5 off Blue Dream', detail: null, discountType: 'dollar_amount', amount: 5, targetKind: 'products', targets: [String(s.flower.id)], startDate: now, endDate: null }, { now })
    if (!saved.ok) throw new Error(saved.message)
    const edited = await runSpecialsAction(
      form({ intent: 'update', id: String(saved.id), title: 'Gummies 10% off', detail: '', discountType: 'percent', amount: '10', targetKind: 'products', 'targets-products': String(s.edible.id), startsAt: local(now), endsAt: '' }),
      s.storeId,
      now,
    )
    expect(edited).toEqual({ ok: true, message: '“Gummies 10% off” is updated.' })
    expect(await getDb().select({ productId: specialProducts.productId }).from(specialProducts)).toEqual([{ productId: s.edible.id }])
    expect(await searchedPrices(s.storeId, new Date(now.getTime() + 60_000))).toEqual({
      'Blue Dream': [['gram', 12, null], ['eighth_ounce', 40, null]],
      'Citrus Gummies': [['each', 20, 18]],
    })
    const page = await loadSpecialsPage(s.storeId, new Date(now.getTime() + 60_000))
    expect(page?.specials).toMatchObject([{ id: saved.id, title: 'Gummies 10% off', discountText: '10% off', appliesTo: 'Products: Citrus Gummies · Lakeside Labs (edible)', productCount: 1, status: 'live', editable: true }])
  })

  it.each<[string, Record<string, string | string[]>, Record<string, string>]>([
    ['an end before the start', { startsAt: '2030-06-02T09:00', endsAt: '2030-06-01T09:00' }, { endsAt: 'The end must be after the start.' }],
    ['a percentage over 100', { amount: '150' }, { amount: 'A percentage off must be more than 0 and at most 100.' }],
    ['a negative amount', { discountType: 'dollar_amount', amount: '-3' }, { amount: 'The discount cannot be negative.' }],
    ['a brand of no product here', { 'targets-brands': '999999' }, { targets: 'Some of the chosen brands are not on this menu. Reload the page and choose again.' }],
    ['an unknown category', { targetKind: 'categories', 'targets-categories': 'seeds' }, { targets: 'Some of the chosen categories are not on this menu. Reload the page and choose again.' }],
    ['a product of another store', { targetKind: 'products', 'targets-products': '424242' }, { targets: 'Some of the chosen products are not on this menu. Reload the page and choose again.' }],
    ['hostile text', { title: '<img src=x onerror=alert(1)>' }, { title: 'Use plain text: no < or > signs or control characters.' }],
  ])('refuses %s with a clear message and changes nothing', async (_label, change, errors) => {
    const s = await store()
    const version = await readCatalogueVersion(s.storeId)
    const result = await runSpecialsAction(
      form({ intent: 'create', title: 'Weekend deal', detail: '', discountType: 'percent', amount: '20', targetKind: 'brands', 'targets-brands': String(s.prairie.id), startsAt: '', endsAt: '', ...change }),
      s.storeId,
    )
    expect(result).toMatchObject({ ok: false, status: 400, errors })
    expect(await getDb().select().from(specials)).toEqual([])
    expect(await getDb().select().from(specialProducts)).toEqual([])
    expect(await readCatalogueVersion(s.storeId)).toBe(version)
  })

  it('staff of another store can neither edit nor end the special', async () => {
    const s = await store()
    const saved = await saveSpecial(s.storeId, { title: 'Gummies $2 off', detail: null, discountType: 'dollar_amount', amount: 2, targetKind: 'categories', targets: ['edible'], startDate: new Date(), endDate: null })
    if (!saved.ok) throw new Error(saved.message)
    expect(await runSpecialsAction(form({ intent: 'end', id: String(saved.id) }), s.otherStoreId)).toMatchObject({ ok: false, status: 404 })
    expect(
      await runSpecialsAction(form({ intent: 'update', id: String(saved.id), title: 'Mine now', detail: '', discountType: 'percent', amount: '90', targetKind: 'categories', 'targets-categories': 'edible', startsAt: '', endsAt: '' }), s.otherStoreId),
    ).toMatchObject({ ok: false, status: 404 })
    const [row] = await getDb().select().from(specials)
    expect(row).toMatchObject({ title: 'Gummies $2 off', endDate: null })
  })

  it('the chain’s owner gets a store picker, and edits and ends a special of a store other than the first', async () => {
    const s = await store()
    const owner = await signedUpShopper({ firstName: 'Olive' })
    await getDb().update(users).set({ role: 'owner' }).where(eq(users.id, owner.user.id))
    const jar = new CookieJar('the chain’s owner')
    jar.take(owner.cookie.split('; '))
    const chain = await listStores()
    // The page opens on the chain's first store by itself; the special is in the other one.
    const second = chain[1]!.storeId
    expect([s.storeId, s.otherStoreId]).toContain(second)
    const saved = await saveSpecial(second, { title: 'Gummies $2 off', detail: null, discountType: 'dollar_amount', amount: 2, targetKind: 'categories', targets: ['edible'], startDate: new Date(Date.now() - 60_000), endDate: null })
    if (!saved.ok) throw new Error(saved.message)

    const opened = await send(jar, { method: 'GET', path: `/staff/specials?store=${second}&edit=${saved.id}` })
    expect(opened.status).toBe(200)
    const loaded = JSON.parse(opened.text.split('\n').at(-1)!) as { page: { storeId: number }; editId: number; stores: { storeId: number }[] }
    expect(loaded).toMatchObject({ page: { storeId: second }, editId: saved.id })
    expect(loaded.stores.map((c) => c.storeId)).toEqual(chain.map((c) => c.storeId))

    // The edit form posts to the address it was opened at, which names the store.
    const edited = await send(jar, {
      method: 'POST',
      path: `/staff/specials?store=${second}&edit=${saved.id}`,
      body: { intent: 'update', id: String(saved.id), title: 'Gummies $3 off', detail: '', discountType: 'dollar_amount', amount: '3', targetKind: 'categories', 'targets-categories': 'edible', startsAt: '', endsAt: '' },
    })
    expect([edited.status, edited.json()]).toEqual([200, { ok: true, message: '“Gummies $3 off” is updated.' }])
    // Without the store it is the first store's page, which does not hold that special.
    expect((await send(jar, { method: 'POST', path: '/staff/specials', body: { intent: 'end', id: String(saved.id) } })).status).toBe(404)
    expect((await send(jar, { method: 'POST', path: `/staff/specials?store=${second}`, body: { intent: 'end', id: String(saved.id) } })).status).toBe(200)
    const [row] = await getDb().select({ title: specials.title, storeId: specials.storeId, endDate: specials.endDate }).from(specials)
    expect(row).toMatchObject({ title: 'Gummies $3 off', storeId: second })
    expect(row?.endDate).not.toBeNull()
  })

  it('the card setting is saved per store and moves the catalogue version', async () => {
    const s = await store()
    const version = await readCatalogueVersion(s.storeId)
    expect(await runSpecialsAction(form({ intent: 'settings' }), s.storeId)).toEqual({ ok: true, message: 'Product cards hide ratings and reviews.' })
    const shown = async (storeId: number) => (await getDb().select({ v: menus.showCardRatings }).from(menus).where(eq(menus.storeId, storeId)))[0]?.v
    expect(await shown(s.storeId)).toBe(false)
    expect(await shown(s.otherStoreId)).toBe(true)
    expect(await readCatalogueVersion(s.storeId)).not.toBe(version)
    const page = await loadProductPage(s.storeId, s.flower.id, 'main')
    expect(page.status === 'found' && page.store.showCardRatings).toBe(false)
    expect(await runSpecialsAction(form({ intent: 'settings', showCardRatings: 'on' }), s.storeId)).toEqual({ ok: true, message: 'Product cards show ratings and reviews.' })
    expect(await shown(s.storeId)).toBe(true)
  })

  it('the chat box setting is saved for the store’s dispensary and shows in the footer’s dispensary', async () => {
    const s = await store()
    const chat = async () =>
      (await getDb().execute<{ show: boolean }>(sql`select d.show_chat_box as show from dispensaries d join menus m on m.dispensary_id = d.id where m.store_id = ${s.storeId}`)).rows[0]?.show
    expect(await runSpecialsAction(form({ intent: 'settings', showCardRatings: 'on', chatBoxSetting: '1' }), s.storeId)).toEqual({
      ok: true,
      message: 'Product cards show ratings and reviews. The support chat is off.',
    })
    expect(await chat()).toBe(false)
    expect(await runSpecialsAction(form({ intent: 'settings', showCardRatings: 'on', chatBoxSetting: '1', showChatBox: 'on' }), s.storeId)).toEqual({
      ok: true,
      message: 'Product cards show ratings and reviews. The support chat is on.',
    })
    expect(await chat()).toBe(true)
    expect((await loadSpecialsPage(s.storeId))?.showChatBox).toBe(true)
  })
})

describe('mails to the shopper', () => {
  async function mails() {
    return getDb().select({ to: mailOutbox.toAddress, kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.textBody, html: mailOutbox.htmlBody }).from(mailOutbox).orderBy(mailOutbox.id)
  }

  async function staffOf(storeId: number) {
    const staff = await signedUpShopper({ firstName: 'Sam' })
    await getDb().update(users).set({ role: 'staff', staffStoreId: storeId }).where(eq(users.id, staff.user.id))
    return staff.user.id
  }

  it('a guest reservation is mailed on placing, ready for pickup and cancelling, at the checkout address, with a link only the mail holds', async () => {
    const s = await store()
    const visitor = randomUUID()
    await addItem(visitor, s.storeId, { productId: s.edible.id, weight: 'each' }, 2)
    const placed = await reserve(s, visitor, new Date(), 'grace.guest@example.com')
    const [received] = await mails()
    const [order] = await getDb().select({ id: orders.id }).from(orders).where(eq(orders.uuid, placed.orderUuid))
    expect(received).toMatchObject({ to: 'grace.guest@example.com', kind: 'reservation-received', subject: `We received your reservation NM-${order?.id}` })
    expect(received?.text).toContain('2 × Citrus Gummies · $40.00')
    expect(received?.text).toMatch(/Pickup window: \w{3}, \w{3} \d{1,2} · /)
    expect(received?.text).toContain('Estimated total: $')
    const link = /https?:\/\/\S+\/post-checkout\?order=[0-9a-f-]+&key=[\w-]{32}/.exec(received?.text ?? '')?.[0]
    expect(link).toBeDefined()
    expect(orderFromMailLink(new URL(link!))).toBe(placed.orderUuid)
    // One character of the key changed (to another one, whatever it was): the link is refused.
    expect(orderFromMailLink(new URL(link!.replace(/key=(.)/, (_, first: string) => `key=${first === 'A' ? 'B' : 'A'}`)))).toBeNull()
    expect(orderFromMailLink(new URL(`http://x/post-checkout?order=${randomUUID()}&key=${new URL(link!).searchParams.get('key')}`))).toBeNull()

    const staffId = await staffOf(s.storeId)
    for (const expected of ['verifying', 'preparing'] as const) {
      expect(await changeOrderStatus({ uuid: placed.orderUuid, expected, to: 'next', changedBy: staffId, storeId: s.storeId })).toMatchObject({ kind: 'changed' })
    }
    // Preparing sends nothing; ready for pickup does.
    expect((await mails()).map((m) => m.kind)).toEqual(['reservation-received', 'reservation-ready'])
    const cancel = form({ intent: 'cancel', uuid: placed.orderUuid, expected: 'ready_for_pickup', confirm: 'yes' })
    expect(await runBoardAction(cancel, { userId: staffId, storeId: s.storeId })).toEqual({ ok: false, status: 400, message: 'Choose why the order is cancelled.' })
    expect((await mails()).length).toBe(2)
    cancel.set('reason', 'not_collected')
    expect(await runBoardAction(cancel, { userId: staffId, storeId: s.storeId })).toMatchObject({ ok: true })
    const all = await mails()
    expect(all.map((m) => [m.kind, m.to])).toEqual([
      ['reservation-received', 'grace.guest@example.com'],
      ['reservation-ready', 'grace.guest@example.com'],
      ['reservation-cancelled', 'grace.guest@example.com'],
    ])
    expect(all[2]?.text).toContain('Why: The order was not picked up before the store closed on the day of its window.')
    expect(all[2]?.html).toContain('Why: The order was not picked up before the store closed on the day of its window.')
    const [row] = await getDb().select({ reason: orders.cancelReason }).from(orders).where(eq(orders.uuid, placed.orderUuid))
    expect(row?.reason).toBe('not_collected')
  })

  it('a delivery out for delivery mails the shopper; a member’s mail links to their account', async () => {
    const s = await store()
    const member = await signedUpShopper({ firstName: 'Mara' })
    const { createOrder } = await import('~/orders/order-factory.server')
    const { uuid } = await createOrder(getDb(), { storeId: s.storeId, lines: [{ productId: s.flower.id, priceId: 'eighth_ounce', count: 1 }], mode: 'delivery', status: 'preparing', userId: member.user.id })
    const staffId = await staffOf(s.storeId)
    expect(await changeOrderStatus({ uuid, expected: 'preparing', to: 'next', changedBy: staffId, storeId: s.storeId })).toMatchObject({ kind: 'changed', status: 'delivery_started' })
    const [mail] = await mails()
    expect(mail?.kind).toBe('reservation-out-for-delivery')
    expect(mail?.text).toContain(`/account/orders/${uuid}`)
    expect(mail?.text).toContain('Delivering to:')
  })

  it('no mail is queued when the status change fails, and none is lost when it commits (same transaction)', async () => {
    const s = await store()
    const { createOrder } = await import('~/orders/order-factory.server')
    const { uuid } = await createOrder(getDb(), { storeId: s.storeId, lines: [{ productId: s.edible.id, priceId: 'each', count: 1 }], status: 'preparing' })
    const staffId = await staffOf(s.storeId)
    // A stale board (expects 'verifying'): a conflict, nothing changes, nothing is mailed.
    expect(await changeOrderStatus({ uuid, expected: 'verifying', to: 'next', changedBy: staffId, storeId: s.storeId })).toMatchObject({ kind: 'conflict' })
    expect(await mails()).toEqual([])
    // The outbox row commits with the change: a failure after queueing rolls both back.
    await expect(
      getDb().transaction(async (tx) => {
        const { queueStatusMail } = await import('./shopper-mails.server')
        await tx.execute(sql`update orders set status = 'ready_for_pickup' where uuid = ${uuid}`)
        const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.uuid, uuid))
        expect(await queueStatusMail(tx, order!.id, 'ready_for_pickup')).toBe(true)
        throw new Error('SMTP or anything else failing before commit')
      }),
    ).rejects.toThrow('before commit')
    expect(await mails()).toEqual([])
  })
})
