import { once } from 'node:events'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { AFTER_PAINT_SCRIPT, AfterPaintScripts, deferScripts, NO_PAINT_MS } from './after-paint-scripts.server'

const HEAD =
  '<head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="n0nce"/></head>'
const BOOT = '<script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");</script>'
const DEFERRED_BOOT =
  BOOT.replace('type="module" async=""', 'type="nm/module" data-nm-boot=""') + '<script nonce="n0nce">__nmBootReady()</script>'

describe('deferScripts', () => {
  it.each([
    ['a module preload', '<link rel="modulepreload" href="/assets/x.js"/>', '<link rel="nm-modulepreload" href="/assets/x.js"/>'],
    ["React Router's module script, then the signal that it is all in", BOOT, DEFERRED_BOOT],
    [
      'a module script without a nonce',
      '<script type="module" async="">import("/a.js");</script>',
      '<script type="nm/module" data-nm-boot="">import("/a.js");</script><script>__nmBootReady()</script>',
    ],
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
  const page = `<!DOCTYPE html><html>${HEAD}<body><p>Café — 3.5 g</p>${BOOT}</body></html><script nonce="n0nce">$RC("B:0")</script>`
  const expected = page.replaceAll('rel="modulepreload"', 'rel="nm-modulepreload"').replace(BOOT, DEFERRED_BOOT)

  it('renames every preload and the module script of a whole page, and signals its end once', async () => {
    expect(await run([page])).toBe(expected)
  })

  it('gives the same bytes however the page is cut: inside tags, inside the script, inside a character', async () => {
    const bytes = Buffer.from(page, 'utf8')
    for (let cut = 1; cut < bytes.length; cut += 3) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected)
    }
    const thirds = Math.floor(bytes.length / 3)
    expect(await run([bytes.subarray(0, thirds), bytes.subarray(thirds, 2 * thirds), bytes.subarray(2 * thirds)])).toBe(expected)
  })

  it('hands on what is whole at once (a deferred part is not held back)', async () => {
    const stream = new AfterPaintScripts()
    const first = once(stream, 'data')
    stream.write('<main><p>Shell</p>')
    expect(String((await first)[0])).toBe('<main><p>Shell</p>')
    stream.end()
  })
})

type FakeElement = { type?: string; nonce?: string; textContent?: string }

/**
 * A document with just enough DOM for the script; frames, timers and the signal run on demand. The
 * script imports each preloaded module before it runs the module script: here each import is
 * refused (the test's context cannot load modules; the script goes on as it does when a module
 * fails), and `settle()` runs the timers and promise jobs until it is done.
 */
function fakeDocument(visibility: 'visible' | 'hidden', { paintTiming = true }: { paintTiming?: boolean } = {}) {
  const links = [
    { rel: 'nm-modulepreload', href: 'http://localhost/assets/entry.client-a.js' },
    { rel: 'nm-modulepreload', href: 'http://localhost/assets/shared-b.js' },
    { rel: 'nm-modulepreload', href: 'http://localhost/assets/root-c.js' },
  ]
  const attributes = new Set(['data-nm-boot'])
  const boot = { nonce: 'n0nce', textContent: 'import("/assets/entry.client-a.js")', removeAttribute: (name: string) => attributes.delete(name) }
  const appended: FakeElement[] = []
  const frames: (() => void)[] = []
  const timers: (() => void)[] = []
  const later: { callback: () => void; ms: number }[] = []
  const paintObservers: ((list: { getEntriesByName: (name: string) => object[] }, observer: { disconnect: () => void }) => void)[] = []
  /** Paint Timing as Chromium has it: an observer told of each paint entry once it is on the screen. */
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['largest-contentful-paint', 'paint'] : ['resource']
    private connected = true
    constructor(private readonly callback: (typeof paintObservers)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      paintObservers.push((list) => {
        if (this.connected) this.callback(list, this)
      })
    }
    disconnect() {
      this.connected = false
    }
  }
  const document = {
    visibilityState: visibility,
    baseURI: 'http://localhost/menu/',
    querySelector: (selector: string) => (selector === 'script[data-nm-boot]' && attributes.has('data-nm-boot') ? boot : null),
    querySelectorAll: (selector: string) => (selector === 'link[rel=nm-modulepreload]' ? links.filter((l) => l.rel === 'nm-modulepreload') : []),
    createElement: () => {
      const element: FakeElement = {}
      Object.defineProperty(element, 'setAttribute', { value: (name: 'nonce', value: string) => (element[name] = value) })
      return element
    },
    body: { appendChild: (element: FakeElement) => appended.push(element) },
  }
  const window: { __nmBootReady?: () => void } = {}
  Object.assign(window, { PerformanceObserver })
  runInNewContext(AFTER_PAINT_SCRIPT, {
    window,
    document,
    URL,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => (ms === 0 ? timers.push(callback) : later.push({ callback, ms })),
  })
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback())
  const report = (name: string) => paintObservers.forEach((notify) => notify({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect() {} }))
  return {
    links,
    appended,
    /** A frame that draws nothing contentful: its callbacks and the task after them run, no paint entry. */
    blankFrame: () => {
      drain(frames)
      drain(timers)
    },
    /** The first contentful paint, on the screen (with Paint Timing) or as a frame (without it). */
    paint: () => {
      drain(frames)
      report('first-paint')
      report('first-contentful-paint')
      drain(timers)
    },
    /** The next task a timer queued. */
    task: () => timers.shift()?.(),
    /** The timers that wait longer than a task, as if that time had gone by. */
    elapse: (ms: number) => later.filter((timer) => timer.ms <= ms).forEach(({ callback }) => timers.push(callback)),
    moduleScriptRead: () => window.__nmBootReady?.(),
    /** Promise jobs and timers, until nothing is left to run. */
    settle: async () => {
      for (let round = 0; round < 50; round++) {
        await new Promise((resolve) => setImmediate(resolve))
        drain(timers)
      }
    },
  }
}

