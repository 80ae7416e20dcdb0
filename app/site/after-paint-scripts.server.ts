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

// Every marker is ASCII, so the document is searched and cut as bytes: a cut never splits a
// character, and only the module script's opening tag is ever decoded (decoding and re-encoding a
// whole page cost ~2.6 ms a menu page).
const PRELOAD = Buffer.from('<link rel="modulepreload"')
const DEFERRED_PRELOAD = Buffer.from(`<link rel="${DEFERRED_PRELOAD_REL}"`)
// React Router's inline module script (<Scripts>, react-router 7): `<script nonce="…" type="module" async="">`.
const SCRIPT_OPEN = Buffer.from('<script')
const MODULE_ATTRIBUTES = Buffer.from(' type="module" async="">')
const DEFERRED_MODULE_ATTRIBUTES = Buffer.from(` type="${DEFERRED_MODULE_TYPE}" data-nm-boot="">`)
const SCRIPT_END = Buffer.from('</script>')
const TAG_OPEN = 0x3c // <
const TAG_CLOSE = 0x3e // >

/** A page that reports no contentful paint by then (a tab hidden while it loads) loads its scripts anyway. */
export const NO_PAINT_MS = 3000

/**
 * Inline, before React Router's scripts. It runs the module script's copy once both have happened:
 * the first contentful paint is on the screen (or the tab is in the background, where nothing paints) and the
 * parser has read the whole module script (the server's signal right after it: a streamed page can
 * be painted while the script's text is still on its way).
 */
export const AFTER_PAINT_SCRIPT =
  '(function(w,d){var painted=d.visibilityState==="hidden",ready=false,done=false;function go(){if(done||!painted||!ready)return;done=true;' +
  `var links=[].slice.call(d.querySelectorAll("link[rel=${DEFERRED_PRELOAD_REL}]")),hrefs=links.map(function(l){return l.href}),j=0;` +
  'var b=d.querySelector("script[data-nm-boot]");if(!b)return;b.removeAttribute("data-nm-boot");var text=b.textContent,nonce=b.nonce;' +
  // The page's entry (the module script's own import(), which starts hydration) is left to the script.
  'var m=/import\\("([^"]+)"\\)/.exec(text),entry=m?new URL(m[1],d.baseURI).href:null,i=0;' +
  // Each preloaded module is evaluated in a task of its own, in the order React Router lists them
  // (dependencies first): evaluated together by the module script, they were one long task.
  'function next(){var h=hrefs[i++];if(h===undefined){boot();return}if(h===entry){next();return}' +
  'var later=function(){setTimeout(next,0)};try{import(h).then(later,later)}catch(e){later()}}' +
  'function boot(){var s=d.createElement("script");s.type="module";s.setAttribute("nonce",nonce);s.textContent=text;d.body.appendChild(s)}' +
  // One preload restored a task: each starts a request, 1-2 ms of the main thread apiece on this
  // machine, and all ten in one task made it a long one (19-49 ms at 1× CPU, four times that on a phone).
  'function restore(){var l=links[j++];if(!l){next();return}l.rel="modulepreload";setTimeout(restore,0)}' +
  'restore()}' +
  'w.__nmBootReady=function(){ready=true;go()};' +
  'function paint(){painted=true;go()}' +
  // The first contentful paint as the browser reports it: after the frame is on the screen. A frame
  // callback (requestAnimationFrame, then a task) comes before the frame's raster and presentation,
  // 100-200 ms before it on a slow phone, so the scripts' requests went out while the first screen
  // was still on its way and counted against its paint.
  'var P=w.PerformanceObserver,types=P&&P.supportedEntryTypes;' +
  `if(!painted){if(types&&types.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(paint,0)}}).observe({type:"paint",buffered:true});setTimeout(paint,${NO_PAINT_MS})}` +
  'else requestAnimationFrame(function(){setTimeout(paint,0)})}})(window,document)'

/**
 * The server side, on the document as it streams: renames the preloads and the module script, and
 * writes the signal after the module script's end (with its nonce). A piece that ends inside a tag
 * waits for the rest of the tag; bytes and their order are otherwise kept, and each piece leaves as
 * soon as it arrives.
 */
export class AfterPaintScripts extends Transform {
  #carry: Buffer | null = null
  /** The module script's nonce while its text is passing through; null outside it. */
  #bootNonce: string | null = null

  constructor(options: Omit<TransformOptions, 'transform' | 'flush'> = {}) {
    super(options)
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: () => void) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk
    let piece = this.#carry ? Buffer.concat([this.#carry, bytes]) : bytes
    this.#carry = null
    const lastOpen = piece.lastIndexOf(TAG_OPEN)
    if (lastOpen !== -1 && piece.indexOf(TAG_CLOSE, lastOpen) === -1) {
      this.#carry = piece.subarray(lastOpen)
      piece = piece.subarray(0, lastOpen)
    }
    if (piece.length > 0) this.push(this.#rewrite(piece))
    callback()
  }

  override _flush(callback: () => void) {
    if (this.#carry) this.push(this.#rewrite(this.#carry))
    this.#carry = null
    callback()
  }

  /** For a piece that holds only whole tags. */
  #rewrite(piece: Buffer): Buffer {
    const parts: Buffer[] = []
    let from = 0
    const copyTo = (end: number) => {
      if (end > from) parts.push(piece.subarray(from, end))
      from = end
    }
    for (let at = piece.indexOf(PRELOAD); at !== -1; at = piece.indexOf(PRELOAD, at + PRELOAD.length)) {
      copyTo(at)
      parts.push(DEFERRED_PRELOAD)
      from = at + PRELOAD.length
    }
    let searchEndFrom = from
    if (this.#bootNonce === null) {
      const at = piece.indexOf(MODULE_ATTRIBUTES, from)
      const open = at === -1 ? -1 : piece.lastIndexOf(TAG_OPEN, at)
      if (open === -1 || !piece.subarray(open, open + SCRIPT_OPEN.length).equals(SCRIPT_OPEN)) {
        copyTo(piece.length)
        return parts.length === 1 ? parts[0]! : Buffer.concat(parts)
      }
      const attributes = piece.toString('latin1', open + SCRIPT_OPEN.length, at)
      this.#bootNonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? ''
      copyTo(at)
      parts.push(DEFERRED_MODULE_ATTRIBUTES)
      from = at + MODULE_ATTRIBUTES.length
      searchEndFrom = from
    }
    // The module script's text never holds '</script>' (React Router escapes it), so this is its end.
    const end = piece.indexOf(SCRIPT_END, searchEndFrom)
    if (end !== -1) {
      const nonce = this.#bootNonce
      this.#bootNonce = null
      copyTo(end + SCRIPT_END.length)
      parts.push(Buffer.from(`<script${nonce ? ` nonce="${nonce}"` : ''}>${BOOT_READY_CALL}</script>`))
    }
    copyTo(piece.length)
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts)
  }
}

/** The whole rewrite of a complete document (for tests and tools). */
export function deferScripts(html: string): string {
  const stream = new AfterPaintScripts()
  const out: Buffer[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk))
  stream.write(html)
  stream.end()
  return Buffer.concat(out).toString('utf8')
}
