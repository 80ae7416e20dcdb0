import { useSyncExternalStore } from 'react'

/**
 * Whether the page's first hydration has finished, for code that must tell a hydration from a
 * render in the browser.
 *
 * Why a flag set after the fact and not `useSyncExternalStore(…, () => true, () => false)`: React
 * hydrates with the server's snapshot, then compares it with the browser's and re-renders every
 * component whose two differ synchronously, inside the hydration's commit. On the menu that was
 * every control waiting for JavaScript and every island, one task of ~28 ms on this machine (four
 * times that on a phone). Here the browser's snapshot is still false when React compares, so
 * nothing re-renders then; `markHydrated()` (the app shell, after the first hydration) sets it and
 * tells the controls one task each.
 */
let hydrated = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const isHydrated = () => hydrated
const serverSnapshot = () => false

/** True once the page's first hydration has finished (false on the server). */
export function isPageHydrated(): boolean {
  return hydrated
}

/**
 * Called by the app shell once the first hydration has committed. Each control waiting for it is
 * told in a task of its own, so that no one task re-renders all of them.
 */
export function markHydrated(): void {
  if (hydrated) return
  hydrated = true
  const waiting = [...listeners]
  const next = () => {
    const listener = waiting.shift()
    if (!listener) return
    if (listeners.has(listener)) listener()
    if (waiting.length > 0) setTimeout(next, 0)
  }
  setTimeout(next, 0)
}

/**
 * False during server rendering and hydration, true afterwards: lets a control render its
 * no-JavaScript form (a link) first and switch to the scripted one (a dialog button) once it works.
 * A part of the page that hydrates later (a streamed section) hydrates with false and then turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, isHydrated, serverSnapshot)
}