describe('AFTER_PAINT_SCRIPT (in the browser)', () => {
  const copy = { type: 'module', nonce: 'n0nce', textContent: 'import("/assets/entry.client-a.js")' }

  it('loads nothing before the first frame, then restores the preloads and runs the module script once', async () => {
    const page = fakeDocument('visible')
    page.moduleScriptRead()
    await page.settle()
    expect(page.links.map((l) => l.rel)).toEqual(['nm-modulepreload', 'nm-modulepreload', 'nm-modulepreload'])
    expect(page.appended).toEqual([])
    page.paint()
    // One preload restored a task: each starts a request.
    expect(page.links.map((l) => l.rel)).toEqual(['modulepreload', 'nm-modulepreload', 'nm-modulepreload'])
    page.task()
    expect(page.links.map((l) => l.rel)).toEqual(['modulepreload', 'modulepreload', 'nm-modulepreload'])
    page.task()
    expect(page.links.map((l) => l.rel)).toEqual(['modulepreload', 'modulepreload', 'modulepreload'])
    // The module script runs after the preloaded modules' imports have settled, one task each.
    await page.settle()
    expect(page.appended).toEqual([copy])
    page.paint()
    page.moduleScriptRead()
    await page.settle()
    expect(page.appended).toHaveLength(1)
  })

  it('painted before the module script is all in (a streamed page): waits for it, never copies half a script', async () => {
    const page = fakeDocument('visible')
    page.paint()
    await page.settle()
    expect(page.appended).toEqual([])
    expect(page.links.every((l) => l.rel === 'nm-modulepreload')).toBe(true)
    page.moduleScriptRead()
    await page.settle()
    expect(page.appended).toEqual([copy])
  })

  it('waits for the first contentful paint to be on the screen, not for the first frame', async () => {
    const page = fakeDocument('visible')
    page.moduleScriptRead()
    page.blankFrame()
    await page.settle()
    expect(page.links.every((l) => l.rel === 'nm-modulepreload')).toBe(true)
    expect(page.appended).toEqual([])
    page.paint()
    await page.settle()
    expect(page.appended).toEqual([copy])
  })

  it(`loads anyway when no contentful paint is reported within ${NO_PAINT_MS} ms (a tab hidden while it loads)`, async () => {
    const page = fakeDocument('visible')
    page.moduleScriptRead()
    page.elapse(NO_PAINT_MS - 1)
    await page.settle()
    expect(page.appended).toEqual([])
    page.elapse(NO_PAINT_MS)
    await page.settle()
    expect(page.appended).toEqual([copy])
    page.paint()
    await page.settle()
    expect(page.appended).toHaveLength(1)
  })

  it('without Paint Timing, waits for the first frame', async () => {
    const page = fakeDocument('visible', { paintTiming: false })
    page.moduleScriptRead()
    await page.settle()
    expect(page.appended).toEqual([])
    page.blankFrame()
    await page.settle()
    expect(page.appended).toEqual([copy])
  })

  it('in a background tab (no frames) loads as soon as the module script is in', async () => {
    const page = fakeDocument('hidden')
    expect(page.appended).toEqual([])
    page.moduleScriptRead()
    await page.settle()
    expect(page.appended).toEqual([copy])
  })
})
