import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { addItem } from '~/cart/cart.server'
import { saveMedicalCard } from '~/compliance/medical-cards.server'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createMenuProduct, createProduct, createState } from '~/db/seed/factories'
import { loadStaffBoard } from '~/orders/staff-board.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { ALL_DAY, settle } from '../../tests/setup/route-outcome'
import { action, loader } from './checkout'

/**
 * Medical menus take reservations from registered patients only (decision 0017): the checkout page
 * says what is missing, and a post from anyone else is refused with a 403 that changes nothing.
 */
const BASE = 'http://localhost:3000'

type Args = Parameters<typeof action>[0]
const args = (request: Request, storeId: number) => ({ request, params: { storeId: String(storeId) }, context: {} }) as unknown as Args

let medicalStore: number
let recreationalStore: number
let productId: number

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const state = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  await createState(db, { code: 'NJ', slug: 'new-jersey', name: 'New Jersey' })
  const dispensary = await createDispensary(db, { stateId: state.id, timeZone: 'America/Chicago', hours: ALL_DAY, deliveryHours: null })
  recreationalStore = (await createMenu(db, { dispensaryId: dispensary.id, kind: 'recreational' })).storeId
  medicalStore = (await createMenu(db, { dispensaryId: dispensary.id, kind: 'medical' })).storeId
  productId = (await createProduct(db, { kind: 'gear', name: 'Glass Pipe' })).id
  for (const storeId of [medicalStore, recreationalStore]) {
    await createMenuProduct(db, { storeId, productId, variants: [{ weight: 'each', price: 25, inventory: 5 }] })
  }
})

type CheckoutData = { patient: { reason: string; message: string } | null; idempotencyKey: string; windows: { windows: { start: number; end: number }[] }[] }

async function page(cookie: string, storeId = medicalStore): Promise<CheckoutData> {
  const outcome = await settle(() => loader(args(new Request(`${BASE}/checkout/${storeId}`, { headers: { cookie } }), storeId)))
  expect(outcome.status).toBe(200)
  return outcome.body as CheckoutData
}

/** A visitor (signed in when `session` is given) with two pipes in the store's cart, and a valid form. */
async function withCart(session = '', storeId = medicalStore) {
  const visitor = randomUUID()
  await addItem(visitor, storeId, { productId, weight: 'each' }, 2)
  const cookie = [`nm_visitor=${visitor}`, session].filter(Boolean).join('; ')
  const data = await page(cookie, storeId)
  const window = data.windows[0]?.windows[0]
  if (!window) throw new Error('no window on offer')
  const form = new URLSearchParams({
    intent: 'reserve',
    idempotencyKey: data.idempotencyKey,
    mode: 'pickup',
    window: `${window.start}-${window.end}`,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '3125550123',
  }).toString()
  return { cookie, form, data }
}

function post(cookie: string, form: string, storeId = medicalStore) {
  const request = new Request(`${BASE}/checkout/${storeId}`, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  })
  return settle(() => action(args(request, storeId)))
}

/** Orders, stock and open carts: what a refused reservation must leave as it was. */
async function snapshot() {
  const { rows } = await getDb().execute<{ orders: number; inventory: number; open: number }>(sql`
    select (select count(*)::int from orders) as orders,
           (select inventory from menu_product_variants where store_id = ${medicalStore} and product_id = ${productId}) as inventory,
           (select count(*)::int from carts where status = 'open') as open
  `)
  return rows[0]
}

async function expiredCard(userId: string, stateCode = 'IL') {
  // The profile never saves an expired card; a card saved earlier simply runs out.
  await getDb().execute(sql`
    insert into medical_cards (user_id, state_code, card_number, expires_on) values (${userId}, ${stateCode}, 'IL-EXPIRED-01', current_date - 30)
  `)
}

describe('checkout on a medical menu', () => {
  it.each<[string, () => Promise<string>, string, RegExp]>([
    ['a guest', async () => '', 'signed-out', /Sign in or create an account, then add your Illinois medical card/],
    ['a shopper without a card', async () => (await signedUpShopper()).cookie, 'no-card', /add your Illinois medical card to your profile/],
    [
      "a shopper holding only another state's card",
      async () => {
        const { user, cookie } = await signedUpShopper()
        await saveMedicalCard(user.id, { stateCode: 'NJ', cardNumber: 'NJ-99887766', expiresOn: '2099-01-01' })
        return cookie
      },
      'no-card',
      /add your Illinois medical card/,
    ],
    [
      'a shopper whose card has expired',
      async () => {
        const { user, cookie } = await signedUpShopper()
        await expiredCard(user.id)
        return cookie
      },
      'expired',
      /Your Illinois medical card expired on \d{2}\/\d{2}\/\d{4}/,
    ],
  ])('%s is told what is missing and a post is refused with a 403, changing nothing', async (_, session, reason, message) => {
    const { cookie, form, data } = await withCart(await session())
    expect(data.patient).toMatchObject({ reason })
    expect(data.patient?.message).toMatch(message)
    const before = await snapshot()
    const refused = await post(cookie, form)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect((refused.body as { errors: { form: string } }).errors.form).toMatch(message)
    expect(await snapshot()).toEqual(before)
  })

  it('a registered patient with a valid card reserves; the order keeps the card and the staff board shows it', async () => {
    const { user, cookie: session } = await signedUpShopper()
    await saveMedicalCard(user.id, { stateCode: 'IL', cardNumber: 'MED-IL-0418273', expiresOn: '2099-12-31' })
    const { cookie, form, data } = await withCart(session)
    expect(data.patient).toBeNull()
    const placed = await post(cookie, form)
    expect(placed.status).toBe(302)
    const { rows } = await getDb().execute<{ patient_card_number: string; expires: string }>(sql`
      select patient_card_number, to_char(patient_card_expires_on, 'YYYY-MM-DD') as expires from orders
    `)
    expect(rows).toEqual([{ patient_card_number: 'MED-IL-0418273', expires: '2099-12-31' }])

    const board = await loadStaffBoard(medicalStore)
    const order = board.columns.flatMap((column) => column.orders)[0]
    expect(order?.patientCard).toEqual({ number: 'MED-IL-0418273', expiresOn: '12/31/2099', expired: false })

    // The card has run out by pickup: the board flags it.
    await getDb().execute(sql`update orders set patient_card_expires_on = current_date - 3`)
    const later = (await loadStaffBoard(medicalStore)).columns.flatMap((column) => column.orders)[0]
    expect(later?.patientCard?.expired).toBe(true)
  })

  it('a recreational menu asks for nothing: a guest reserves and the order carries no card', async () => {
    const { cookie, form, data } = await withCart('', recreationalStore)
    expect(data.patient).toBeNull()
    expect((await post(cookie, form, recreationalStore)).status).toBe(302)
    const { rows } = await getDb().execute<{ patient_card_number: string | null }>(sql`select patient_card_number from orders`)
    expect(rows).toEqual([{ patient_card_number: null }])
    const order = (await loadStaffBoard(recreationalStore)).columns.flatMap((column) => column.orders)[0]
    expect(order?.patientCard).toBeNull()
  })
})
