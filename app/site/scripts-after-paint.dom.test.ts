// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { loaderScript } from './scripts-after-paint.server'

const SOURCE = 'import * as route0 from "/assets/root.js";\nwindow.__routes = { root: route0 };\nimport("/assets/entry.client.js");'
const PRELOADS = ['/assets/entry.client.js', '/assets/shared.js']

function runLoader() {
  const script = document.createElement('script')
  document.body.append(script)
  // As the browser would run it: a classic script, with document.currentScript set.
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
  try {
    new Function(loaderScript(SOURCE, PRELOADS))()
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true })
  }
}

const nextFrameAndTask = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))))

describe('the loader that stands in for the module script', () => {
  it('adds the preloads and the module script after the next frame, not before', async () => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
    runLoader()
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
    expect(document.querySelector('script[type="module"]')).toBeNull()
    await nextFrameAndTask()
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))
    expect(links).toEqual(PRELOADS)
    const modules = document.body.querySelectorAll('script[type="module"]')
    expect(modules).toHaveLength(1)
    expect(modules[0]!.textContent).toBe(SOURCE)
  })
})
