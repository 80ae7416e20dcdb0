/**
 * Consent categories (001 §7, architecture: consent manager with categories C0001–C0004) and the
 * cookie that stores a visitor's choice. Not httpOnly on purpose: the browser must read it before it
 * sends anything, and the server reads the same cookie to render the right state.
 *
 * Pure: safe to import from the browser and the server.
 */
export const CONSENT_CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

export const CONSENT_LABELS: Record<ConsentCategory, string> = {
  C0001: 'Strictly necessary',
  C0002: 'Performance',
  C0003: 'Functional',
  C0004: 'Targeting and advertising',
}

/** A visitor's choice. C0001 is always true: the site cannot work without those cookies. */
export type Consent = { C0001: true; C0002: boolean; C0003: boolean; C0004: boolean }

export const CONSENT_COOKIE = 'nm_consent'
/** 180 days, after which the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

/** Nothing but the strictly necessary: the state before a visitor chooses, and 'Reject all'. */
export const NO_CONSENT: Consent = { C0001: true, C0002: false, C0003: false, C0004: false }
export const ALL_CONSENT: Consent = { C0001: true, C0002: true, C0003: true, C0004: true }

/** 'C0002:1,C0003:0,C0004:1' — the cookie value (C0001 is implied). */
export function serializeConsent(consent: Consent): string {
  return (['C0002', 'C0003', 'C0004'] as const).map((key) => `${key}:${consent[key] ? 1 : 0}`).join(',')
}

/** The stored choice, or null when the visitor has not chosen (or the value is not ours). */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (!value) return null
  const decoded = safeDecode(value)
  const consent: Consent = { ...NO_CONSENT }
  const seen = new Set<string>()
  for (const part of decoded.split(',')) {
    const match = /^(C000[234]):([01])$/.exec(part.trim())
    if (!match) return null
    const key = match[1] as 'C0002' | 'C0003' | 'C0004'
    consent[key] = match[2] === '1'
    seen.add(key)
  }
  return seen.size === 3 ? consent : null
}

/** The consent cookie's value from a Cookie header (server) or `document.cookie` (browser). */
export function readConsentCookie(cookieHeader: string | null | undefined): Consent | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== CONSENT_COOKIE) continue
    return parseConsent(part.slice(index + 1).trim())
  }
  return null
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}
