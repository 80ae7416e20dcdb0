import { describe, expect, it } from 'vitest'
import { loaderScript } from '../app/site/scripts-after-paint.server'
import { scriptsOfPage } from './page-weight'

const MODULE_SOURCE = [
  'import * as route0 from "/assets/root-A1.js";',
  'window.__reactRouterManifest = {"routes":{"checkout":{"module":"/assets/checkout-Z9.js"}}};',
  'import("/assets/entry.client-C3.js");',
].join('\n')

describe('scriptsOfPage', () => {
  it('counts module preloads and the imports of an inline module script, not the manifest\'s other routes', () => {
    const html = `<head><link rel="modulepreload" href="/assets/shared-E5.js"/></head><body><script type="module" async="">${MODULE_SOURCE}</script></body>`
    expect(scriptsOfPage(html)).toEqual(['/assets/entry.client-C3.js', '/assets/root-A1.js', '/assets/shared-E5.js'])
  })

  it('counts the same when the page starts its scripts after the first paint', () => {
    const html = `<head></head><body><script>${loaderScript(MODULE_SOURCE, ['/assets/shared-E5.js'])}</script></body>`
    expect(scriptsOfPage(html)).toEqual(['/assets/entry.client-C3.js', '/assets/root-A1.js', '/assets/shared-E5.js'])
  })
})
