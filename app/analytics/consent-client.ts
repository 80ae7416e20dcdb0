import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, parseConsent, readConsentCookie, serializeConsent, type Consent } from './consent'
import { discardQueued, track } from './track'

/** The consent cookie string: Path=/, SameSite=Lax, 180 days, Secure over https. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(consent))}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The stored choice as a string (a stable snapshot), '' when there is none. */
function storedChoice(cookieHeader: string): string {
  const consent = readConsentCookie(cookieHeader)
  return consent ? serializeConsent(consent) : ''
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

type Snapshot = Pick<ConsentState, 'consent' | 'preferencesOpen'>

/**
 * The page's consent state in the browser: a small store outside React, so a choice re-renders
 * the parts that read it and nothing else (no context update reaches the rest of the page, or a
 * part whose code is still loading: app/ui/island.tsx). The server renders from the request's
 * cookie (the provider's `initial`); once hydrated the browser's cookie has the last word (a page
 * from a shared cache may carry another visitor's state).
 */
const store = {
  chosen: null as Consent | null,
  preferencesOpen: false,
  listeners: new Set<() => void>(),
  snapshot: null as (Snapshot & { key: string }) | null,
}

function subscribe(listener: () => void) {
  store.listeners.add(listener)
  return () => {
    store.listeners.delete(listener)
  }
}

function changed() {
  for (const listener of store.listeners) listener()
}

/** Equal keys, equal snapshots: the chosen consent, else the cookie's, and whether the dialog is open. */
function snapshotKey(chosen: Consent | null, stored: string, preferencesOpen: boolean): string {
  return `${chosen ? serializeConsent(chosen) : `cookie:${stored}`}|${preferencesOpen}`
}

function clientSnapshot(): Snapshot {
  const stored = store.chosen ? '' : storedChoice(document.cookie)
  const key = snapshotKey(store.chosen, stored, store.preferencesOpen)
  if (store.snapshot?.key !== key) {
    store.snapshot = { key, consent: store.chosen ?? (stored ? parseConsent(stored) : null), preferencesOpen: store.preferencesOpen }
  }
  return store.snapshot
}

function choose(next: Consent) {
  // Events queued under performance consent must not leave after it is withdrawn.
  if (!next.C0002) discardQueued()
  store.chosen = next
  try {
    document.cookie = consentCookie(next, window.location.protocol === 'https:')
  } catch (error) {
    console.warn('consent: cookie not written', error)
  }
  changed()
  // After the cookie: with performance consent this first event already goes to the collector.
  track('consent_changed', { C0002: next.C0002, C0003: next.C0003, C0004: next.C0004 })
}

function setPreferencesOpen(open: boolean) {
  if (store.preferencesOpen === open) return
  store.preferencesOpen = open
  changed()
}
const openPreferences = () => setPreferencesOpen(true)
const closePreferences = () => setPreferencesOpen(false)

/** What the server rendered: the request's cookie. Changes only with the page's shell data. */
const ConsentContext = createContext<Snapshot | null>(null)

/** Gives the page the consent the request's cookie carried (the server's and the hydration's view). */
export function ConsentProvider({ initial, children }: { initial: Consent | null; children: ReactNode }) {
  const value = useMemo(() => serverSnapshot(initial), [initial])
  return createElement(ConsentContext.Provider, { value }, children)
}

/**
 * What the server rendered, which in the browser is also the store's first snapshot while they
 * agree: React compares snapshots by identity, and an equal copy re-rendered the shell (header,
 * banner, drawers) in one blocking task right after hydration, for nothing.
 */
function serverSnapshot(initial: Consent | null): Snapshot {
  const snapshot = { key: snapshotKey(null, initial ? serializeConsent(initial) : '', false), consent: initial, preferencesOpen: false }
  if (typeof document !== 'undefined' && store.snapshot === null) store.snapshot = snapshot
  return snapshot
}

function useConsentSnapshot(server: Snapshot): Snapshot {
  return useSyncExternalStore(subscribe, clientSnapshot, () => server)
}

const SERVER_NONE: Snapshot = { consent: null, preferencesOpen: false }

export function useConsent(): ConsentState {
  const server = useContext(ConsentContext)
  if (!server) throw new Error('useConsent must be used within a ConsentProvider')
  const { consent, preferencesOpen } = useConsentSnapshot(server)
  return { consent, preferencesOpen, choose, openPreferences, closePreferences }
}

/** The consent state where a provider may be absent (content rendered outside the app shell). */
export function useOptionalConsent(): ConsentState | null {
  const server = useContext(ConsentContext)
  const { consent, preferencesOpen } = useConsentSnapshot(server ?? SERVER_NONE)
  return server ? { consent, preferencesOpen, choose, openPreferences, closePreferences } : null
}
