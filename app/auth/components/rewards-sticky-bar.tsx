import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import type { ShellAuthContent } from '~/content/auth-schema'
import { STICKY_BAR_DISMISSED_KEY, STICKY_BAR_OFFSET_PX, withFlow } from '../flow'

/** Whether the page has scrolled past `offset` pixels (passive listener, one read per frame). */
function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const read = () => {
      frame = 0
      setPast(window.scrollY > offset)
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(read)
    }
    read()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [offset])
  return past
}

const subscribeToNothing = () => () => {}

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(STICKY_BAR_DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * The rewards sticky bar (000 §4, §9): for visitors who are not signed in, once the page has
 * scrolled past 200 px; 'Join now' opens the sign-up dialog on this page (flow=signup). Closed
 * for the rest of the browsing session by its X. `hidden` covers everything the shell knows
 * better (signed in, the age gate or the consent banner showing, the flows' and account pages).
 * A spacer as tall as the bar keeps the end of the page reachable above it.
 */
export function RewardsStickyBar({ copy, hidden }: { copy: ShellAuthContent['stickyBar']; hidden: boolean }) {
  const location = useLocation()
  const scrolled = useScrolledPast(STICKY_BAR_OFFSET_PX)
  // Closed earlier in this browsing session (the server and hydration assume so: no flash).
  const dismissedBefore = useSyncExternalStore(subscribeToNothing, readDismissed, () => true)
  const [dismissedNow, setDismissed] = useState(false)
  const dismissed = dismissedBefore || dismissedNow

  if (hidden || dismissed || !scrolled) return null

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(STICKY_BAR_DISMISSED_KEY, '1')
    } catch {
      // Private mode without storage: closed for this page only.
    }
    setDismissed(true)
  }

  // The bar only ever appears after a scroll, so its code loads then, not with the page.
  return (
    <Suspense fallback={null}>
      <RewardsBarPanel copy={copy} signUpTo={withFlow(location, 'signup')} onDismiss={dismiss} />
    </Suspense>
  )
}

const RewardsBarPanel = lazy(() => import('./rewards-bar-panel'))
