import { type ComponentType, use, useEffect, useReducer, useState } from 'react'

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T }

export type Preloadable<P extends object> = ComponentType<P> & {
  /**
   * Fetches the code now (on idle, on hover) so the first render needs no round trip; resolves to
   * whether it came. Render the component ahead of a shopper's tap only when it did: one whose
   * code failed (a dropped connection, a deploy that replaced the file) renders as `CodeDidNotLoad`.
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
 *
 * Code that does not come (a dropped connection; a deploy that replaced the file under an open
 * tab) renders `CodeDidNotLoad` in its place, with another try and a reload: it turned the whole
 * page into its error page. A retry that brings the code renders every place that waited for it.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    inline = false,
  }: {
    /** Say it in place (a dropdown's options), not in a notice at the bottom of the screen (a whole drawer). */
    inline?: boolean
  } = {},
): Preloadable<P> {
  /** Settles to the component, or to null when its code did not come. */
  let pending: TrackedPromise<ComponentType<P> | null> | null = null
  const waiting = new Set<() => void>()
  const fetchCode = (): TrackedPromise<ComponentType<P> | null> => {
    if (pending) return pending
    const settle = (component: ComponentType<P> | null) => {
      // React's use() reads a settled promise's status and value without suspending.
      promise.status = 'fulfilled'
      promise.value = component
      return component
    }
    const promise: TrackedPromise<ComponentType<P> | null> = load().then(settle, () => settle(null))
    promise.status = 'pending'
    pending = promise
    return promise
  }
  const loaded = () => (pending?.status === 'fulfilled' ? pending.value !== null : null)
  const preload = () => {
    if (loaded() === false) pending = null
    return fetchCode().then(Boolean)
  }
  const retry = async () => {
    const came = await preload()
    if (came) for (const renderAgain of [...waiting]) renderAgain()
  }
  function PreloadableComponent(props: P) {
    const [, renderAgain] = useReducer((n: number) => n + 1, 0)
    useEffect(() => {
      waiting.add(renderAgain)
      return () => void waiting.delete(renderAgain)
    }, [])
    const Code = use(fetchCode() as Promise<ComponentType<P> | null>)
    // The module's component, the same one on every render (as React.lazy renders it).
    // eslint-disable-next-line react-hooks/static-components
    return Code ? <Code {...props} /> : <CodeDidNotLoad retry={retry} inline={inline} />
  }
  return Object.assign(PreloadableComponent, { loaded, preload })
}

/**
 * What code that did not come shows: in place, or for a drawer or a dialog in a notice at the
 * bottom of the screen (`.load-failed`) where the snackbar shows. In the first JavaScript of every
 * page, since the snackbar's own code may not come either.
 */
function CodeDidNotLoad({ retry, inline }: { retry: () => Promise<void>; inline: boolean }) {
  const [retrying, setRetrying] = useState(false)
  return (
    <div role="alert" className={inline ? 'flex flex-wrap items-center gap-2 p-2' : 'load-failed'}>
      <p className="min-w-48 flex-1 text-sm">This did not load. Check your connection and try again, or reload the page.</p>
      <button
        type="button"
        className="btn btn-secondary btn-md"
        disabled={retrying}
        onClick={() => {
          setRetrying(true)
          void retry().then(() => setRetrying(false))
        }}
      >
        Try again
      </button>
      <button type="button" className="btn btn-ghost btn-md" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  )
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
