import { StringDecoder } from 'node:string_decoder'
import { Transform, type TransformOptions } from 'node:stream'

/**
 * A page's JavaScript starts to load once the page has painted, not while the phone still waits for
 * the stylesheet, the fonts and the first images.
 *
 * React Router's <Scripts> puts a `<link rel="modulepreload">` in the head for every module of the
 * page (React hoists them there) and one inline module script at the end of the body that imports
 * them and starts hydration. Module preloads are fetched at high priority as soon as the head is
 * parsed, so on a slow connection ~200 kB of JavaScript shared the line with the 17 kB stylesheet and
 * the fonts the first paint waits for (Lighthouse's mobile model: FCP 2.3 s, LCP 3.0 s on the menu).
 * The server page is complete without the scripts (and a tap before hydration is held:
 * early-taps.server.ts), so they can wait for the first paint.
 *
 * On the way out of the server this stream renames both, so the browser neither fetches nor runs them
 * (`rel="nm-modulepreload"`, `type="nm/module"`); AFTER_PAINT_SCRIPT, inline before <Scripts>,
 * restores the preloads and runs a copy of the module script (same code, same CSP nonce) in the
 * task after the first frame. A page in a background tab, which paints nothing, loads them at once.
 */
export const DEFERRED_PRELOAD_REL = 'nm-modulepreload'
export const DEFERRED_MODULE_TYPE = 'nm/module'

const PRELOAD = '<link rel="modulepreload"'
const DEFERRED_PRELOAD = `<link rel="${DEFERRED_PRELOAD_REL}"`
// React Router's inline module script (<Scripts>, react-router 7): `<script nonce="…" type="module" async="">`.
const MODULE_SCRIPT = / type="module" async="">/g
const DEFERRED_MODULE_SCRIPT = ` type="${DEFERRED_MODULE_TYPE}" data-nm-boot="">`

/** The rename, for a piece of the document that holds only whole tags. */
export function deferScripts(html: string): string {
  return html.replaceAll(PRELOAD, DEFERRED_PRELOAD).replace(MODULE_SCRIPT, (tag, offset: number) => {
    // Only in a script's own opening tag (never in text, where quotes are escaped anyway).
    const open = html.lastIndexOf('<', offset)
    return html.startsWith('<script', open) ? DEFERRED_MODULE_SCRIPT : tag
  })
}

/**
 * Inline, before React Router's scripts. `go` restores the preloads, then runs the module script's
 * copy; it waits for the parser to have read the script (DOMContentLoaded) when it has not yet.
 */
export const AFTER_PAINT_SCRIPT =
  '(function(d){var done=false;function go(){if(done)return;' +
  'var b=d.querySelector("script[data-nm-boot]");if(!b){if(d.readyState==="loading")return d.addEventListener("DOMContentLoaded",go);}done=true;' +
  `d.querySelectorAll("link[rel=${DEFERRED_PRELOAD_REL}]").forEach(function(l){l.rel="modulepreload"});` +
  'if(!b)return;b.removeAttribute("data-nm-boot");var s=d.createElement("script");s.type="module";s.setAttribute("nonce",b.nonce);s.textContent=b.textContent;d.body.appendChild(s)}' +
  'if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})(document)'

/**
 * The server side: applies deferScripts to the document as it streams. A piece that ends inside a
 * tag waits for the rest of the tag; bytes and their order are otherwise kept, and each piece leaves
 * as soon as it arrives.
 */
export class AfterPaintScripts extends Transform {
  #decoder = new StringDecoder('utf8')
  #carry = ''

  constructor(options: Omit<TransformOptions, 'transform' | 'flush'> = {}) {
    super(options)
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: () => void) {
    let text = this.#carry + (typeof chunk === 'string' ? chunk : this.#decoder.write(chunk))
    const lastOpen = text.lastIndexOf('<')
    if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) {
      this.#carry = text.slice(lastOpen)
      text = text.slice(0, lastOpen)
    } else {
      this.#carry = ''
    }
    if (text) this.push(deferScripts(text))
    callback()
  }

  override _flush(callback: () => void) {
    const rest = this.#carry + this.#decoder.end()
    this.#carry = ''
    if (rest) this.push(deferScripts(rest))
    callback()
  }
}
