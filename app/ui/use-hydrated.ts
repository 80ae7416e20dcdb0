import { useSyncExternalStore } from 'react'

/**
 * Whether the page has hydrated, as a store with one change: `markPageHydrated()`, which the shell
 * calls in a task of its own after the hydration's commit (app/ui/app-shell.tsx).
 *
 * Why not a snapshot that is simply true in the browser: React checks every store's browser
 * snapshot against the server's in the effects right after hydrating, and a difference re-renders
 * at once and synchronously, inside the task that runs the page's effects. Every control waiting
 * for the page to work, and every island, then re-rendered in that one long task on a phone.
 * Here the browser's snapshot equals the server's until the change, which re-renders them in a
 * task after it.
 */
// A server-rendered document (React Router's context script is in it) starts hydrating with the
// page's scripts; anything else (a test's render) counts as hydrated from the start.
let hydrated = typeof window === 'undefined' || !('__reactRouterContext' in window)
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once the page's first render has hydrated (and on every render in the browser after). */
export function isPageHydrated(): boolean {
  return hydrated
}

/** The page has hydrated: controls that waited for it re-render (synchronously, in this task). */
export function markPageHydrated(): void {
  if (hydrated) return
  hydrated = true
  for (const listener of [...listeners]) listener()
}

/**
 * False during server rendering and hydration, true afterwards: lets a control render its
 * no-JavaScript form (a link) first and switch to the scripted one (a dialog button) once it works.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, isPageHydrated, () => false)
}

/**
 * True while this render is hydrating server HTML, false on a render in the browser. Only for a
 * first render's decisions (a state initialiser): the answer never re-renders anything.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noChanges, isFirstRender, () => true)
}

const noChanges = () => () => {}
const isFirstRender = () => !hydrated
