import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { track } from '~/analytics/track'
import type { MapProps } from './types'
import { supportsWebGL2 } from './webgl'

/** What the lazily loaded map module renders into LazyMap's box. */
export type MapViewProps = MapProps & {
  /** The element MapLibre draws into (a fixed-size box, so the canvas is never 0 × 0). */
  container: HTMLElement
  /** The map's 'load' fired: markers and zones are on it. */
  onReady: () => void
  /** WebGL failed or the map could not be built: keep the list. */
  onFail: () => void
}

export type MapState = 'list' | 'loading' | 'ready' | 'fallback'

/** Loads the map's code (MapLibre, ≈ 300 kB gzip) only when a map is about to be seen. */
export const loadMapView = () => import('./map-view.client').then((module) => module.MapView as ComponentType<MapViewProps>)

/** Pages already counted as 'map viewed', by history entry: one event per page view. */
const viewedPages = new Set<string>()

function pageKey() {
  const state = window.history.state as { key?: string } | null
  return `${window.location.pathname}${window.location.search}#${state?.key ?? ''}`
}

/**
 * The only map entry point route modules import (small: no MapLibre). The server renders a
 * fixed-size box holding the `fallback` list, so nothing moves when the map arrives. In the browser,
 * when the box comes within a screen of the viewport and WebGL 2 works, the map's module is imported
 * and draws over the box; `data-map-ready` appears when the map's 'load' fired. Without WebGL 2, or
 * when the map fails, the list stays.
 */
export function LazyMap(props: MapProps) {
  const { label, placement, fallback } = props
  const boxRef = useRef<HTMLDivElement>(null)
  const [canvas, setCanvas] = useState<HTMLDivElement | null>(null)
  const [state, setState] = useState<MapState>('list')
  const [View, setView] = useState<ComponentType<MapViewProps> | null>(null)

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    let cancelled = false
    const start = () => {
      if (!supportsWebGL2()) {
        setState('fallback')
        return
      }
      setState('loading')
      loadMapView().then(
        (component) => {
          if (!cancelled) setView(() => component)
        },
        () => {
          if (!cancelled) setState('fallback')
        },
      )
    }
    if (typeof IntersectionObserver === 'undefined') {
      start()
      return () => {
        cancelled = true
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          start()
        }
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(box)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [])

  // 000 §7 'map viewed': once per page, when at least half of the drawn map is on screen.
  useEffect(() => {
    const box = boxRef.current
    if (state !== 'ready' || !box || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) return
        observer.disconnect()
        const key = pageKey()
        if (viewedPages.has(key)) return
        viewedPages.add(key)
        track('map_viewed', { placement })
      },
      { threshold: 0.5 },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [state, placement])

  const onReady = useCallback(() => setState('ready'), [])
  const onFail = useCallback(() => {
    setState('fallback')
    setView(null)
  }, [])

  const drawn = state === 'ready'
  return (
    <section aria-label={label} className="w-full">
      <div
        ref={boxRef}
        data-map-state={state}
        data-map-ready={drawn ? '' : undefined}
        className="relative h-[22rem] w-full overflow-hidden rounded-lg border border-line bg-map-land md:h-[30rem]"
      >
        {/* MapLibre makes its container position: relative, so the box is sized by a wrapper. Until
            the map has drawn, the list covers it: inert, so its canvas and markers take no focus. */}
        <div className="absolute inset-0" inert={!drawn}>
          <div ref={setCanvas} className="size-full" />
        </div>
        {View && canvas && state !== 'fallback' ? <View {...props} container={canvas} onReady={onReady} onFail={onFail} /> : null}
        {drawn ? null : <div className="absolute inset-0 z-10 overflow-y-auto bg-surface">{fallback}</div>}
      </div>
    </section>
  )
}
