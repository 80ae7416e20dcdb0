import { describe, expect, it } from 'vitest'
import { hasSessionCookie, safeRedirectTarget } from './session.server'

describe('safeRedirectTarget', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    ['/dispensaries/illinois?flow=signup', '/dispensaries/illinois?flow=signup'],
    ['/', '/'],
    ['//evil.example', '/account'],
    ['/\\evil.example', '/account'],
    ['/\t/evil.example', '/account'],
    ['/\n/evil.example', '/account'],
    ['/ /evil.example', '/account'],
    ['https://evil.example/', '/account'],
    ['javascript:alert(1)', '/account'],
    ['account', '/account'],
    ['', '/account'],
    [`/${'a'.repeat(1100)}`, '/account'],
    [undefined, '/account'],
    [['/account'], '/account'],
  ])('%j → %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected)
  })
})

describe('hasSessionCookie', () => {
  it.each([
    ['nm.session_token=abc', true],
    ['nm_age_verified=true; __Secure-nm.session_token=abc', true],
    ['nm_age_verified=true', false],
    ['xnm.session_token=abc', false],
    ['', false],
  ])('%s → %s', (cookie, expected) => {
    expect(hasSessionCookie(new Request('http://localhost/', { headers: { cookie } }))).toBe(expected)
  })
})
