import { readPricedLines } from '~/cart/priced-lines.server'
import { queueStatusMail } from '~/specials/shopper-mails.server'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { AccountUser } from '~/auth/types'
import { asLineage, discountToShow, type Lineage } from '~/catalog/format'
import { inLockOrder, refreshSearchStock } from '~/catalog/stock.server'
import { type Database, getDb } from '~/db/client.server'
import type { DeliveryAddress, WeightId } from '~/db/schema'
import { orderProductWeightLabel } from '~/orders/order-dates'
import type { ReservationMode } from '~/orders/status'
import { log } from '~/log.server'
import { type PatientLinks, patientLinks, type ReservationAccess } from '~/compliance/medical-card'
import { reservationAccessFor } from '~/compliance/medical-cards.server'
import { checkPurchaseLimits, isResident } from './purchase-limits'
import type { CheckoutForm } from './checkout-form'
import { toLimitItem } from './limit-items'
import { computeCharges, formatMoney, type OrderCharges, toCents } from './receipt'
import { getStoreCheckoutInfo, type StoreCheckoutInfo } from './store-checkout.server'
import { isSelectableWindow, listWindows, type StoreHoursEntry, type WindowDay } from './time-windows'
import type { Region } from '~/site/host-mode'
import { countInWindow, createRateLimiter, notCounted, type RateLimitResult, readWindow } from '~/site/rate-limit.server'
import { checkGuestReservation, GUEST_RESERVATION_LIMITS, STOCK_HOLDING_STATUSES } from './guest-limits'

const logger = log('checkout')

/**
 * Checkout by reservation: the page's data and `placeReservation`, which turns the visitor's open
 * cart at a store into an order in one transaction. Prices, discounts, stock and limits are read on
 * the server; the form only says how and when, and who is coming.
 */

/** A refusal the shopper can act on; nothing was changed. `field` names the form field it is about. */
export class CheckoutRefusal extends Error {
  override name = 'CheckoutRefusal'
  constructor(
    readonly status: 403 | 404 | 409 | 422 | 429,
    message: string,
    readonly field?: 'window' | 'state' | 'mode' | 'form',
  ) {
    super(message)
  }
}

