import { describe, expect, it } from 'vitest'
import { AGE_COOKIE, ageGateSettings, ageVerifiedCookie, isAgeVerified } from './age-gate'
import { isAgeGateExempt } from './age-gate-exempt'

describe('isAgeVerified', () => {
  it.each([
    [`${AGE_COOKIE}=true`, true],
    [`a=1; ${AGE_COOKIE}=true; b=2`, true],
    [`${AGE_COOKIE}=false`, false],
    [`${AGE_COOKIE}=TRUE`, false],
    [`${AGE_COOKIE}=1`, false],
    [`x${AGE_COOKIE}=true`, false],
    ['', false],
    [null, false],
  ])('%j → %s', (header, verified) => {
    expect(isAgeVerified(header)).toBe(verified)
  })

  it('reads back the cookie it writes', () => {
    expect(isAgeVerified(ageVerifiedCookie(false).split(';', 1)[0])).toBe(true)
  })
})

describe('ageVerifiedCookie', () => {
  it("is 'true' for one day, Lax, site-wide; Secure when asked", () => {
    expect(ageVerifiedCookie(false)).toBe(`${AGE_COOKIE}=true; Path=/; Max-Age=86400; SameSite=Lax`)
    expect(ageVerifiedCookie(true)).toBe(`${AGE_COOKIE}=true; Path=/; Max-Age=86400; SameSite=Lax; Secure`)
  })
})

describe('ageGateSettings', () => {
  const simple21 = { enableDobForm: false, ageLimit: 21 as const }
  const params = (query: string) => new URLSearchParams(query)

  it('follows the content', () => {
    expect(ageGateSettings(simple21, params(''), false)).toEqual({ mode: 'simple', ageLimit: 21 })
    expect(ageGateSettings({ enableDobForm: true, ageLimit: 18 }, params(''), false)).toEqual({
      mode: 'birthday',
      ageLimit: 18,
    })
  })

  it('ignores the URL unless content preview is on', () => {
    expect(ageGateSettings(simple21, params('age-gate=birthday&age-limit=18'), false)).toEqual({
      mode: 'simple',
      ageLimit: 21,
    })
    expect(ageGateSettings(simple21, params('age-gate=birthday&age-limit=18'), true)).toEqual({
      mode: 'birthday',
      ageLimit: 18,
    })
  })

  it('ignores values it does not know', () => {
    expect(ageGateSettings(simple21, params('age-gate=other&age-limit=16'), true)).toEqual({ mode: 'simple', ageLimit: 21 })
  })
})

describe('isAgeGateExempt', () => {
  it.each([
    ['/terms', true],
    ['/privacy-policy', true],
    ['/notice-of-privacy-practices', true],
    ['/accessibility-statement/', true],
    ['/', false],
    ['/dispensaries', false],
    ['/dispensaries/illinois/joliet', false],
    ['/terms/extra', false],
  ])('%s → %s', (pathname, exempt) => {
    expect(isAgeGateExempt(pathname)).toBe(exempt)
  })
})
