import { type ComponentType, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { preloadable } from './preloadable'

/**
 * Parts of a server-rendered page whose code is not needed until a shopper gets near them (the
 * footer, the rows and the grid further down a menu). The server renders them whole. In the
 * browser their code is fetched only when they come within `rootMargin` of the screen, when a
 * pointer, a key or focus reaches them, or when the page navigates; until then the page hydrates
 * around them and keeps their server HTML as it is, as static markup (links still go where they
 * point, forms still post). Once the code is in, the part renders for real in its place (same
 * markup, now interactive).
 *
 * Why static markup and not a Suspense boundary left dehydrated: React waits in place on a
 * boundary that suspends while hydrating, which holds back every boundary after it (the age gate
 * did not hydrate until the footer's code came), and any context update reaching a dehydrated
 * boundary throws its HTML away. A static copy has neither problem.
 *
 * On a client-side render (a navigation to the page) there is no HTML to keep: it renders as soon
 * as its code is in.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { rootMargin = '200px 0px', className }: { rootMargin?: string; className?: string } = {},
): ComponentType<P> {
  const Content = preloadable(load)
  // The server renders islands whole: have their code in before the first request needs it.
  if (typeof window === 'undefined') void Content.preload()

  function Island(props: P) {
    const id = useId()
    const ref = useRef<HTMLDivElement>(null)
    // While hydrating: the server's markup, read once; null on the server and on client renders.
    const [serverHtml] = useState(() => (hydrated || typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null)))
    const [ready, setReady] = useState(serverHtml === null)
    const location = useLocation()
    const [initial] = useState(() => ({ props, location }))
    // New props or a navigation: the static copy no longer says what the page should show.
    const stale = !shallowEqual(initial.props, props) || location !== initial.location

    useEffect(() => {
      const element = ref.current
      if (ready || !element) return
      let cancelled = false
      let clicked: HTMLElement | null = null
      // Never swap the markup between a press and its click: the click would lose its target.
      let pressed = false
      let pending = false
      const commit = () => {
        if (cancelled) return
        focusAfterRender.set(element, focusedIndex(element))
        if (clicked) clickAfterRender.set(element, focusableIndex(element, clicked))
        setReady(true)
      }
      const open = () => {
        void Content.preload().then(
          () => {
            if (pressed) pending = true
            else commit()
          },
          () => {
            // The code did not come: the static copy's own behaviour (a link, a form post) it is.
            element.removeEventListener('click', holdClick, { capture: true })
            clicked?.click()
          },
        )
      }
      // A tap on the static copy (a card's button, a link) waits for the live render and is
      // replayed on the same control there, instead of being lost or posting the no-script form.
      const holdClick = (event: MouseEvent) => {
        const target = event.target instanceof Element ? event.target.closest<HTMLElement>(FOCUSABLE) : null
        if (!target || !element.contains(target) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        event.stopPropagation()
        clicked = target
        open()
      }
      const press = () => {
        pressed = true
        open()
      }
      // After the press ends, once its click (dispatched in the same task) has been held.
      const release = () => {
        if (!pressed) return
        pressed = false
        if (pending) window.setTimeout(commit, 0)
      }
      element.addEventListener('click', holdClick, { capture: true })
      element.addEventListener('pointerdown', press, { passive: true })
      window.addEventListener('pointerup', release, { capture: true, passive: true })
      window.addEventListener('pointercancel', release, { capture: true, passive: true })
      const events = ['focusin', 'keydown', 'pointerenter'] as const
      for (const type of events) element.addEventListener(type, open, { once: true, passive: true })
      let observer: IntersectionObserver | undefined
      if (typeof IntersectionObserver === 'undefined') open()
      else {
        observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open()
        }, { rootMargin })
        observer.observe(element)
      }
      return () => {
        cancelled = true
        observer?.disconnect()
        element.removeEventListener('click', holdClick, { capture: true })
        element.removeEventListener('pointerdown', press)
        window.removeEventListener('pointerup', release, { capture: true })
        window.removeEventListener('pointercancel', release, { capture: true })
        for (const type of events) element.removeEventListener(type, open)
      }
    }, [ready])

    // The real render replaces the static copy's elements: keep keyboard focus where it was.
    useLayoutEffect(() => {
      const element = ref.current
      if (!ready || !element) return
      const index = focusAfterRender.get(element)
      focusAfterRender.delete(element)
      if (index !== undefined && index >= 0) (element.querySelectorAll<HTMLElement>(FOCUSABLE)[index] ?? element).focus({ preventScroll: true })
      const clickIndex = clickAfterRender.get(element)
      clickAfterRender.delete(element)
      const control = clickIndex !== undefined && clickIndex >= 0 ? element.querySelectorAll<HTMLElement>(FOCUSABLE)[clickIndex] : undefined
      // After the next frame, in a task of its own. Dispatched inside React's commit, the click did
      // not reach a card form's submit handler ('Add to cart'); dispatched in the task right after
      // it, before the live render's effects had run, a click that opens code loaded on first use
      // (the footer's Customer Center) rendered nothing.
      if (control) window.requestAnimationFrame(() => window.setTimeout(() => control.isConnected && control.click(), 0))
    }, [ready])

    if (!ready && !stale && serverHtml !== null) {
      // React leaves the children of an element with dangerouslySetInnerHTML as they are.
      return <div id={id} ref={ref} className={className} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />
    }
    return (
      <div id={id} ref={ref} className={className}>
        <Suspense fallback={serverHtml === null ? null : <div className="contents" dangerouslySetInnerHTML={{ __html: serverHtml }} />}>
          <Content {...props} />
        </Suspense>
      </div>
    )
  }
  return Island
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]'
const focusAfterRender = new WeakMap<HTMLElement, number>()
const clickAfterRender = new WeakMap<HTMLElement, number>()

/** Which of the element's focusable descendants has focus (-1: none of them). */
function focusedIndex(element: HTMLElement): number {
  const active = document.activeElement
  if (!active || !element.contains(active)) return -1
  return focusableIndex(element, active)
}

/** A control's place among the element's focusable descendants: the same control after the swap. */
function focusableIndex(element: HTMLElement, control: Element): number {
  return [...element.querySelectorAll(FOCUSABLE)].indexOf(control)
}

/** Set once the first render has committed: later mounts are client renders with nothing to keep. */
let hydrated = false

/** Called by the app shell once the first render has committed. */
export function markHydrated(): void {
  hydrated = true
}

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