/** One cart line as checkout reads it: priced as the cart prices it, in cents. */
export type CheckoutLine = {
  productId: number
  weight: WeightId
  count: number
  name: string
  brand: string
  kind: string
  kindSubtype: string | null
  lineage: Lineage | null
  image: string | null
  imageUrls: string[]
  uniqueSlug: string
  /** '1/8 oz' for vape, flower and extract; null for the rest (001 §5). */
  weightLabel: string | null
  /** False when the store no longer sells the product in this weight. */
  sold: boolean
  priceCents: number
  /** Null when there is no discount. */
  discountedPriceCents: number | null
  specialTitle: string | null
  inventory: number
  maxCartQuantity: number
  gramsPerUnit: number | null
  thcMgPerUnit: number | null
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Executor = Database | Tx

/** The lines of one cart, priced as the cart prices them (`readPricedLines`, decision 0030), in cents. */
async function readLines(db: Executor, cartUuid: string, storeId: number, now: Date): Promise<CheckoutLine[]> {
  const lines = await readPricedLines(db, cartUuid, storeId, now)
  return lines.map((line) => {
    const priceCents = toCents(line.price)
    const discounted = line.sold ? discountToShow(line.price, line.discountedPrice) : null
    const discountedCents = discounted === null ? null : toCents(discounted)
    return {
      productId: line.productId,
      weight: line.weight,
      count: line.quantity,
      name: line.name,
      brand: line.brand,
      kind: line.kind,
      kindSubtype: line.rootSubtype,
      lineage: asLineage(line.category),
      image: line.imageUrls[0] || null,
      imageUrls: line.imageUrls,
      uniqueSlug: line.uniqueSlug,
      weightLabel: orderProductWeightLabel(line.kind, line.weight),
      sold: line.sold,
      priceCents,
      discountedPriceCents: discountedCents !== null && discountedCents < priceCents ? discountedCents : null,
      specialTitle: line.specialTitle,
      inventory: line.inventory,
      maxCartQuantity: line.maxCartQuantity,
      gramsPerUnit: line.gramsPerUnit,
      thcMgPerUnit: line.thcMgPerUnit,
    }
  })
}

export function chargesFor(lines: readonly CheckoutLine[], store: StoreCheckoutInfo, mode: ReservationMode): OrderCharges {
  return computeCharges(
    lines.filter((line) => line.sold).map((line) => ({
      count: line.count,
      checkoutPriceCents: line.priceCents,
      discountedCheckoutPriceCents: line.discountedPriceCents,
    })),
    store.charges,
    mode,
  )
}

export function hoursFor(store: StoreCheckoutInfo, mode: ReservationMode): StoreHoursEntry[] | null {
  return mode === 'delivery' ? store.deliveryHours : store.pickupHours
}

// --- the page ----------------------------------------------------------------------------------

export type CheckoutPage = {
  store: Pick<StoreCheckoutInfo, 'storeId' | 'storeName' | 'dispensaryName' | 'menuPath' | 'address' | 'phone' | 'timeZone' | 'stateCode' | 'stateName'>
  mode: ReservationMode
  delivers: boolean
  lines: CheckoutLine[]
  charges: OrderCharges
  deliveryMinimumCents: number
  windows: WindowDay[]
  idempotencyKey: string
  prefill: { name: string; email: string; phone: string }
  /** On a medical menu, what this shopper still needs before they can reserve (decision 0017); null when nothing. */
  patient: { reason: Exclude<ReservationAccess, { ok: true }>['reason']; message: string; links: PatientLinks } | null
}

/** The checkout page's data, or null for an unknown store (or one outside the region). */
export async function loadCheckoutPage(
  input: {
    storeId: number
    visitor: string | null
    user: AccountUser | null
    /** The mode the shopper chose on the page; null: the cart's own (a restored delivery cart stays delivery). */
    mode: ReservationMode | null
    region?: Region
    now?: Date
  },
  db: Database = getDb(),
): Promise<CheckoutPage | null> {
  const now = input.now ?? new Date()
  const store = await getStoreCheckoutInfo(input.storeId, input.region, db)
  if (!store) return null
  const delivers = store.deliveryHours !== null
  let lines: CheckoutLine[] = []
  let cartMode: ReservationMode | null = null
  if (input.visitor) {
    const { rows } = await db.execute<{ uuid: string; reservation_mode: ReservationMode }>(sql`
      select uuid, reservation_mode from carts where visitor_token = ${input.visitor} and store_id = ${store.storeId} and status = 'open'
    `)
    const cart = rows[0]
    if (cart) {
      cartMode = cart.reservation_mode
      lines = await readLines(db, cart.uuid, store.storeId, now)
    }
  }
  const mode: ReservationMode = (input.mode ?? cartMode) === 'delivery' && delivers ? 'delivery' : 'pickup'
  const user = input.user
  const access = await reservationAccessFor(user, store, { now }, db)
  return {
    store: {
      storeId: store.storeId,
      storeName: store.storeName,
      dispensaryName: store.dispensaryName,
      menuPath: store.menuPath,
      address: store.address,
      phone: store.phone,
      timeZone: store.timeZone,
      stateCode: store.stateCode,
      stateName: store.stateName,
    },
    mode,
    delivers,
    lines,
    charges: chargesFor(lines, store, mode),
    deliveryMinimumCents: store.charges.deliveryMinimumCents ?? 0,
    windows: listWindows({ hours: hoursFor(store, mode), timeZone: store.timeZone, now }),
    idempotencyKey: randomUUID(),
    prefill: user
      ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: nationalPhone(user.phoneNumber) }
      : { name: '', email: '', phone: '' },
    patient: access.ok ? null : { reason: access.reason, message: access.message, links: patientLinks(`/checkout/${store.storeId}`) },
  }
}

/** '+13125550123' → '(312) 555-0123', as a shopper would type it. */
function nationalPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : e164
}

// --- placing -------------------------------------------------------------------------------------

