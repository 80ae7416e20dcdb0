import { describe, expect, it } from 'vitest'
import { canManageStore, type OperatorScope, pickStore } from './roles'

const staff: OperatorScope = { role: 'staff', userId: 's', storeId: 12 }
const owner: OperatorScope = { role: 'owner', userId: 'o' }
const STORES = [3, 12, 40]

describe('pickStore', () => {
  it.each([
    ['staff without a choice get their store', staff, null, { ok: true, storeId: 12 }],
    ['staff naming their store get it', staff, '12', { ok: true, storeId: 12 }],
    ['staff naming another store are refused', staff, '40', { ok: false, status: 403 }],
    ['staff naming nonsense are refused', staff, '12abc', { ok: false, status: 403 }],
    ['an owner without a choice gets the first store', owner, null, { ok: true, storeId: 3 }],
    ['an owner with an empty choice gets the first store', owner, '', { ok: true, storeId: 3 }],
    ['an owner picks any store', owner, '40', { ok: true, storeId: 40 }],
    ['an owner naming a store the chain lacks gets a 404', owner, '41', { ok: false, status: 404 }],
    ['an owner naming nonsense gets a 404', owner, '-1', { ok: false, status: 404 }],
  ] as const)('%s', (_name, scope, requested, expected) => {
    expect(pickStore(scope, requested, STORES)).toEqual(expected)
  })

  it('an owner of a chain without stores gets a 404', () => {
    expect(pickStore(owner, null, [])).toEqual({ ok: false, status: 404 })
  })
})

describe('canManageStore', () => {
  it.each([
    [staff, 12, true],
    [staff, 3, false],
    [owner, 3, true],
    [owner, 999, true],
  ] as const)('%o on store %i: %s', (scope, storeId, expected) => {
    expect(canManageStore(scope, storeId)).toBe(expected)
  })
})
