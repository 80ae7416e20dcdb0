import { describe, expect, it } from 'vitest'
import { authPageHref, dismissedFlowHref, isAuthOrAccountPath, readFlow, signInHref, welcomeMessage, withFlow, withoutFlow } from './flow'

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

describe('readFlow', () => {
  it.each([
    ['', null, null],
    ['?flow=signup', 'signup', null],
    ['?flow=signin', 'signin', null],
    ['?flow=signin&reason=order', 'signin', 'order'],
    ['?flow=signup&reason=order', 'signup', null],
    ['?flow=signin&reason=<b>hi</b>', 'signin', null],
    ['?flow=signin&reason=toString', 'signin', null],
    ['?flow=chat-support', null, null],
    ['?flow=SIGNUP', null, null],
  ])('%j → %j %j', (search, flow, reason) => {
    expect(readFlow(search)).toEqual({ flow, reason })
  })
})

describe('dismissedFlowHref', () => {
  it.each([
    ['?flow=signin&reason=order&cart_uuid=8d3c5c6e-1b2a-4c3d-9e8f-0a1b2c3d4e5f&page=2', '/menu/?page=2'],
    ['?cart_uuid=x&flow=signup', '/menu/'],
    ['?flow=signin', '/menu/'],
    ['?sortBy=price&flow=signin', '/menu/?sortBy=price'],
  ])('closing the dialog on %s goes to %s (an abandoned-cart restore is given up)', (search, href) => {
    expect(dismissedFlowHref({ pathname: '/menu/', search })).toBe(href)
  })
})

describe('withFlow / withoutFlow', () => {
  it.each([
    [at('/'), 'signup', undefined, '/?flow=signup'],
    [at('/rewards', '?a=1', '#join'), 'signup', undefined, '/rewards?a=1&flow=signup#join'],
    [at('/menu/', '?refinementList%5Bbrand%5D%5B%5D=X&flow=signin'), 'signup', undefined, '/menu/?refinementList%5Bbrand%5D%5B%5D=X&flow=signup'],
    [at('/p', '?flow=signup'), 'signin', 'order', '/p?flow=signin&reason=order'],
  ] as const)('%j + %s → %j', (location, flow, reason, href) => {
    expect(withFlow(location, flow, reason)).toBe(href)
  })

  it.each([
    [at('/', '?flow=signup'), '/'],
    [at('/rewards', '?a=1&flow=signin&reason=order', '#x'), '/rewards?a=1#x'],
    [at('/rewards', '?a=1'), '/rewards?a=1'],
  ])('%j → %j', (location, href) => {
    expect(withoutFlow(location)).toBe(href)
  })
})

describe('isAuthOrAccountPath', () => {
  it.each([
    ['/sign-in', true],
    ['/sign-up/', true],
    ['/forgot-password', true],
    ['/reset-password', true],
    ['/account', true],
    ['/account/orders/123', true],
    ['/accounts', false],
    ['/', false],
    ['/rewards', false],
    ['/dispensaries/illinois', false],
  ])('%j → %j', (pathname, expected) => {
    expect(isAuthOrAccountPath(pathname)).toBe(expected)
  })
})

describe('signInHref', () => {
  it.each([
    [at('/'), '/sign-in'],
    [at('/', '?flow=signup'), '/sign-in'],
    [at('/rewards'), '/sign-in?redirectTo=%2Frewards'],
    [at('/dispensaries/illinois', '?a=1&flow=signin'), '/sign-in?redirectTo=%2Fdispensaries%2Fillinois%3Fa%3D1'],
    [at('/sign-in', '?redirectTo=%2Faccount%2Forders'), '/sign-in?redirectTo=%2Faccount%2Forders'],
    [at('/sign-up'), '/sign-in'],
  ])('%j → %j', (location, href) => {
    expect(signInHref(location)).toBe(href)
  })
})

describe('authPageHref', () => {
  it('keeps redirectTo', () => {
    expect(authPageHref('/sign-up', '/account/orders?x=1')).toBe('/sign-up?redirectTo=%2Faccount%2Forders%3Fx%3D1')
    expect(authPageHref('/sign-in', null)).toBe('/sign-in')
  })
})

describe('welcomeMessage', () => {
  it('says the quoted lines', () => {
    expect(welcomeMessage('signed-up', { firstName: 'Ada', email: 'ada@example.com' })).toBe(
      'Welcome, Ada! We sent a verification link to ada@example.com.',
    )
    expect(welcomeMessage('signed-in', { firstName: 'Ada', email: 'ada@example.com' })).toBe('Welcome back, Ada!')
  })
})