/**
 * Reservation attempts: a shopper needs a handful (a refusal, a fix, a double click); a script
 * placing or probing orders gets a 429. Per visitor, and more loosely per client address (a shop's
 * wifi or a carrier's NAT puts many shoppers behind one).
 */
export const reservationLimits = {
  visitor: createRateLimiter({ name: 'reservation-visitor', windowMs: 60_000, max: 20 }),
  address: createRateLimiter({ name: 'reservation-address', windowMs: 60_000, max: 300 }),
}

export async function checkReservationRate(visitor: string | null, address: string): Promise<RateLimitResult> {
  const byAddress = await reservationLimits.address.hit(address)
  if (!byAddress.ok) return byAddress
  return visitor ? reservationLimits.visitor.hit(visitor) : { ok: true }
}

export type PlacedReservation = { orderUuid: string; replayed: boolean }

export type ReservationInput = {
  visitor: string
  user: AccountUser | null
  /** The client address the server saw: guests' reservations per store are counted by it too. */
  clientAddress?: string
  storeId: number
  form: CheckoutForm
  region?: Region
  /** The server's clock (tests pin it). */
  now?: Date
}

/**
 * Places the reservation: one transaction that locks the visitor's open cart, re-reads every line,
 * checks window, delivery, minimum and purchase limits, decrements stock conditionally (so two
 * checkouts never oversell), writes the order, its products and first status, closes the cart and
 * brings the store's search rows for those products up to date. A replay of the same idempotency key
 * by the same visitor returns the order it placed and changes nothing.
 */
export async function placeReservation(input: ReservationInput, db: Database = getDb()): Promise<PlacedReservation> {
  const now = input.now ?? new Date()
  const store = await getStoreCheckoutInfo(input.storeId, input.region, db)
  if (!store) throw new CheckoutRefusal(404, 'This store does not exist.')
  const addressKey = !input.user && input.clientAddress ? `${store.storeId}:${input.clientAddress}` : null
  try {
    const placedFromAddress = addressKey ? await guestReservationsFrom(addressKey, now) : 0
    const placed = await db.transaction((tx) => place(tx, store, input, now, placedFromAddress))
    if (addressKey && !placed.replayed) {
      const { windowMs } = GUEST_RESERVATION_LIMITS.perAddressPerStore
      await countInWindow(GUEST_ADDRESS_LIMITER, addressKey, windowMs, now.getTime()).catch((error: unknown) => notCounted(GUEST_ADDRESS_LIMITER, error))
    }
    return placed
  } catch (error) {
    // Two first submits of one key at two stores race past the replay check; the unique key stops the
    // second, which then answers as a replay.
    if (isUniqueViolation(error, 'orders_idempotency_key_unique')) {
      const replay = await findByKey(db, input.form.idempotencyKey, input.visitor)
      if (replay) return replay
      throw new CheckoutRefusal(409, 'This reservation was already placed. Please reload the page.', 'form')
    }
    throw error
  }
}

async function findByKey(db: Executor, key: string, visitor: string): Promise<PlacedReservation | null> {
  const { rows } = await db.execute<{ uuid: string; visitor_token: string }>(sql`
    select uuid, visitor_token from orders where idempotency_key = ${key}
  `)
  const row = rows[0]
  if (!row) return null
  if (row.visitor_token !== visitor) throw new CheckoutRefusal(409, 'This reservation was already placed. Please reload the page.', 'form')
  return { orderUuid: row.uuid, replayed: true }
}

