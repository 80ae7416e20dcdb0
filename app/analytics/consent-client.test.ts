import { describe, expect, it } from 'vitest'
import { ALL_CONSENT, CONSENT_MAX_AGE_SECONDS, NO_CONSENT, readConsentCookie, type Consent } from './consent'
import { consentCookie } from './consent-client'

/** What a browser would send back: the name=value pair before the attributes. */
function sentBack(cookie: string): string {
  return cookie.split(';', 1)[0] as string
}

describe('consentCookie', () => {
  it.each<[string, Consent]>([
    ['all', ALL_CONSENT],
    ['none', NO_CONSENT],
    ['performance only', { C0001: true, C0002: true, C0003: false, C0004: false }],
    ['functional and targeting', { C0001: true, C0002: false, C0003: true, C0004: true }],
  ])('round-trips %s through the cookie the server reads', (_, consent) => {
    const cookie = consentCookie(consent, false)
    expect(readConsentCookie(`nm_visitor=abc; ${sentBack(cookie)}; other=1`)).toEqual(consent)
  })

  it('is a first-party, Lax, 180-day cookie for the whole site, Secure only when asked', () => {
    const cookie = consentCookie(ALL_CONSENT, false)
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain(`Max-Age=${CONSENT_MAX_AGE_SECONDS}`)
    expect(cookie).not.toContain('Secure')
    expect(consentCookie(ALL_CONSENT, true)).toMatch(/; Secure$/)
  })
})
