import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { pageCategory } from '~/site/page-category'
import { track } from '../track'

const THRESHOLDS = [25, 50, 75, 90] as const

/**
 * Records scroll depth 25/50/75/90 % once per threshold per page view (001 §7). Mounted once by the
 * app shell; a client-side navigation starts a new page view.
 */
export function ScrollDepth() {
  const { pathname, key } = useLocation()
  useEffect(() => {
    const reached = new Set<number>()
    const category = pageCategory(pathname)
    let frame = 0
    const measure = () => {
      frame = 0
      const scrollable = document.documentElement.scrollHeight - window.innerHeight
      if (scrollable <= 0) return
      const percent = (window.scrollY / scrollable) * 100
      for (const threshold of THRESHOLDS) {
        if (percent >= threshold && !reached.has(threshold)) {
          reached.add(threshold)
          track('scroll_depth', { percent: threshold, page_category: category })
        }
      }
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    // It may start after the shopper has scrolled (it loads when the browser is idle).
    measure()
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [pathname, key])
  return null
}