async function place(tx: Tx, store: StoreCheckoutInfo, input: ReservationInput, now: Date, placedFromAddress: number): Promise<PlacedReservation> {
  const { form } = input
  const locked = await tx.execute<{ uuid: string }>(sql`
    select uuid from carts
    where visitor_token = ${input.visitor} and store_id = ${store.storeId} and status = 'open'
    for update
  `)
  const replay = await findByKey(tx, form.idempotencyKey, input.visitor)
  if (replay) return replay
  // Medical menus take reservations from registered patients only: nothing is read or changed for anyone else.
  const access = await reservationAccessFor(input.user, store, { now, lock: true }, tx)
  if (!access.ok) throw new CheckoutRefusal(403, access.message, 'form')
  const cartUuid = locked.rows[0]?.uuid
  if (!cartUuid) throw new CheckoutRefusal(409, 'Your cart is empty. Add something from the menu first.', 'form')
  // Counted under the cart's lock: a visitor's two submits at one store wait for each other.
  if (!input.user) {
    const refusal = checkGuestReservation({ openByVisitor: await openGuestReservations(tx, input.visitor, store.storeId), placedFromAddress })
    if (refusal) throw new CheckoutRefusal(refusal.reason === 'visitor' ? 409 : 429, refusal.message, 'form')
  }

  const lines = await readLines(tx, cartUuid, store.storeId, now)
  if (!lines.length) throw new CheckoutRefusal(409, 'Your cart is empty. Add something from the menu first.', 'form')
  for (const line of lines) checkLine(line)

  const mode = form.mode
  const hours = hoursFor(store, mode)
  if (mode === 'delivery' && !hours) throw new CheckoutRefusal(422, 'This store does not deliver. Choose pickup instead.', 'mode')
  if (!isSelectableWindow(form.window, { hours, timeZone: store.timeZone, now })) {
    throw new CheckoutRefusal(
      422,
      `That time is not available. Choose one of the ${mode === 'delivery' ? 'delivery' : 'pickup'} times offered.`,
      'window',
    )
  }
  let address: DeliveryAddress | null = null
  if (form.mode === 'delivery') {
    if (form.address.state !== store.stateCode) {
      throw new CheckoutRefusal(422, `This store delivers only within ${store.stateName}.`, 'state')
    }
    address = {
      street: form.address.street,
      street2: form.address.street2,
      city: form.address.city,
      state_code: form.address.state,
      zipcode: form.address.zip,
    }
  }

  const charges = chargesFor(lines, store, mode)
  if (!charges.meetsDeliveryMinimum) {
    throw new CheckoutRefusal(
      422,
      `Delivery needs an order of at least ${formatMoney(store.charges.deliveryMinimumCents ?? 0)}; your items come to ${formatMoney(charges.discountedSubtotalCents)}.`,
      'mode',
    )
  }

  const limits = checkPurchaseLimits(
    lines.map((line) => toLimitItem({ ...line, quantity: line.count })),
    { state: store.stateCode, menuKind: store.menuKind, resident: isResident(input.user?.homeState, store.stateCode) },
  )
  if (!limits.ok) throw new CheckoutRefusal(422, limits.message, 'form')

  // The order every stock change locks in, so two checkouts (or a cancel) sharing products wait for each other instead of deadlocking.
  for (const line of inLockOrder(lines)) {
    const updated = await tx.execute(sql`
      update menu_product_variants set inventory = inventory - ${line.count}
      where store_id = ${store.storeId} and product_id = ${line.productId} and weight = ${line.weight}
        and inventory >= ${line.count}
    `)
    if (!updated.rowCount) {
      throw new CheckoutRefusal(409, `${line.name} sold out while you were checking out. Remove it or lower the quantity.`, 'form')
    }
  }

  const user = input.user
  const inserted = await tx.execute<{ id: string | number; uuid: string }>(sql`
    insert into orders (
      user_id, visitor_token, cart_uuid, idempotency_key, store_id, store_name, status, reservation_mode,
      delivery_address, customer_name, customer_email_address, customer_phone_number,
      amount_cents, subtotal_cents, discounted_subtotal_cents, sales_tax_amount_cents, delivery_fee_amount_cents,
      service_fee_amount_cents, store_tax_amount_cents, fulfillment_time_start, fulfillment_time_end, checked_out_time,
      patient_card_number, patient_card_expires_on
    ) values (
      ${user?.id ?? null}, ${input.visitor}, ${cartUuid}, ${form.idempotencyKey}, ${store.storeId}, ${store.storeName},
      'verifying', ${mode}, ${address === null ? null : JSON.stringify(address)}::jsonb,
      ${form.name}, ${form.email}, ${form.phone},
      ${charges.estimatedTotalCents}, ${charges.subtotalCents}, ${charges.discountedSubtotalCents}, ${charges.salesTaxCents},
      ${charges.deliveryFeeCents}, ${charges.serviceFeeCents}, ${charges.storeTaxCents},
      to_timestamp(${form.window.start}), to_timestamp(${form.window.end}), ${now.toISOString()}::timestamptz,
      ${access.card?.cardNumber ?? null}, ${access.card?.expiresOn ?? null}::date
    )
    returning id, uuid
  `)
  const order = inserted.rows[0]
  if (!order) throw new Error('order insert returned no row')
  const orderId = Number(order.id)

  for (const line of lines) {
    await tx.execute(sql`
      insert into order_products (
        order_id, product_id, price_id, count, name, brand, kind, kind_subtype, lineage,
        checkout_price_cents, discounted_checkout_price_cents, special_title, image_urls, unique_slug
      ) values (
        ${orderId}, ${line.productId}, ${line.weight}, ${line.count}, ${line.name}, ${line.brand}, ${line.kind},
        ${line.kindSubtype}, ${line.lineage}, ${line.priceCents}, ${line.discountedPriceCents}, ${line.specialTitle},
        ${sql.param(line.imageUrls)}::text[], ${line.uniqueSlug}
      )
    `)
  }
  await tx.execute(sql`
    insert into order_status_events (order_id, status, changed_at) values (${orderId}, 'verifying', ${now.toISOString()}::timestamptz)
  `)
  // 'Reservation received' is queued with the order: both commit or neither (issue 19).
  await queueStatusMail(tx, orderId, 'verifying')
  await tx.execute(sql`
    update carts set status = 'checked_out', reservation_mode = ${mode}, user_id = coalesce(${user?.id ?? null}, user_id), updated_at = now()
    where uuid = ${cartUuid}
  `)
  await refreshSearchStock(tx, store.storeId, lines.map((line) => line.productId))
  logger.info({ storeId: store.storeId, orderId, items: charges.itemsCount }, 'reservation placed')
  return { orderUuid: order.uuid, replayed: false }
}

