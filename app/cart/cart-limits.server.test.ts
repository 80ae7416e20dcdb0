import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { carts } from '~/db/schema'
import { createDispensary, createMenu, createMenuProduct, createProduct, createState } from '~/db/seed/factories'
import { STATES } from '~/db/seed/lists/states'
import { createTestMember } from '~/rewards/test-member.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { addItem, CartRefusal, type CartShopper, setQuantity } from './cart.server'

beforeEach(async () => {
  await resetDatabase()
  await createTestMember({ id: 'u-il', homeState: 'IL' })
  await createTestMember({ id: 'u-in', homeState: 'IN' })
})

async function storeIn(code: string, kind: 'recreational' | 'medical' = 'recreational') {
  const db = getDb()
  const info = STATES.find((s) => s.code === code)!
  const state = await createState(db, { name: info.name, slug: info.slug, code: info.code })
  const dispensary = await createDispensary(db, { stateId: state.id })
  return createMenu(db, { dispensaryId: dispensary.id, kind })
}

async function offer(storeId: number, kind: string, weight: 'ounce' | 'eighth_ounce' | 'gram' | 'each', extra: Record<string, unknown> = {}) {
  const db = getDb()
  const product = await createProduct(db, { kind: kind as 'flower', name: `${kind} ${weight}`, ...extra })
  await createMenuProduct(db, { storeId, productId: product.id, maxCartQuantity: 20, variants: [{ weight, price: 40, inventory: 50 }] })
  return { productId: product.id, weight }
}

async function refusal(promise: Promise<unknown>): Promise<CartRefusal> {
  try {
    await promise
  } catch (error) {
    if (error instanceof CartRefusal) return error
    throw error
  }
  throw new Error('expected a refusal')
}

const illinoisan: CartShopper = { userId: 'u-il', homeState: 'IL' }
const visitorFromIndiana: CartShopper = { userId: 'u-in', homeState: 'IN' }

describe('purchase limits in the cart', () => {
  it('refuses an Illinois resident’s flower past 30 g with the rule’s message, and changes nothing', async () => {
    const store = await storeIn('IL')
    const ounce = await offer(store.storeId, 'flower', 'ounce')
    const eighth = await offer(store.storeId, 'flower', 'eighth_ounce')
    const visitor = randomUUID()
    await addItem(visitor, store.storeId, ounce, 1, undefined, illinoisan)
    const error = await refusal(addItem(visitor, store.storeId, eighth, 1, undefined, illinoisan))
    expect(error.status).toBe(422)
    expect(error.message).toBe('Illinois limits adult-use purchases to 30 g of flower per visit; this would bring your cart to 31.5 g.')
    const cart = await setQuantity(visitor, store.storeId, ounce, 1)
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[ounce.productId, 1]])
  })

  it('counts guests as residents (30 g) and halves the limit for a shopper from another state (15 g)', async () => {
    const store = await storeIn('IL')
    const eighth = await offer(store.storeId, 'flower', 'eighth_ounce')
    const guest = randomUUID()
    await addItem(guest, store.storeId, eighth, 8)
    expect((await refusal(addItem(guest, store.storeId, eighth, 1))).message).toMatch(/to 30 g of flower per visit; this would bring your cart to 31\.5 g\.$/)

    const visitor = randomUUID()
    await addItem(visitor, store.storeId, eighth, 4, undefined, visitorFromIndiana)
    const error = await refusal(addItem(visitor, store.storeId, eighth, 1, undefined, visitorFromIndiana))
    expect(error.message).toBe('Illinois limits adult-use purchases by non-residents to 15 g of flower per visit; this would bring your cart to 17.5 g.')
    // The same shopper as a resident could have more.
    await addItem(visitor, store.storeId, eighth, 1, undefined, illinoisan)
  })

  it('refuses an update past the limit but always lets a line go down', async () => {
    const store = await storeIn('IL')
    const eighth = await offer(store.storeId, 'flower', 'eighth_ounce')
    const visitor = randomUUID()
    await addItem(visitor, store.storeId, eighth, 8)
    const error = await refusal(setQuantity(visitor, store.storeId, eighth, 9))
    expect(error.status).toBe(422)
    expect(error.message).toMatch(/^Illinois limits adult-use purchases to 30 g of flower/)
    // A cart already past the limit (as a non-resident) still goes down, one step at a time.
    const cart = await setQuantity(visitor, store.storeId, eighth, 7, undefined, visitorFromIndiana)
    expect(cart.items[0]?.quantity).toBe(7)
    expect((await setQuantity(visitor, store.storeId, eighth, 6, undefined, visitorFromIndiana)).items[0]?.quantity).toBe(6)
  })

  it('tracks Ohio’s plant material and extract separately', async () => {
    const store = await storeIn('OH')
    const ounce = await offer(store.storeId, 'flower', 'ounce')
    const gram = await offer(store.storeId, 'extract', 'gram')
    const visitor = randomUUID()
    await addItem(visitor, store.storeId, ounce, 2)
    // 15 g of extract fits beside 56 g of flower: the buckets do not share.
    await addItem(visitor, store.storeId, gram, 10)
    await addItem(visitor, store.storeId, gram, 5)
    const extract = await refusal(addItem(visitor, store.storeId, gram, 1))
    expect(extract.message).toBe('Ohio limits adult-use purchases to 15 g of extract per visit; this would bring your cart to 16 g.')
    const flower = await refusal(addItem(visitor, store.storeId, ounce, 1))
    expect(flower.message).toBe('Ohio limits adult-use purchases to 2.5 oz of plant material per visit; this would bring your cart to 84 g.')
  })

  it('counts pre-rolls sold each by their grams per unit and edibles by THC', async () => {
    const store = await storeIn('IL')
    const preRoll = await offer(store.storeId, 'pre-roll', 'each', { gramsPerUnit: 1 })
    const edible = await offer(store.storeId, 'edible', 'each', { thcMgPerUnit: 100 })
    const visitor = randomUUID()
    await addItem(visitor, store.storeId, preRoll, 10, undefined, visitorFromIndiana)
    await addItem(visitor, store.storeId, edible, 2, undefined, visitorFromIndiana)
    const error = await refusal(addItem(visitor, store.storeId, edible, 1, undefined, visitorFromIndiana))
    expect(error.message).toBe('Illinois limits adult-use purchases by non-residents to 250 mg of THC in infused products per visit; this would bring your cart to 300 mg.')
  })
})

describe('the cart’s shopper', () => {
  it('is set by a signed-in write, taken off by a guest write, and a write clears an earlier reminder', async () => {
    const store = await storeIn('IL')
    const member = await createTestMember()
    const eighth = await offer(store.storeId, 'flower', 'eighth_ounce')
    const visitor = randomUUID()
    const cart = await addItem(visitor, store.storeId, eighth, 1, undefined, { userId: member.id, homeState: member.homeState })
    const row = async () => (await getDb().select().from(carts).where(eq(carts.uuid, cart.cartUuid!)))[0]!
    expect((await row()).userId).toBe(member.id)

    await getDb().update(carts).set({ reminderSentAt: new Date() }).where(eq(carts.uuid, cart.cartUuid!))
    await addItem(visitor, store.storeId, eighth, 1, undefined, { userId: member.id, homeState: member.homeState })
    expect(await row()).toMatchObject({ userId: member.id, reminderSentAt: null })

    await addItem(visitor, store.storeId, eighth, 1)
    expect((await row()).userId).toBeNull()
  })
})
