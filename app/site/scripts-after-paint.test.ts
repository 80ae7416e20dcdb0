import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { EARLY_TAP_SCRIPT, inSteps, loaderScript, readLoaderScript, ScriptsAfterPaint } from './scripts-after-paint.server'

/** A page as React writes it with React Router's <Scripts> (the parts this pass-through reads). */
const MODULE_SOURCE = [
  ';',
  'import * as route0 from "/assets/root-A1.js";',
  'import * as route1 from "/assets/dispensaries.menu-B2.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C3.js"},"note":"<!-- ünïcödé <b>"};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/dispensaries.menu":route1};',
  '',
  'import("/assets/entry.client-C3.js");',
].join('\n')

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app-D4.css" data-precedence="default"/>' +
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-C3.js"/>' +
  '<link rel="modulepreload" href="/assets/shared-E5.js"/>' +
  '<link rel="modulepreload" href="/assets/root-A1.js?v=1&amp;x=2"/>' +
  '<title>Menu</title></head>'
const BODY_START = '<body><main><h1>Crème brûlée gummies — Champaign</h1><p>Menu</p></main>'
const CONTEXT_SCRIPT = '<script>window.__reactRouterContext = {"stream":true};</script>'
const MODULE_SCRIPT = `<script type="module" async="">${MODULE_SOURCE}</script>`
const REST = '<script>window.__reactRouterContext.streamController.enqueue("[1]");</script></body></html>'
const PAGE = HEAD + BODY_START + CONTEXT_SCRIPT + MODULE_SCRIPT + REST

async function pass(parts: readonly (string | Buffer)[]): Promise<string> {
  const stream = new ScriptsAfterPaint()
  const chunks: Buffer[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  for (const part of parts) stream.write(part)
  stream.end()
  await once(stream, 'end')
  return Buffer.concat(chunks).toString('utf8')
}

/** The page cut into pieces of `size` bytes: tags, entities and characters split anywhere. */
function pieces(page: string, size: number): Buffer[] {
  const bytes = Buffer.from(page, 'utf8')
  const out: Buffer[] = []
  for (let start = 0; start < bytes.length; start += size) out.push(bytes.subarray(start, start + size))
  return out
}

const PRELOADS = ['/assets/entry.client-C3.js', '/assets/shared-E5.js', '/assets/root-A1.js?v=1&x=2']

describe('ScriptsAfterPaint', () => {
  it('takes the module preloads out of the head and puts the module script in a loader; every other byte is kept', async () => {
    const html = await pass([PAGE])
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('<script type="module"')
    const expectedHead = HEAD.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, '').replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/><script>${EARLY_TAP_SCRIPT}</script>`)
    expect(html.startsWith(expectedHead + BODY_START + CONTEXT_SCRIPT + '<script>')).toBe(true)
    expect(html.endsWith('</script>' + REST)).toBe(true)
    expect(html).toContain(loaderScript(inSteps(MODULE_SOURCE), PRELOADS))
  })

  it.each([1, 2, 3, 7, 31, 64, 500])('gives the same page whatever the chunks (%i bytes each)', async (size) => {
    expect(await pass(pieces(PAGE, size))).toBe(await pass([PAGE]))
  })

  it('passes a page without module preloads through untouched (no JavaScript to move)', async () => {
    const page = HEAD.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, '') + BODY_START + CONTEXT_SCRIPT + REST
    expect(await pass(pieces(page, 9))).toBe(page)
  })

  it('hands on a document cut short as it came', async () => {
    const cut = HEAD + BODY_START + '<script type="module" async="">import * as route0'
    const html = await pass(pieces(cut, 5))
    expect(html).toBe(
      HEAD.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, '').replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/><script>${EARLY_TAP_SCRIPT}</script>`) +
        BODY_START +
        '<script type="module" async="">import * as route0',
    )
  })
})

describe('inSteps', () => {
  it('imports the route modules one at a time, a task apart, keeping their names', () => {
    const source = inSteps(MODULE_SOURCE)
    expect(source).not.toMatch(/^import \* as/m)
    expect(source).toContain('const route0 = await import("/assets/root-A1.js"); await new Promise((next) => setTimeout(next));')
    expect(source).toContain('const route1 = await import("/assets/dispensaries.menu-B2.js");')
    // The route modules are set before the client entry is imported.
    expect(source.indexOf('__reactRouterRouteModules')).toBeLessThan(source.indexOf('import("/assets/entry.client-C3.js")'))
  })

  it('leaves a script in another shape as it is', () => {
    const other = 'import { a } from "/x.js";\nimport("/y.js");'
    expect(inSteps(other)).toBe(other)
  })
})

describe('loaderScript', () => {
  it('is one classic script that nothing in the module text can close or comment out', () => {
    const script = loaderScript(MODULE_SOURCE, PRELOADS)
    expect(script).not.toMatch(/<\/script|<!--/i)
    // Valid JavaScript as a classic script (module syntax only inside the string it carries).
    expect(() => new Function(script)).not.toThrow()
  })
})

describe('readLoaderScript', () => {
  it('reads back what the loader carries', () => {
    expect(readLoaderScript(loaderScript(MODULE_SOURCE, PRELOADS))).toEqual({ moduleSource: MODULE_SOURCE, preloads: PRELOADS })
  })

  it.each(['window.__reactRouterContext = {};', '(function(m,p){})("x", 1)', '(function(m,p){})(not json)'])('is null for another script: %s', (script) => {
    expect(readLoaderScript(script)).toBeNull()
  })
})