/** Guest reservations placed at a store from one address (rate_limits: shared by every app server). */
const GUEST_ADDRESS_LIMITER = 'guest-reservation-address'

async function guestReservationsFrom(addressKey: string, now: Date): Promise<number> {
  const window = await readWindow(GUEST_ADDRESS_LIMITER, addressKey, now.getTime()).catch((error: unknown) => notCounted(GUEST_ADDRESS_LIMITER, error))
  return window?.count ?? 0
}

/** The visitor's guest reservations at the store that still hold stock. */
async function openGuestReservations(tx: Tx, visitor: string, storeId: number): Promise<number> {
  const { rows } = await tx.execute<{ open: number }>(sql`
    select count(*)::int as open from orders
    where visitor_token = ${visitor} and store_id = ${storeId} and user_id is null
      and status = any(${sql.param([...STOCK_HOLDING_STATUSES])}::text[])
  `)
  return Number(rows[0]?.open ?? 0)
}

function checkLine(line: CheckoutLine): void {
  if (!line.sold) {
    throw new CheckoutRefusal(409, `${line.name} is no longer on this menu in that size. Remove it from your cart to continue.`, 'form')
  }
  if (!Number.isInteger(line.count) || line.count < 1) {
    throw new CheckoutRefusal(422, `The quantity of ${line.name} is not valid. Update it in your cart.`, 'form')
  }
  if (line.count > line.maxCartQuantity) {
    throw new CheckoutRefusal(422, `You can reserve at most ${line.maxCartQuantity} of ${line.name}. Lower the quantity in your cart.`, 'form')
  }
  if (line.inventory <= 0) throw new CheckoutRefusal(409, `${line.name} is out of stock. Remove it from your cart to continue.`, 'form')
  if (line.count > line.inventory) {
    throw new CheckoutRefusal(409, `Only ${line.inventory} of ${line.name} left in stock. Lower the quantity in your cart.`, 'form')
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string }
    if (pg.code === '23505' && pg.constraint === constraint) return true
  }
  return false
}
