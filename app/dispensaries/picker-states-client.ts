import { useSyncExternalStore } from 'react'
import type { PickerState } from './types'

/**
 * The dispensary picker's list in the browser (decision 0015, session of 2026-11-26, fourth): pages
 * no longer carry the region's whole list in their data; the picker fetches it from
 * /api/picker-states when the browser is first idle (or when it opens, if that came first) and keeps
 * it for the visit. The same host answers, so the region is the page's.
 */
export type PickerStatesSnapshot =
  | { status: 'idle' | 'loading' | 'error'; states: null }
  | { status: 'ready'; states: PickerState[] }

export const PICKER_STATES_URL = '/api/picker-states'

const IDLE: PickerStatesSnapshot = { status: 'idle', states: null }
let snapshot: PickerStatesSnapshot = IDLE
const listeners = new Set<() => void>()

function set(next: PickerStatesSnapshot) {
  snapshot = next
  for (const listener of listeners) listener()
}

function isPickerStates(value: unknown): value is PickerState[] {
  return Array.isArray(value) && value.every((state) => state && typeof state === 'object' && Array.isArray((state as PickerState).dispensaries))
}

/** Fetches the list unless it is in or on its way; a failed fetch can be tried again. */
export function loadPickerStates(): Promise<void> {
  if (snapshot.status === 'loading' || snapshot.status === 'ready') return Promise.resolve()
  set({ status: 'loading', states: null })
  return fetch(PICKER_STATES_URL, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then((body: { states?: unknown }) => {
      if (!isPickerStates(body.states)) throw new Error('malformed list')
      set({ status: 'ready', states: body.states })
    })
    .catch(() => set({ status: 'error', states: null }))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePickerStates(): PickerStatesSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => IDLE,
  )
}
