import { once } from 'node:events'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { AFTER_PAINT_SCRIPT, AfterPaintScripts, deferScripts } from './after-paint-scripts.server'

const HEAD =
  '<head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="n0nce"/></head>'
const BOOT = '<script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");</script>'
const DEFERRED_BOOT = BOOT.replace('type="module" async=""', 'type="nm/module" data-nm-boot=""')

describe('deferScripts', () => {
  it.each([
    ['a module preload', '<link rel="modulepreload" href="/assets/x.js"/>', '<link rel="nm-modulepreload" href="/assets/x.js"/>'],
    ["React Router's module script", BOOT, DEFERRED_BOOT],
    ['a stylesheet', '<link rel="stylesheet" href="/a.css"/>', '<link rel="stylesheet" href="/a.css"/>'],
    ['an image preload', '<link rel="preload" as="image" href="/i.svg" fetchPriority="high"/>', '<link rel="preload" as="image" href="/i.svg" fetchPriority="high"/>'],
    ['a classic inline script', '<script nonce="n">window.x=1</script>', '<script nonce="n">window.x=1</script>'],
    ['the words in text', '<p> type="module" async=""></p>', '<p> type="module" async=""></p>'],
  ])('%s', (_name, html, expected) => {
    expect(deferScripts(html)).toBe(expected)
  })
})

async function run(pieces: (string | Buffer)[]): Promise<string> {
  const stream = new AfterPaintScripts()
  const out: Buffer[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk))
  for (const piece of pieces) stream.write(piece)
  stream.end()
  await once(stream, 'end')
  return Buffer.concat(out).toString('utf8')
}

describe('AfterPaintScripts (the stream)', () => {
  const page = `<!DOCTYPE html><html>${HEAD}<body><p>Café — 3.5 g</p>${BOOT}</body></html>`
  const expected = page.replaceAll('rel="modulepreload"', 'rel="nm-modulepreload"').replace(BOOT, DEFERRED_BOOT)

  it('renames every preload and the module script of a whole page', async () => {
    expect(await run([page])).toBe(expected)
  })

  it('gives the same bytes however the page is cut, inside tags and inside a character', async () => {
    const bytes = Buffer.from(page, 'utf8')
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected)
    }
  })

  it('hands on what is whole at once (a deferred part is not held back)', async () => {
    const stream = new AfterPaintScripts()
    const first = once(stream, 'data')
    stream.write('<main><p>Shell</p>')
    expect(String((await first)[0])).toBe('<main><p>Shell</p>')
    stream.end()
  })
})

/** A document with just enough DOM for the script, and a frame that runs on demand. */
function fakeDocument(visibility: 'visible' | 'hidden', readyState: 'loading' | 'interactive') {
  const links = [{ rel: 'nm-modulepreload' }, { rel: 'nm-modulepreload' }]
  const attributes = new Set(['data-nm-boot'])
  const boot = { nonce: 'n0nce', textContent: 'import("/assets/entry.client-a.js")', removeAttribute: (name: string) => attributes.delete(name) }
  const appended: { type?: string; nonce?: string; textContent?: string }[] = []
  const frames: (() => void)[] = []
  const timers: (() => void)[] = []
  const listeners: (() => void)[] = []
  const parsed = { boot: readyState !== 'loading' }
  const document = {
    visibilityState: visibility,
    readyState,
    querySelector: (selector: string) => (selector === 'script[data-nm-boot]' && parsed.boot && attributes.has('data-nm-boot') ? boot : null),
    querySelectorAll: (selector: string) => (selector === 'link[rel=nm-modulepreload]' ? links.filter((l) => l.rel === 'nm-modulepreload') : []),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    createElement: () => {
      const element: { type?: string; nonce?: string; textContent?: string; setAttribute?: (name: string, value: string) => void } = {}
      Object.defineProperty(element, 'setAttribute', { value: (name: 'nonce', value: string) => (element[name] = value) })
      return element
    },
    body: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
  }
  runInNewContext(AFTER_PAINT_SCRIPT, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  })
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback())
  return {
    links,
    appended,
    paint: () => {
      drain(frames)
      drain(timers)
    },
    finishParsing: () => {
      parsed.boot = true
      document.readyState = 'interactive'
      drain(listeners)
    },
  }
}

describe('AFTER_PAINT_SCRIPT (in the browser)', () => {
  it('loads nothing before the first frame, then restores the preloads and runs the module script once', () => {
    const page = fakeDocument('visible', 'interactive')
    expect(page.links.map((l) => l.rel)).toEqual(['nm-modulepreload', 'nm-modulepreload'])
    expect(page.appended).toEqual([])
    page.paint()
    expect(page.links.map((l) => l.rel)).toEqual(['modulepreload', 'modulepreload'])
    expect(page.appended).toEqual([{ type: 'module', nonce: 'n0nce', textContent: 'import("/assets/entry.client-a.js")' }])
    page.paint()
    expect(page.appended).toHaveLength(1)
  })

  it('waits for the parser when the module script has not been read yet at the first frame', () => {
    const page = fakeDocument('visible', 'loading')
    page.paint()
    expect(page.appended).toEqual([])
    page.finishParsing()
    expect(page.appended).toHaveLength(1)
    expect(page.links.every((l) => l.rel === 'modulepreload')).toBe(true)
  })

  it('in a background tab (no frames) loads at once', () => {
    const page = fakeDocument('hidden', 'interactive')
    expect(page.appended).toHaveLength(1)
  })
})
