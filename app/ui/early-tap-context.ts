import { createContext } from 'react'

/**
 * The page's start script (the early-tap script, app/site/early-taps.server.ts, and the
 * after-paint script, app/site/after-paint-scripts.server.ts), provided by the server's render
 * only: the root layout writes it after the page's markup, and in the browser the element keeps its
 * server content (an empty string here is never written over it).
 */
export const EarlyTapScript = createContext('')
