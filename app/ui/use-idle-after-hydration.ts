import { useEffect, useState } from 'react'

/**
 * False on the server and until the browser is idle after hydration (at most a second), then true:
 * rows render their first screenful on the server and mount the rest once nothing else is waiting.
 */
export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setIdle(true), 200)
    return () => clearTimeout(timer)
  }, [])
  return idle
}
