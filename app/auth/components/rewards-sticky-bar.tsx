import { Sparkles, X } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Link, useLocation } from 'react-router'
import type { ShellAuthContent } from '~/content/auth-schema'
import { buttonClasses } from '~/ui/button'
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

  return (
    <>
      <div aria-hidden="true" className="h-24 md:h-20" />
      <aside
        aria-label="Rewards"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-800 bg-brand-900 text-white shadow-sheet pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)] motion-safe:animate-[sheet-up_220ms_var(--ease-calm)]"
      >
        <div className="mx-auto flex max-w-page items-center gap-3 py-2.5 pr-2 pl-4 sm:px-6 md:gap-6 md:py-3 lg:px-10">
          <Sparkles aria-hidden="true" className="hidden size-6 shrink-0 text-accent md:block" />
          <p className="min-w-0 flex-1 text-sm font-medium md:text-base">{copy.text}</p>
          <Link
            to={withFlow(location, 'signup')}
            replace
            preventScrollReset
            className={buttonClasses('inverse', 'md', 'shrink-0')}
          >
            {copy.cta}
          </Link>
          <button
            type="button"
            onClick={dismiss}
            className="grid size-11 shrink-0 place-items-center rounded-full text-brand-100 transition-colors hover:bg-brand-800 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close the rewards bar</span>
          </button>
        </div>
      </aside>
    </>
  )
}
