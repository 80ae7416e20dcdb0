import { type ComponentType, type RefObject, startTransition, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router'
import { preloadable } from './preloadable'
import { markPageHydrated, useHydrating } from './use-hydrated'

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
    // Hydrating also covers a part of the page that streamed in later (a deferred section's Suspense
    // boundary), which React hydrates after the rest.
    const hydrating = useHydrating()
    const [serverHtml] = useState(() => (!hydrating || typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null)))
    const [ready, setReady] = useState(serverHtml === null)
    const location = useLocation()
    const [initial] = useState(() => ({ props, location }))
    // New props or a navigation: the static copy no longer says what the page should show.
    const stale = !shallowEqual(initial.props, props) || location !== initial.location

    const showingStatic = !ready && !stale && serverHtml !== null

    // A layout effect: the listeners must go in the same commit as the static copy, or a tap in
    // between would be held on the live render and lost.
    useLayoutEffect(() => {
      const element = ref.current
      if (!showingStatic || !element) return
      let cancelled = false
      let clicked: HTMLElement | null = null
      // Never swap the markup between a press and its click: the click would lose its target.
      let pressed = false
      let pending = false
      const commit = () => {
        if (cancelled) return
        const focused = document.activeElement
        held.set(element, {
          focus: focused instanceof HTMLElement && element.contains(focused) ? describeControl(element, focused) : null,
          click: clicked ? describeControl(element, clicked) : null,
        })
        // A held tap is a shopper waiting: the live render goes ahead of any other pending work.
        // Otherwise it is a transition: rendered in slices that give way to input, not as one long
        // task per island (a row of cards, the grid) while the page is still starting.
        if (clicked) flushSync(() => setReady(true))
        else startTransition(() => setReady(true))
      }
      const open = () => {
        void Content.preload().then(() => {
          if (Content.loaded()) {
            if (pressed) pending = true
            else commit()
            return
          }
          // The code did not come: the static copy's own behaviour (a link, a form post) it is.
          element.removeEventListener('click', holdClick, { capture: true })
          const control = clicked
          clicked = null
          control?.click()
          element.addEventListener('click', holdClick, { capture: true })
        })
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
      // A tap held on a button of this island before the page's scripts ran (app/site/early-taps.server.ts).
      const early = takeEarlyTap(element)
      if (early) {
        clicked = early
        open()
      }
      // Something this copy shows changed in the browser (a card's cart state): render live now.
      const watcher = { element, open }
      watchers.add(watcher)
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
        watchers.delete(watcher)
        observer?.disconnect()
        element.removeEventListener('click', holdClick, { capture: true })
        element.removeEventListener('pointerdown', press)
        window.removeEventListener('pointerup', release, { capture: true })
        window.removeEventListener('pointercancel', release, { capture: true })
        for (const type of events) element.removeEventListener(type, open)
      }
    }, [showingStatic])

    if (showingStatic) {
      // React leaves the children of an element with dangerouslySetInnerHTML as they are.
      return <div id={id} ref={ref} className={className} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />
    }
    return (
      <div id={id} ref={ref} className={className}>
        <Suspense fallback={serverHtml === null ? null : <div className="contents" dangerouslySetInnerHTML={{ __html: serverHtml }} />}>
          <Content {...props} />
          {serverHtml === null ? null : <Replay root={ref} ready={ready} />}
        </Suspense>
      </div>
    )
  }
  return Island
}

/** The islands showing their static copy, with what makes each render live. */
const watchers = new Set<{ element: HTMLElement; open: () => void }>()

/**
 * A store the page reads changed in the browser (the cart): every island whose static copy holds an
 * element matching `selector` (a product card, which shows its cart quantity) renders live now, so
 * it shows the change instead of the server's markup, even while it is far from the screen.
 */
export function refreshStaticIslands(selector: string): void {
  for (const watcher of [...watchers]) if (watcher.element.querySelector(selector)) watcher.open()
}

/**
 * Comes after the island's content in the same Suspense boundary, so its effects run once the live
 * render (never the fallback) is in the page and the content's own effects have run: then focus
 * moves to the live copy of the control that had it, and a tap held on the static copy is replayed.
 */
