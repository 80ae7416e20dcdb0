import { describe, expect, it } from 'vitest'
import { readShoppingStore, shoppingStoreCookie, shoppingStoreFromPath, shoppingStoreValue } from './shopping-store'

const newHaven = { stateSlug: 'connecticut', dispensarySlug: 'new-haven', storeId: 1044 }

describe('shoppingStoreFromPath', () => {
  it.each([
    ['/dispensaries/connecticut/new-haven/1044/recreational-menu/', newHaven],
    ['/dispensaries/connecticut/new-haven/1044/recreational-menu', newHaven],
    ['/dispensaries/connecticut/new-haven/1044', newHaven],
    ['/dispensaries/connecticut/new-haven/1044/recreational-menu/product/5/blue-dream/', newHaven],
    ['/dispensaries/connecticut/new-haven/', null],
    ['/dispensaries/connecticut/deals', null],
    ['/dispensaries/connecticut/new-haven/0/menu/', null],
    ['/dispensaries/connecticut/new-haven/12345678901/menu/', null],
    ['/dispensaries/Connecticut/new-haven/1044/menu/', null],
    ['/checkout/1044', null],
    ['', null],
    [null, null],
  ])('%s', (path, expected) => {
    expect(shoppingStoreFromPath(path)).toEqual(expected)
  })
})

describe('readShoppingStore', () => {
  it.each([
    ['nm_store=connecticut/new-haven/1044', newHaven],
    ['a=1; nm_store=connecticut/new-haven/1044; b=2', newHaven],
    ['nm_store=connecticut%2Fnew-haven%2F1044', null],
    ['nm_store=connecticut/new-haven', null],
    ['nm_store=../../etc/1', null],
    ['nm_store=connecticut/new-haven/1044/extra', null],
    ['nm_stores=connecticut/new-haven/1044', null],
    ['', null],
    [null, null],
  ])('%s', (cookie, expected) => {
    expect(readShoppingStore(cookie)).toEqual(expected)
  })

  it('reads back what it writes', () => {
    const cookie = shoppingStoreCookie(shoppingStoreValue(newHaven), false)
    expect(readShoppingStore(cookie.split(';')[0])).toEqual(newHaven)
    expect(cookie).toBe('nm_store=connecticut/new-haven/1044; Path=/; Max-Age=2592000; SameSite=Lax')
    expect(shoppingStoreCookie(shoppingStoreValue(newHaven), true)).toMatch(/; Secure$/)
    expect(shoppingStoreValue(newHaven)).toBe('connecticut/new-haven/1044')
  })
})
