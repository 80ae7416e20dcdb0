import { describe, expect, it } from 'vitest'
import {
  clearedRestoreNoticeCookie,
  isCartUuid,
  readCartUuidParam,
  readRestoreNotice,
  RESTORE_MESSAGES,
  restoreLink,
  restoreNoticeCookie,
  withoutCartUuid,
} from './abandoned-cart'

const UUID = '8d3c5c6e-1b2a-4c3d-9e8f-0a1b2c3d4e5f'

describe('isCartUuid', () => {
  it.each([
    [UUID, true],
    [UUID.toUpperCase(), true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['8d3c5c6e1b2a4c3d9e8f0a1b2c3d4e5f', false],
    [`${UUID}x`, false],
    [` ${UUID}`, false],
    ['8d3c5c6e-1b2a-4c3d-9e8f-0a1b2c3d4e5g', false],
    ["' or 1=1 --", false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isCartUuid(value)).toBe(expected)
  })
})

describe('readCartUuidParam', () => {
  it.each([
    ['', { kind: 'none' }],
    ['page=2', { kind: 'none' }],
    [`cart_uuid=${UUID}`, { kind: 'valid', cartUuid: UUID }],
    [`cart_uuid=${UUID.toUpperCase()}`, { kind: 'valid', cartUuid: UUID }],
    [`cart_uuid=%20${UUID}%20`, { kind: 'valid', cartUuid: UUID }],
    ['cart_uuid=', { kind: 'malformed' }],
    ['cart_uuid=abc', { kind: 'malformed' }],
    [`cart_uuid=${UUID}&cart_uuid=${UUID}`, { kind: 'malformed' }],
    [`cart_uuid=${'a'.repeat(5000)}`, { kind: 'malformed' }],
  ])('%j', (search, expected) => {
    expect(readCartUuidParam(new URLSearchParams(search))).toEqual(expected)
  })
})

describe('withoutCartUuid', () => {
  it.each([
    [{ pathname: '/m/', search: `?cart_uuid=${UUID}` }, [], '/m/'],
    [{ pathname: '/m/', search: `?sortBy=price-low&cart_uuid=${UUID}&page=2` }, [], '/m/?sortBy=price-low&page=2'],
    [{ pathname: '/m/', search: `?cart_uuid=x&flow=signin&reason=order`, hash: '#grid' }, ['flow', 'reason'], '/m/#grid'],
    [{ pathname: '/m/', search: '' }, [], '/m/'],
  ] as const)('%j dropping %j → %s', (url, drop, expected) => {
    expect(withoutCartUuid(url, drop)).toBe(expected)
  })
})

it('links the reminder to the listing page with the cart uuid', () => {
  expect(restoreLink('/dispensaries/illinois/evanston/2001/recreational-menu/', UUID)).toBe(
    `/dispensaries/illinois/evanston/2001/recreational-menu/?cart_uuid=${UUID}`,
  )
})

it('writes the 000 §8 messages exactly', () => {
  expect(RESTORE_MESSAGES).toEqual({
    restored: 'Your abandoned cart has been restored',
    'out-of-stock': 'Unable to add out-of-stock items to your cart. Please browse available products manually.',
    failed: 'Unable to restore your abandoned cart. Please browse products manually.',
  })
})

describe('the restore notice cookie', () => {
  it('round-trips and is short-lived, httpOnly and Lax', () => {
    const cookie = restoreNoticeCookie({ outcome: 'out-of-stock', storeId: 2001, id: 'abc_123' }, { secure: true })
    expect(cookie).toBe('nm_cart_restore=out-of-stock.2001.abc_123; Max-Age=60; Path=/; HttpOnly; SameSite=Lax; Secure')
    expect(readRestoreNotice(`a=b; ${cookie.split(';')[0]}`)).toEqual({ outcome: 'out-of-stock', storeId: 2001, id: 'abc_123' })
    expect(clearedRestoreNoticeCookie({ secure: false })).toBe('nm_cart_restore=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
  })

  it.each([
    [null],
    [''],
    ['nm_cart_restore='],
    ['nm_cart_restore=restored'],
    ['nm_cart_restore=hacked.2001.x'],
    ['nm_cart_restore=restored.0.x'],
    ['nm_cart_restore=restored.2001.<script>'],
    ['other=restored.2001.x'],
  ])('ignores %j', (header) => {
    expect(readRestoreNotice(header)).toBeNull()
  })
})
