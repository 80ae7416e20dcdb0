// @vitest-environment happy-dom
import { act, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MapViewProps } from './lazy-map'
import type { MapProps } from './types'

const views = vi.hoisted(() => ({ mounted: [] as MapViewProps[], fail: false }))
vi.mock('./map-view.client', () => ({
  MapView(props: MapViewProps) {
    useEffect(() => {
      views.mounted.push(props)
      if (views.fail) props.onFail()
      else props.onReady()
      // Like the real map: built once per mount.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])
    return null
  },
}))

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element }
let observers: Observed[] = []
class FakeObserver {
  entry: Observed
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options }
    observers.push(this.entry)
  }
  observe(target: Element) {
    this.entry.target = target
  }
  disconnect() {
    observers = observers.filter((item) => item !== this.entry)
  }
}

function intersect(ratio: number) {
  for (const observer of [...observers]) {
    observer.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio, target: observer.target } as IntersectionObserverEntry], observer as unknown as IntersectionObserver)
  }
}

const props: MapProps = {
  label: 'Dispensaries in Illinois',
  placement: 'state page',
  view: { kind: 'nation' },
  listings: [],
  fallback: <ul><li>Lakeview</li></ul>,
}

let webgl2: boolean
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  observers = []
  views.mounted = []
  views.fail = false
  webgl2 = true
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => (webgl2 ? { getExtension: () => null } : null)) as never)
  window.dataLayer = []
  window.history.replaceState({ key: Math.random().toString(36) }, '')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

async function mount() {
  const { LazyMap } = await import('./lazy-map')
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  await act(async () => root.render(<LazyMap {...props} />))
  return host
}

async function settle() {
  // The dynamic import and the state updates after it.
  for (let i = 0; i < 5; i++) await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)) })
}

const box = (host: HTMLElement) => host.querySelector<HTMLElement>('[data-map-state]')!

describe('LazyMap', () => {
  it('server-renders the named region, a fixed-size box and the list, without the map', async () => {
    const { LazyMap } = await import('./lazy-map')
    const html = renderToString(<LazyMap {...props} />)
    expect(html).toContain('aria-label="Dispensaries in Illinois"')
    expect(html).toContain('data-map-state="list"')
    expect(html).toContain('h-[22rem]')
    expect(html).toContain('<li>Lakeview</li>')
    expect(html).not.toContain('data-map-ready')
    // The map's layer under the list takes no focus until the map has drawn (its canvas and markers).
    expect(html).toMatch(/<div class="absolute inset-0" inert="">/)
  })

  it('loads nothing until the box nears the viewport, then draws the map and drops the list', async () => {
    const host = await mount()
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px')
    expect(views.mounted).toHaveLength(0)
    intersect(0.1)
    await settle()
    expect(views.mounted).toHaveLength(1)
    expect(views.mounted[0]!.container).toBeInstanceOf(HTMLElement)
    expect(box(host).dataset.mapState).toBe('ready')
    expect(box(host).hasAttribute('data-map-ready')).toBe(true)
    expect(host.textContent).not.toContain('Lakeview')
    expect(views.mounted[0]!.container.closest('[inert]')).toBeNull()
  })

  it('keeps the list and never imports the map without WebGL 2', async () => {
    webgl2 = false
    const host = await mount()
    intersect(1)
    await settle()
    expect(views.mounted).toHaveLength(0)
    expect(box(host).dataset.mapState).toBe('fallback')
    expect(box(host).hasAttribute('data-map-ready')).toBe(false)
    expect(host.textContent).toContain('Lakeview')
  })

  it('keeps the list when the map fails', async () => {
    views.fail = true
    const host = await mount()
    intersect(1)
    await settle()
    expect(box(host).dataset.mapState).toBe('fallback')
    expect(host.textContent).toContain('Lakeview')
  })

  it("sends 'map viewed' once per page, when at least half of the drawn map is visible", async () => {
    await mount()
    intersect(0.1)
    await settle()
    intersect(0.3)
    expect(window.dataLayer).toEqual([])
    intersect(0.6)
    intersect(0.9)
    expect(window.dataLayer).toEqual([{ event: 'map_viewed', placement: 'state page' }])
    // A second map on the same page view does not count again.
    await mount()
    intersect(1)
    await settle()
    intersect(1)
    expect(window.dataLayer).toHaveLength(1)
  })
})
