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
 * (`rel="nm-modulepreload"`, `type="nm/module"`), and signals the module script's end; AFTER_PAINT_SCRIPT,
 * inline before <Scripts>, restores the preloads and runs a copy of the module script (same code,
 * same CSP nonce) in the task after the first frame. A page in a background tab, which paints
 * nothing, loads them as soon as the module script is in.
 */
export const DEFERRED_PRELOAD_REL = 'nm-modulepreload'
export const DEFERRED_MODULE_TYPE = 'nm/module'
/** Called by the inline script the server writes right after the module script's end. */
export const BOOT_READY_CALL = '__nmBootReady()'

const PRELOAD = '<link rel="modulepreload"'
const DEFERRED_PRELOAD = `<link rel="${DEFERRED_PRELOAD_REL}"`
// React Router's inline module script (<Scripts>, react-router 7): `<script nonce="…" type="module" async="">`.
const MODULE_SCRIPT = /<script\b([^>]*?) type="module" async="">/
const SCRIPT_END = '</script>'

/**
 * Inline, before React Router's scripts. It runs the module script's copy once both have happened:
 * the first frame has painted (or the tab is in the background, where nothing paints) and the
 * parser has read the whole module script (the server's signal right after it: a streamed page can
 * be painted while the script's text is still on its way).
 */
export const AFTER_PAINT_SCRIPT =
  '(function(w,d){var painted=d.visibilityState==="hidden",ready=false,done=false;function go(){if(done||!painted||!ready)return;done=true;' +
  `d.querySelectorAll("link[rel=${DEFERRED_PRELOAD_REL}]").forEach(function(l){l.rel="modulepreload"});` +
  'var b=d.querySelector("script[data-nm-boot]");if(!b)return;b.removeAttribute("data-nm-boot");' +
  'var s=d.createElement("script");s.type="module";s.setAttribute("nonce",b.nonce);s.textContent=b.textContent;d.body.appendChild(s)}' +
  'w.__nmBootReady=function(){ready=true;go()};' +
  'if(!painted)requestAnimationFrame(function(){setTimeout(function(){painted=true;go()},0)})})(window,document)'

/**
 * The server side, on the document as it streams: renames the preloads and the module script, and
 * writes the signal after the module script's end (with its nonce). A piece that ends inside a tag
 * waits for the rest of the tag; bytes and their order are otherwise kept, and each piece leaves as
 * soon as it arrives.
 */
export class AfterPaintScripts extends Transform {
  #decoder = new StringDecoder('utf8')
  #carry = ''
  /** The module script's nonce while its text is passing through; null outside it. */
  #bootNonce: string | null = null

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
    if (text) this.push(this.#rewrite(text))
    callback()
  }

  override _flush(callback: () => void) {
    const rest = this.#carry + this.#decoder.end()
    this.#carry = ''
    if (rest) this.push(this.#rewrite(rest))
    callback()
  }

  /** For a piece that holds only whole tags. */
  #rewrite(piece: string): string {
    let html = piece.replaceAll(PRELOAD, DEFERRED_PRELOAD)
    if (this.#bootNonce === null) {
      const boot = MODULE_SCRIPT.exec(html)
      if (!boot) return html
      const attributes = boot[1] ?? ''
      this.#bootNonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? ''
      const opening = `<script${attributes} type="${DEFERRED_MODULE_TYPE}" data-nm-boot="">`
      html = html.slice(0, boot.index) + opening + html.slice(boot.index + boot[0].length)
    }
    // The module script's text never holds '</script>' (React Router escapes it), so this is its end.
    const end = html.indexOf(SCRIPT_END, html.lastIndexOf(`type="${DEFERRED_MODULE_TYPE}"`) + 1)
    if (end === -1) return html
    const nonce = this.#bootNonce
    this.#bootNonce = null
    const signal = `<script${nonce ? ` nonce="${nonce}"` : ''}>${BOOT_READY_CALL}</script>`
    const after = end + SCRIPT_END.length
    return html.slice(0, after) + signal + html.slice(after)
  }
}

/** The whole rewrite of a complete document (for tests and tools). */
export function deferScripts(html: string): string {
  const stream = new AfterPaintScripts()
  const out: string[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')))
  stream.write(html)
  stream.end()
  return out.join('')
}
