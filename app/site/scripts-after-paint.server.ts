import { StringDecoder } from 'node:string_decoder'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * Starts a page's JavaScript after its first paint instead of with the HTML.
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` per module (React hoists them
 * into the head, where the browser fetches them at once) and one inline module script that imports
 * the route modules and then the client entry. On a phone the scripts then share the first
 * round trips with the stylesheet, the fonts and the first screen's images, and the first frame
 * waits behind their parsing; the page is server-rendered and readable before any of it runs.
 *
 * This pass-through takes the module preloads out of the head and puts the inline module script
 * in a small classic script that adds both back (the same preloads, the same module) in the task
 * after the first frame has been painted, or at once in a tab that is not visible (which paints
 * nothing). First in the head it adds the early-tap script (below). Everything else passes
 * untouched, byte for byte: pages without module preloads, the streamed hydration data, and every
 * byte after the module script.
 */
export class ScriptsAfterPaint extends Transform {
  #state: 'head' | 'body' | 'module' | 'done' = 'head'
  #text = ''
  #preloads: string[] = []
  /** A character's bytes can be split between two chunks. */
  #decoder = new StringDecoder('utf8')

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback) {
    const text = typeof chunk === 'string' ? chunk : this.#decoder.write(chunk)
    if (this.#state === 'done') {
      callback(null, text || undefined)
      return
    }
    this.#text += text
    this.#advance()
    callback()
  }

  override _flush(callback: TransformCallback) {
    // A document cut short (an aborted render): what came is handed on as it came.
    const text = this.#text + this.#decoder.end()
    this.#text = ''
    callback(null, text || undefined)
  }

  #advance() {
    if (this.#state === 'head') {
      const end = this.#text.indexOf(HEAD_END)
      if (end === -1) return
      const head = this.#text.slice(0, end)
      const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => decodeAttribute(match[1]!))
      if (preloads.length === 0) {
        this.#passRest()
        return
      }
      this.#preloads = preloads
      this.push(withEarlyTapScript(head.replace(MODULE_PRELOAD, '')))
      this.#text = this.#text.slice(end)
      this.#state = 'body'
    }
    if (this.#state === 'body') {
      const start = this.#text.indexOf(MODULE_SCRIPT_START)
      if (start === -1) {
        // Hand on all but what could be the start of the script tag, cut by the chunk's end.
        const keep = Math.min(this.#text.length, MODULE_SCRIPT_START.length - 1)
        const ready = this.#text.length - keep
        if (ready > 0) {
          this.push(this.#text.slice(0, ready))
          this.#text = this.#text.slice(ready)
        }
        return
      }
      if (start > 0) this.push(this.#text.slice(0, start))
      this.#text = this.#text.slice(start)
      this.#state = 'module'
    }
    if (this.#state === 'module') {
      const end = this.#text.indexOf(SCRIPT_END)
      if (end === -1) return
      const source = this.#text.slice(MODULE_SCRIPT_START.length, end)
      this.push(`<script>${loaderScript(inSteps(source), this.#preloads)}</script>`)
      this.#text = this.#text.slice(end + SCRIPT_END.length)
      this.#passRest()
    }
  }

  #passRest() {
    if (this.#text) this.push(this.#text)
    this.#text = ''
    this.#state = 'done'
  }
}

/**
 * A shopper can tap a button before any of the page's scripts has run (a card's 'Add to cart', the
 * hours toggle): the tap did nothing, or posted the no-script form and reloaded the page. This
 * script holds a tap on a button (never a link: a link works as it is) until the page is live:
 * an island whose server markup holds the button takes it over (takeEarlyTap in app/ui/island.tsx)
 * and replays it on its live render; any other button is clicked again once the page has hydrated
 * (endEarlyTaps), now with its handlers. If the scripts have not come 8 s after a tap, the
 * button's own action (the no-script form) runs after all.
 */
export const EARLY_TAP_SCRIPT =
  '(function(w,d){var pass=null;d.addEventListener("click",function(e){if(w.__nmIslandsLive)return;' +
  'var t=e.target&&e.target.closest?e.target.closest("button"):null;' +
  'if(!t||t===pass||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;' +
  'e.preventDefault();e.stopPropagation();w.__nmEarlyTap=t;' +
  'setTimeout(function(){if(w.__nmEarlyTap!==t)return;w.__nmEarlyTap=null;pass=t;t.click();pass=null},8000)},true)})(window,document)'

const HEAD_END = '</head>'

/**
 * The early-tap script first in the head: after the stylesheet it would wait for it (a script
 * waits for the stylesheets before it) and hold up the parsing of the page meanwhile.
 */
function withEarlyTapScript(head: string): string {
  const charset = head.indexOf('<meta charSet="utf-8"/>')
  const at = charset !== -1 ? charset + '<meta charSet="utf-8"/>'.length : head.indexOf('<head>') + '<head>'.length
  return `${head.slice(0, at)}<script>${EARLY_TAP_SCRIPT}</script>${head.slice(at)}`
}
const SCRIPT_END = '</script>'
/** As React writes `<Scripts>`'s module script (`type: "module", async: true`). */
const MODULE_SCRIPT_START = '<script type="module" async="">'
/** As React writes a hoisted `<link rel="modulepreload" href>` with no other attribute. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g

function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => ENTITIES[name]!)
}
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' }

/** `<Scripts>`'s static import of a route module: `import * as route0 from "/assets/root-….js";` */
const ROUTE_IMPORT = /^import \* as (route\d+(?:_\w+)?) from ("[^"\n]+");$/gm

/**
 * The module script with its route modules imported one at a time, a task apart. Static imports
 * run the whole module graph (React, the router, the shell, the page's modules) in one long task;
 * imported in turn, each graph runs in its own, and a tap in between is answered. The script
 * still sets the route modules before it imports the client entry, as before.
 */
export function inSteps(source: string): string {
  return source.replace(ROUTE_IMPORT, 'const $1 = await import($2); await new Promise((next) => setTimeout(next));')
}

/** A string for inline script text: no `</script>` or `<!--` can end or change the element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

const LOADER_START = '(function(m,p){'

/**
 * The classic script that stands in for the module script. A frame callback runs just before the
 * first frame is drawn (the browser draws none while the stylesheet is still loading); the timeout
 * set there runs once that frame is out. A hidden tab draws no frames: there it starts at once.
 */
export function loaderScript(moduleSource: string, preloads: readonly string[]): string {
  return (
    `${LOADER_START}var c=document.currentScript,n=c&&c.nonce,d=0;function go(){if(d)return;d=1;` +
    `p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;if(n)l.nonce=n;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=m;document.body.appendChild(s)}` +
    `if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(go)});else go()})` +
    `(${scriptLiteral(moduleSource)},${scriptLiteral(preloads)})`
  )
}

/**
 * The module source and the preloads a loader script carries (what `loaderScript` was given), or
 * null for any other script: for tools that weigh what a page loads (scripts/page-weight.ts).
 */
export function readLoaderScript(script: string): { moduleSource: string; preloads: string[] } | null {
  if (!script.startsWith(LOADER_START)) return null
  const start = script.lastIndexOf('})(')
  if (start === -1 || !script.endsWith(')')) return null
  try {
    const [moduleSource, preloads] = JSON.parse(`[${script.slice(start + 3, -1)}]`) as [unknown, unknown]
    if (typeof moduleSource !== 'string' || !Array.isArray(preloads) || !preloads.every((href) => typeof href === 'string')) return null
    return { moduleSource, preloads }
  } catch {
    return null
  }
}
