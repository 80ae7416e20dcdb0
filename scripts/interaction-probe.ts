/**
 * The in-page half of the interaction measurements (scripts/interactions.ts, and the Lighthouse user
 * flow): installed before the page's own scripts, it waits to be armed with what a tap should show,
 * then records
 *   - the tap: the `timeStamp` of the first pointerdown / touchstart / mousedown / click after
 *     arming (the input event's own time, on performance.now()'s clock);
 *   - the first frame whose DOM holds the content, visible: checked in a requestAnimationFrame
 *     callback each frame, so a match is what that frame paints. When that frame's rendering is
 *     done is read from the frame's Long Animation Frame entry if it has one (frames over 50 ms:
 *     the entry ends after style, layout and paint); otherwise the frame took under 50 ms, and a
 *     MessageChannel message posted from the callback (it runs after the rendering, but also after
 *     any task queued before it) stands for the paint, capped at 50 ms after the frame began
 *     (paintedAt(), below);
 *   - Event Timing entries (durationThreshold 16) of the interactions after arming, for INP-like
 *     figures (an entry's duration runs from the input to the next paint after its handlers).
 *
 * The function runs in the browser: it must not close over anything in this module.
 */

export type ContentSpec = {
  /** CSS selector of the panel (a dialog, a region, a group…). */
  container: string
  /** The panel's accessible name starts with this (aria-label, or the text aria-labelledby names). */
  name?: string
  /** CSS selector of its real content inside it, which must be visible (skeletons have none of it). */
  contains: string
}

export type ProbeEvent = { name: string; startTime: number; processingStart: number; processingEnd: number; duration: number; interactionId: number }

export type ProbeFrame = { startTime: number; duration: number; renderStart: number }

export type ProbeResult = {
  armedAt: number
  tap: { type: string; timeStamp: number; handledAt: number } | null
  /**
   * performance.now() in the rAF callback of the first frame that holds the content: the frame's
   * rendering has begun (its rAF timestamp can be earlier, when a task held the frame up).
   */
  contentFrame: number | null
  /** performance.now() when the message posted from that frame's rAF callback ran. */
  painted: number | null
  events: ProbeEvent[]
  /** Long Animation Frame entries since arming. */
  longFrames: ProbeFrame[]
}

/** Frames without a Long Animation Frame entry took less than this. */
const LONG_FRAME_MS = 50

export type PaintTime = {
  /** performance.now() when the frame that first held the content had finished rendering. */
  at: number
  /** What told: that frame's Long Animation Frame entry, the message, or the 50 ms cap. */
  from: 'long-animation-frame' | 'message' | 'cap'
}

/** When the frame that first held the content had rendered (style, layout, paint on the main thread); see the module comment. */
export function paintedAt(result: ProbeResult): PaintTime | null {
  if (result.contentFrame === null || result.painted === null) return null
  const frame = result.contentFrame
  const long = result.longFrames.find((f) => f.renderStart <= frame + 1 && f.startTime + f.duration >= frame)
  if (long) return { at: long.startTime + long.duration, from: 'long-animation-frame' }
  return result.painted <= frame + LONG_FRAME_MS ? { at: result.painted, from: 'message' } : { at: frame + LONG_FRAME_MS, from: 'cap' }
}

declare global {
  interface Window {
    __interactionProbe?: { arm: (spec: ContentSpec) => void; result: () => ProbeResult | null }
  }
}

/** esbuild (tsx) wraps named functions in `__name(…)`; a function shipped to the page needs the helper. */
export const NAME_HELPER = 'globalThis.__name = globalThis.__name || ((fn) => fn)'

export function installInteractionProbe(): void {
  type State = ProbeResult & { spec: ContentSpec }
  let state: State | null = null
  const events: ProbeEvent[] = []
  const longFrames: ProbeFrame[] = []

  const accessibleName = (element: Element): string => {
    const label = element.getAttribute('aria-label')
    if (label) return label.trim()
    const ids = element.getAttribute('aria-labelledby')
    if (!ids) return ''
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  }

  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true })

  const contentShown = (spec: ContentSpec): boolean => {
    for (const container of document.querySelectorAll(spec.container)) {
      if (spec.name !== undefined && !accessibleName(container).startsWith(spec.name)) continue
      if (!visible(container)) continue
      for (const inner of container.querySelectorAll(spec.contains)) if (visible(inner)) return true
    }
    return false
  }

  const onInput = (event: Event) => {
    if (!state || state.tap) return
    state.tap = { type: event.type, timeStamp: event.timeStamp, handledAt: performance.now() }
  }
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'click']) {
    window.addEventListener(type, onInput, { capture: true, passive: true })
  }

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        events.push({
          name: entry.name,
          startTime: entry.startTime,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          duration: entry.duration,
          interactionId: entry.interactionId,
        })
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  } catch {
    // No Event Timing in this browser: the paint figures still work.
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { renderStart: number })[]) {
        longFrames.push({ startTime: entry.startTime, duration: entry.duration, renderStart: entry.renderStart })
      }
    }).observe({ type: 'long-animation-frame', buffered: true })
  } catch {
    // No Long Animation Frames: the message time stands for the paint.
  }

  const frame = () => {
    const current = state
    if (!current || current.contentFrame !== null) return
    if (current.tap && contentShown(current.spec)) {
      current.contentFrame = performance.now()
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        current.painted = performance.now()
      }
      channel.port2.postMessage(null)
      return
    }
    requestAnimationFrame(frame)
  }

  window.__interactionProbe = {
    arm(spec) {
      state = { spec, armedAt: performance.now(), tap: null, contentFrame: null, painted: null, events: [], longFrames: [] }
      requestAnimationFrame(frame)
    },
    result() {
      if (!state) return null
      const { armedAt } = state
      return {
        armedAt,
        tap: state.tap,
        contentFrame: state.contentFrame,
        painted: state.painted,
        events: events.filter((entry) => entry.startTime >= armedAt - 1),
        longFrames: longFrames.filter((entry) => entry.startTime + entry.duration >= armedAt),
      }
    },
  }
}
