import { createContext, createElement, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, parseConsent, readConsentCookie, serializeConsent, type Consent } from './consent'
import { discardQueued, track } from './track'

/** The consent cookie string: Path=/, SameSite=Lax, 180 days, Secure over https. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(consent))}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}

const subscribeToNothing = () => () => {}

/** The stored choice as a string (a stable snapshot), '' when there is none. */
function storedChoice(cookieHeader: string): string {
  const consent = readConsentCookie(cookieHeader)
  return consent ? serializeConsent(consent) : ''
}

function parseStored(value: string): Consent | null {
  return value ? parseConsent(value) : null
}

type ConsentState = {
  /** The stored choice; null until the visitor chooses (the banner shows). */
  consent: Consent | null
  /** Stores a choice (banner or dialog), records consent_changed and drops queued events if C0002 was withdrawn. */
  choose: (consent: Consent) => void
  preferencesOpen: boolean
  openPreferences: () => void
  closePreferences: () => void
}

const ConsentContext = createContext<ConsentState | null>(null)

/**
 * Holds the visitor's consent for the page's lifetime. The root loader reads the cookie, so the
 * server already renders the right state (no banner for visitors who chose); a choice writes the
 * cookie in the browser and updates this state without a round trip.
 */
export function ConsentProvider({ initial, children }: { initial: Consent | null; children: ReactNode }) {
  // The server renders what the request's cookie said; once hydrated the browser's cookie has the
  // last word (a page from a shared cache may carry another visitor's state).
  const stored = useSyncExternalStore(
    subscribeToNothing,
    () => storedChoice(document.cookie),
    () => (initial ? serializeConsent(initial) : ''),
  )
  // A choice made on this page.
  const [chosen, setChosen] = useState<Consent | null>(null)
  const consent = useMemo(() => chosen ?? parseStored(stored), [chosen, stored])
  const [preferencesOpen, setPreferencesOpen] = useState(false)

  const choose = useCallback((next: Consent) => {
    // Events queued under performance consent must not leave after it is withdrawn.
    if (!next.C0002) discardQueued()
    setChosen(next)
    try {
      document.cookie = consentCookie(next, window.location.protocol === 'https:')
    } catch (error) {
      console.warn('consent: cookie not written', error)
    }
    // After the cookie: with performance consent this first event already goes to the collector.
    track('consent_changed', { C0002: next.C0002, C0003: next.C0003, C0004: next.C0004 })
  }, [])
  const openPreferences = useCallback(() => setPreferencesOpen(true), [])
  const closePreferences = useCallback(() => setPreferencesOpen(false), [])

  const value = useMemo(
    () => ({ consent, choose, preferencesOpen, openPreferences, closePreferences }),
    [consent, choose, preferencesOpen, openPreferences, closePreferences],
  )
  return createElement(ConsentContext.Provider, { value }, children)
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext)
  if (!state) throw new Error('useConsent must be used within a ConsentProvider')
  return state
}

/** The consent state where a provider may be absent (content rendered outside the app shell). */
export function useOptionalConsent(): ConsentState | null {
  return useContext(ConsentContext)
}
