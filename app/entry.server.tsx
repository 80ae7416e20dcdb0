import { createReadableStreamFromReadable } from '@react-router/node'
import { pipeline } from 'node:stream'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { log } from '~/log.server'
import { AFTER_PAINT_SCRIPT, AfterPaintScripts } from '~/site/after-paint-scripts.server'
import { CoalescingStream } from '~/site/coalescing-stream.server'
import { EARLY_TAP_SCRIPT } from '~/site/early-taps.server'
import { CspNonce } from '~/ui/csp-nonce-context'
import { EarlyTapScript } from '~/ui/early-tap-context'

const logger = log('http')

/** How long a deferred part of a page may take before its boundary renders its fallback. */
export const streamTimeout = 5_000

/** The root layout's inline script, after the page's markup and before React Router's. */
const START_SCRIPT = `${EARLY_TAP_SCRIPT};${AFTER_PAINT_SCRIPT}`

/**
 * React's server render as React Router's default entry does it, with five differences:
 *
 * - Completed Suspense boundaries stay in place (see progressiveChunkSize below).
 * - Output is handed on in bursts, not in React's small chunks. The HTTP layer flushes its
 *   compressor after every chunk it reads, and each flush ends a compression block: the menu page
 *   went out as 115 kB of gzip where the same bytes compress to 42 kB in one go. Everything React
 *   writes in one turn of the event loop now leaves as one chunk, so a page whose data is ready is
 *   compressed whole, and a deferred part still leaves as soon as it renders.
 * - A tap on a button before hydration is held and replayed (app/site/early-taps.server.ts).
 * - The page's JavaScript loads after its first paint (app/site/after-paint-scripts.server.ts).
 * - Every inline script carries the response's Content-Security-Policy nonce: React Router's
 *   (hydration data, <Scripts>, <ScrollRestoration>) through ServerRouter, React's own (streamed
 *   Suspense boundaries) through the render option, ours through CspNonce.
 * - A client that goes away mid-response is normal (a closed tab, a load balancer's timeout): the
 *   render stops and it is logged at debug, not as an error.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and SPA mode get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    const clientGone = () => request.signal.aborted

    const nonce = loadContext.cspNonce || undefined
    const page = (
      // The root layout writes it after the page's markup: taps on buttons are held until hydration.
      <CspNonce value={loadContext.cspNonce}>
        <EarlyTapScript value={START_SCRIPT}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </EarlyTapScript>
      </CspNonce>
    )
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // React outlines a completed Suspense boundary that comes after 12.8 kB of the page: it sends a
      // placeholder, then the content at the end with a script that reveals it a frame or more
      // later. Our boundaries are complete when the page renders (code that loads on demand, the
      // footer): they belong in place, where the page shows them at once.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [readyOption]() {
        shellRendered = true
        const body = new CoalescingStream()
        body.once('close', () => {
          // Not retaining the closure (and with it the page) once the response is done.
          clearTimeout(timeoutId)
          request.signal.removeEventListener('abort', onAbort)
        })
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        // pipeline: a client that goes away (the last stream closed early) closes them all.
        const deferred = new AfterPaintScripts()
        pipeline(body, deferred, () => {})
        pipe(body)
        resolve(new Response(createReadableStreamFromReadable(deferred), { headers: responseHeaders, status: responseStatusCode }))
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        if (clientGone()) {
          logger.debug({ url: request.url }, 'client went away mid-response; render stopped')
          return
        }
        responseStatusCode = 500
        // Errors before the shell are logged by React Router's document handler.
        if (shellRendered) logger.error({ err: error, url: request.url }, 'error while streaming a page')
      },
    })

    // Abort after the timeout so rejected boundaries still have time to flush their fallbacks.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
    const onAbort = () => {
      clearTimeout(timeoutId)
      abort()
    }
    request.signal.addEventListener('abort', onAbort, { once: true })
  })
}