function Replay({ root, ready }: { root: RefObject<HTMLDivElement | null>; ready: boolean }) {
  useLayoutEffect(() => {
    const element = root.current
    const focus = element ? held.get(element)?.focus : null
    if (element && focus) (findControl(element, focus) ?? element).focus({ preventScroll: true })
  }, [root, ready])
  useEffect(() => {
    const element = root.current
    const click = element ? held.get(element)?.click : null
    if (element) held.delete(element)
    if (!element || !click) return
    // Once React's commit is over (dispatched inside it, the click did not reach a card form's
    // submit handler, 'Add to cart'), but in the same task: a task of its own waited for the
    // browser to paint the live copy first, a frame that showed nothing new.
    let cancelled = false
    queueMicrotask(() => {
      if (!cancelled) findControl(element, click)?.click()
    })
    return () => {
      cancelled = true
    }
  }, [root, ready])
  return null
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]'

/** What the live render needs to find a control of the static copy again. */
type HeldControls = { focus: ControlKey | null; click: ControlKey | null }
const held = new WeakMap<HTMLElement, HeldControls>()

/**
 * A control of the static copy, described so that the same control is found in the live render:
 * by its place among the controls of the same kind and name inside its item (a product card's
 * `data-placement` and `data-position`; the whole island otherwise). Its place among all of the
 * island's controls is not enough: the live render may have a control more or less before it (a
 * card whose cart state changed, a carousel's arrows).
 */
export type ControlKey = { item: ItemKey | null; tag: string; name: string; ordinal: number; index: number }
type ItemKey = { placement: string | null; position: string | null }

export function describeControl(root: Element, control: Element): ControlKey {
  const item = control.closest('[data-position]')
  const scope = item && item !== root && root.contains(item) ? item : root
  const controls = [...scope.querySelectorAll(FOCUSABLE)]
  const name = controlName(control)
  const same = controls.filter((candidate) => candidate.tagName === control.tagName && controlName(candidate) === name)
  return {
    item: scope === root ? null : { placement: scope.getAttribute('data-placement'), position: scope.getAttribute('data-position') },
    tag: control.tagName,
    name,
    ordinal: same.indexOf(control),
    index: controls.indexOf(control),
  }
}

/** The live control a key describes: the same kind and name in the same item, else the same place in that item. */
export function findControl(root: Element, key: ControlKey): HTMLElement | null {
  const { item } = key
  const scope =
    item === null
      ? root
      : [...root.querySelectorAll('[data-position]')].find(
          (candidate) => candidate.getAttribute('data-placement') === item.placement && candidate.getAttribute('data-position') === item.position,
        )
  if (!scope) return null
  const controls = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const same = controls.filter((candidate) => candidate.tagName === key.tag && controlName(candidate) === key.name)
  const found = same[key.ordinal] ?? controls[key.index]
  return found && found.tagName === key.tag ? found : null
}

/** A control's name as a screen reader would mostly say it: its label, else its text, else its field name. */
function controlName(control: Element): string {
  return (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim() || (control.getAttribute('name') ?? '')
}

/** A tap held on a button before the page's scripts ran (EARLY_TAP_SCRIPT in app/site/early-taps.server.ts). */
type EarlyTapWindow = Window & { __nmEarlyTap?: HTMLElement | null; __nmIslandsLive?: boolean }

/** The button a tap was held on before the scripts ran, if it is in `root`; it is then the island's to replay. */
export function takeEarlyTap(root: Element): HTMLElement | null {
  const win = window as EarlyTapWindow
  const tapped = win.__nmEarlyTap
  if (!tapped || !root.contains(tapped)) return null
  win.__nmEarlyTap = null
  return tapped
}

/**
 * Called by the app shell in the first commit, after the islands' own listeners are in: from now
 * on clicks reach their handlers, and a tap held on a button outside the islands is made again.
 */
export function endEarlyTaps(): void {
  const win = window as EarlyTapWindow
  win.__nmIslandsLive = true
  // Controls that wait for a working page re-render in a task of their own (app/ui/use-hydrated.ts).
  window.setTimeout(markPageHydrated, 0)
  const tapped = win.__nmEarlyTap
  win.__nmEarlyTap = null
  if (!tapped) return
  // After the commit, in a task of its own, like an island's replay; and once React owns the button.
  // The first commit can leave a part of the page still to hydrate (a Suspense boundary waiting for
  // its code), and a click on it before then would be dropped.
  const deadline = Date.now() + REPLAY_WAIT_MS
  const replay = () => {
    if (!tapped.isConnected) return
    if (Date.now() < deadline && !Object.keys(tapped).some((key) => key.startsWith('__reactProps'))) window.setTimeout(replay, 50)
    else {
      // A held tap on a control that waits for the page (a filter button) finds it working.
      flushSync(markPageHydrated)
      tapped.click()
    }
  }
  window.setTimeout(replay, 0)
}

/** How long a held tap waits for its button's part of the page to hydrate before it is made anyway. */
const REPLAY_WAIT_MS = 5_000

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
