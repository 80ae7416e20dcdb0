import { type ComponentType, use } from 'react'

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

export type Preloadable<P extends object> = ComponentType<P> & {
  /**
   * Fetches the code now (on idle, on hover) so the first render needs no round trip; resolves to
   * whether it came. Render the component ahead of a shopper's tap only when it did: one whose
   * code failed (a dropped connection, a deploy that replaced the file) fails its render.
   */
  preload(): Promise<boolean>
  /** Whether the code is in (true), failed to come (false: the next preload tries again) or neither yet (null). */
  loaded(): boolean | null
}

/**
 * A component whose code is fetched on first use, like React.lazy (render it inside Suspense), and
 * can be fetched ahead: once its code is in, it renders in the same frame, so a drawer or a panel
 * paints right after the tap instead of one network round trip later. Keeping such code out of
 * the page's first JavaScript and fetching it when the browser is idle keeps both the page's
 * budget and the ≤ 100 ms tap-to-paint target.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let pending: TrackedPromise<ComponentType<P>> | null = null
  const fetchCode = (): TrackedPromise<ComponentType<P>> => {
    if (pending) return pending
    const promise: TrackedPromise<ComponentType<P>> = load().then(
      (component) => {
        // React's use() reads a settled promise's status and value without suspending.
        promise.status = 'fulfilled'
        promise.value = component
        return component
      },
      (error: unknown) => {
        // A render meets the failure (the error boundary shows it); the next preload tries again.
        promise.status = 'rejected'
        promise.reason = error
        throw error
      },
    )
    promise.status = 'pending'
    pending = promise
    return promise
  }
  function PreloadableComponent(props: P) {
    const Component = use(fetchCode() as Promise<ComponentType<P>>)
    return <Component {...props} />
  }
  return Object.assign(PreloadableComponent, {
    loaded: () => (pending?.status === 'fulfilled' ? true : pending?.status === 'rejected' ? false : null),
    preload: () => {
      if (pending?.status === 'rejected') pending = null
      return fetchCode().then(
        () => true,
        () => false,
      )
    },
  })
}

/**
 * Fetches code a page will probably need when the browser is first idle after the page loaded
 * (within `timeout` ms), once per call.
 */
export function preloadWhenIdle(preloads: readonly (() => Promise<unknown>)[], timeout = 2000): () => void {
  if (typeof window === 'undefined') return () => {}
  const run = () => {
    for (const preload of preloads) void preload()
  }
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 200)
  return () => clearTimeout(timer)
}
