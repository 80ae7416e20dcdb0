import { describe, expect, it } from 'vitest'
import { deferScripts } from '../app/site/after-paint-scripts.server'
import { scriptsOfPage } from './page-weight'

const PAGE =
  '<head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/><link rel="modulepreload" href="/assets/root-b.js"/>' +
  '<link rel="preload" as="image" href="/images/x.svg"/></head><body><script nonce="n">window.x=1</script>' +
  '<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root-b.js";\nimport * as route1 from "/assets/menu-c.js";\n' +
  'window.__reactRouterManifest = {"routes":{"other":{"module":"/assets/other-d.js"}}};\nimport("/assets/entry.client-a.js");</script></body>'
const SCRIPTS = ['/assets/entry.client-a.js', '/assets/menu-c.js', '/assets/root-b.js']

describe('scriptsOfPage', () => {
  it.each([
    ['as React Router writes the page', PAGE],
    ['as the server sends it, scripts renamed to load after the first paint', deferScripts(PAGE)],
  ])('counts the preloads and the module script’s imports, not the manifest’s other routes: %s', (_name, html) => {
    expect(scriptsOfPage(html)).toEqual(SCRIPTS)
  })
})
