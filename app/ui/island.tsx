import { type ComponentType, memo, Suspense, use, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { preloadable } from './preloadable'

/**
 * Parts of a server-rendered page whose code is not needed until a shopper gets near them (the
 * footer, the rows and the grid further down a menu): their HTML is in the page from the first
 * byte, and their code — what makes them interactive — is fetched only when they come within
 * `rootMargin` of the screen, when a pointer, a key or focus reaches them, or when the page
 * navigates. Until then React keeps the server's HTML as it is (a dehydrated Suspense boundary).
 *
 * What keeps that safe:
 * - the boundary never re-renders from above (a memo with a shallow props check), and the app's
 *   contexts change only with a navigation (cart and consent live in stores of their own), which
 *   opens the gate at once, so a navigation waits at most for the code, never for a scroll;
 * - parts that read live state (the cart) read what the page was rendered with while hydrating.
 *
 * On a client-side render (a navigation to the page) there is no HTML to keep: it renders as soon
 * as its code is in.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { rootMargin = '600px 0px', className }: { rootMargin?: string; className?: string } = {},
): ComponentType<P> {
  const Content = preloadable(load)
  // The server renders islands whole: have their code in before the first request needs it.
  if (typeof window === 'undefined') void Content.preload()

  const Boundary = memo(
    function Boundary({ gate, props }: { gate: Gate; props: P }) {
      return (
        <Suspense fallback={null}>
          <Gated gate={gate}>
            <Content {...props} />
          </Gated>
        </Suspense>
      )
    },
    (before, after) => before.gate === after.gate && shallowEqual(before.props, after.props),
  )

  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    const [gate] = useState(() => createGate(hydrated || typeof window === 'undefined'))
    const location = useLocation()
    const [first] = useState(location)
    // In render, not in an effect: a navigation's render must not wait for a commit that this
    // boundary holds back.
    if (location !== first) gate.open()
    useEffect(() => {
      const element = ref.current
      if (!element || gate.isOpen()) return
      const open = () => gate.open()
      const events = ['pointerdown', 'focusin', 'keydown', 'pointerenter'] as const
      for (const type of events) element.addEventListener(type, open, { once: true, passive: true })
      let observer: IntersectionObserver | undefined
      if (typeof IntersectionObserver === 'undefined') open()
      else {
        observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open()
        }, { rootMargin })
        observer.observe(element)
      }
      void gate.promise.then(() => observer?.disconnect())
      return () => {
        observer?.disconnect()
        for (const type of events) element.removeEventListener(type, open)
      }
    }, [gate])
    return (
      <div ref={ref} className={className}>
        <Boundary gate={gate} props={props} />
      </div>
    )
  }
  return Island
}

/** Set once the first render has committed: later mounts are client renders with nothing to keep. */
let hydrated = false

/** Called by the app shell once the first render has committed. */
export function markHydrated(): void {
  hydrated = true
}

type Gate = { promise: Promise<void>; open: () => void; isOpen: () => boolean }

function createGate(open: boolean): Gate {
  let release: () => void = () => {}
  let isOpen = open
  const promise = open ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve))
  if (open) Object.assign(promise, { status: 'fulfilled', value: undefined })
  return {
    promise,
    open() {
      if (isOpen) return
      isOpen = true
      // use() reads a settled promise without suspending once it knows it is settled.
      void promise.then(() => Object.assign(promise, { status: 'fulfilled', value: undefined }))
      release()
    },
    isOpen: () => isOpen,
  }
}

/** Holds its children back (keeping the server's HTML while hydrating) until the gate opens. */
function Gated({ gate, children }: { gate: Gate; children: React.ReactNode }) {
  use(gate.promise)
  return children
}

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
