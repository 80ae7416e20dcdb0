import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getAuth } from '~/auth/auth.server'
import { getDb } from '~/db/client.server'
import { users } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { listStores, operatorScopeOf, resolveStore } from './roles.server'
import { createOperator, type OperatorInput, operatorInputProblem } from './staff-accounts.server'

let storeA: number
let storeB: number

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const state = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const d = await createDispensary(db, { stateId: state.id, name: 'Northmeadow Aurora' })
  storeA = (await createMenu(db, { dispensaryId: d.id, kind: 'recreational' })).storeId
  storeB = (await createMenu(db, { dispensaryId: d.id, kind: 'medical' })).storeId
})

const staffInput = (storeId: number | null): OperatorInput => ({ email: 'Jane.Doe@Store.example', firstName: 'Jane', lastName: 'Doe', role: 'staff', storeId })

describe('operatorInputProblem', () => {
  it.each<[string, OperatorInput, string | null]>([
    ['staff with a store', staffInput(3), null],
    ['an owner without a store', { ...staffInput(null), role: 'owner' }, null],
    ['staff without a store', staffInput(null), 'A staff account needs its store: --store N.'],
    ['an owner with a store', { ...staffInput(3), role: 'owner' }, 'An owner works on every store: leave out --store.'],
    ['a bad email', { ...staffInput(3), email: 'jane' }, '"jane" is not an email address.'],
    ['no last name', { ...staffInput(3), lastName: ' ' }, 'Give a first and a last name.'],
  ])('%s', (_name, input, problem) => {
    expect(operatorInputProblem(input)).toBe(problem)
  })
})

describe('createOperator and the operator scope', () => {
  it('creates a staff account that signs in and works on its store only', async () => {
    const result = await createOperator(getDb(), staffInput(storeA))
    expect(result).toMatchObject({ created: true, storeLabel: 'Northmeadow Aurora · Recreational' })
    const signedIn = await getAuth().api.signInEmail({ body: { email: 'jane.doe@store.example', password: result.password! } })
    expect(signedIn.user.id).toBe(result.userId)
    const scope = await operatorScopeOf(result.userId)
    expect(scope).toEqual({ role: 'staff', userId: result.userId, storeId: storeA })
    expect(await resolveStore(scope!, null)).toMatchObject({ ok: true, store: { storeId: storeA }, stores: [{ storeId: storeA }] })
    expect(await resolveStore(scope!, String(storeB))).toEqual({ ok: false, status: 403 })
  })

  it('gives an existing account the role without touching its password, and an owner every store', async () => {
    const first = await createOperator(getDb(), staffInput(storeA))
    const again = await createOperator(getDb(), { ...staffInput(null), role: 'owner' })
    expect(again).toMatchObject({ userId: first.userId, created: false, password: null })
    const [row] = await getDb().select({ role: users.role, store: users.staffStoreId }).from(users).where(eq(users.id, first.userId))
    expect(row).toEqual({ role: 'owner', store: null })
    const scope = await operatorScopeOf(first.userId)
    expect(scope).toEqual({ role: 'owner', userId: first.userId })
    expect((await listStores()).map((s) => s.label)).toEqual(['IL · Northmeadow Aurora · Medical', 'IL · Northmeadow Aurora · Recreational'])
    expect(await resolveStore(scope!, String(storeA))).toMatchObject({ ok: true, store: { storeId: storeA } })
    expect(await resolveStore(scope!, '99999')).toEqual({ ok: false, status: 404 })
  })

  it('refuses a store the chain does not have', async () => {
    await expect(createOperator(getDb(), staffInput(99999))).rejects.toThrow('There is no store 99999.')
  })

  it('a shopper has no operator scope', async () => {
    const result = await createOperator(getDb(), staffInput(storeA))
    await getDb().update(users).set({ role: 'shopper', staffStoreId: null }).where(eq(users.id, result.userId))
    expect(await operatorScopeOf(result.userId)).toBeNull()
  })
})
