/**
 * What a page weighs on a phone: the scripts its HTML makes the browser load (gzip size of each) and
 * the HTML's own bytes on the wire. Shared by the benchmark (scripts/bench.ts), the Lighthouse run
 * (scripts/lighthouse.ts) and the CI budget check (tests/e2e/budgets.spec.ts), so all three count
 * the same way.
 */
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from '../app/site/after-paint-scripts.server'

/**
 * Scripts are weighed as gzip at zlib's level 9, the most a static file server or CDN would do with
 * them ahead of time; the default level 6 comes out ~1 % larger.
 */
export const GZIP_LEVEL = 9

export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: GZIP_LEVEL }).length
}

/**
 * The scripts a page loads: module preloads, script elements and the imports of its inline module
 * scripts. The route manifest inlined in the page names every route's modules too, but those load
 * only when the shopper goes there, so they do not count. The server sends the preloads and the
 * module script renamed, to load after the first paint (app/site/after-paint-scripts.server.ts):
 * they count all the same.
 */
const PRELOAD_LINK = new RegExp(`<link\\b[^>]*\\brel="(?:modulepreload|${DEFERRED_PRELOAD_REL})"[^>]*>`, 'g')
const MODULE_TYPE = new RegExp(`\\btype="(?:module|${DEFERRED_MODULE_TYPE.replace('/', '\\/')})"`)

export function scriptsOfPage(html: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(PRELOAD_LINK)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1]
    if (href) found.add(href)
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? ''
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
    if (src) found.add(src)
    if (!MODULE_TYPE.test(attributes)) continue
    for (const imported of (match[2] ?? '').matchAll(/\bimport\s*(?:[^'"()]*?\bfrom\s*)?\(?\s*["']([^"']+)["']/g)) {
      found.add(imported[1] as string)
    }
  }
  return [...found].filter((url) => url.startsWith('/') && /\.m?js$/.test(url)).sort()
}

export type ScriptWeight = { path: string; bytes: number; gzipBytes: number }

export type PageJavaScript = {
  page: string
  /** Largest (gzip) first. */
  files: ScriptWeight[]
  totalBytes: number
  totalGzipBytes: number
  gzipLevel: number
}

/**
 * Weighs the scripts a page's HTML loads. `body` fetches a same-origin path and returns its bytes
 * decoded (the file as built), whatever the transport did with it.
 */
export async function javaScriptOfPage(page: string, html: string, body: (path: string) => Promise<Uint8Array>): Promise<PageJavaScript> {
  const files: ScriptWeight[] = []
  for (const path of scriptsOfPage(html)) {
    const bytes = await body(path)
    files.push({ path, bytes: bytes.length, gzipBytes: gzipSize(bytes) })
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path))
  return {
    page,
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    gzipLevel: GZIP_LEVEL,
  }
}

export type WireWeight = {
  /** What the client asked for. */
  acceptEncoding: string
  /** What the server chose ('identity' when it sent the body as is). */
  contentEncoding: string
  status: number
  /** The response body's bytes as they crossed the wire (compressed, before any decoding). */
  bytes: number
}

/**
 * The bytes of a response body as sent, for a given Accept-Encoding: node's http client, because
 * fetch decodes the body and would count the HTML after decompression.
 */
export function wireWeight(url: string, options: { acceptEncoding: string; cookie?: string }): Promise<WireWeight> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      accept: 'text/html,application/xhtml+xml',
      'accept-encoding': options.acceptEncoding,
    }
    if (options.cookie) headers.cookie = options.cookie
    const request = http.get(url, { headers }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () =>
        resolve({
          acceptEncoding: options.acceptEncoding,
          contentEncoding: String(response.headers['content-encoding'] ?? 'identity'),
          status: response.statusCode ?? 0,
          bytes,
        }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

/** The menu HTML's figure on the wire: gzip (the budget) and brotli (what Chrome gets when offered). */
export async function htmlOnTheWire(url: string, cookie?: string): Promise<{ gzip: WireWeight; br: WireWeight }> {
  const gzip = await wireWeight(url, { acceptEncoding: 'gzip', cookie })
  const br = await wireWeight(url, { acceptEncoding: 'br', cookie })
  return { gzip, br }
}
