import { describe, expect, it } from 'vitest'
import { ACCOUNT_NAV, currentNavItem } from './account-nav'

describe('ACCOUNT_NAV', () => {
  it('lists the five links in the specification order, the first three as phone tabs', () => {
    expect(ACCOUNT_NAV.map((i) => [i.label, i.to])).toEqual([
      ['Overview', '/account'],
      ['My Profile', '/account/profile'],
      ['My Orders', '/account/orders'],
      ['Home Dispensary', '/account/home-dispensary'],
      ['Rewards', '/account/rewards'],
    ])
    expect(ACCOUNT_NAV.filter((i) => i.tab).map((i) => i.label)).toEqual(['Overview', 'My Profile', 'My Orders'])
  })
})

describe('currentNavItem', () => {
  it.each([
    ['/account', 'Overview'],
    ['/account/', 'Overview'],
    ['/account/profile', 'My Profile'],
    ['/account/orders', 'My Orders'],
    ['/account/orders/6b1f0c3e-2a7d-4c1b-9f51-0d8a5e7b1c22', 'My Orders'],
    ['/account/home-dispensary', 'Home Dispensary'],
    ['/account/rewards/', 'Rewards'],
    ['/account/ordersx', null],
    ['/rewards', null],
  ])('%s → %s', (path, label) => {
    expect(currentNavItem(path)?.label ?? null).toBe(label)
  })
})
