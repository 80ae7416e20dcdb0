import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { ageGateSchema, footerSchema } from '~/content/shell-schema'
import { describeLicences } from '~/dispensaries/licences'
import routes from '~/routes'
import { copyrightLine, showsComplianceWarning, visibleFooterLinks } from './footer'

describe('showsComplianceWarning', () => {
  it.each([
    ['/', true],
    ['/dispensaries/illinois/joliet', true],
    ['/dispensaries/illinois/joliet/', true],
    ['/dispensaries/illinois/joliet/1201/recreational-menu/', false],
    ['/dispensaries/illinois/joliet/1201/recreational-menu/product/1/blue-dream', false],
    ['/dispensaries/illinois', false],
    ['/dispensaries/illinois/deals', false],
    ['/dispensaries', false],
    ['/terms', false],
    ['/privacy-policy', false],
    ['/no-such-page', false],
  ])('%s → %s', (pathname, shows) => {
    expect(showsComplianceWarning(pathname)).toBe(shows)
  })
})

describe('visibleFooterLinks', () => {
  const links = [
    { navigationLabel: 'Dispensaries', navigationUrl: '/dispensaries', hideInOhio: false },
    { navigationLabel: 'Cannabis Insider', navigationUrl: '/blog', hideInOhio: true },
  ]
  it('lists every link on the main host', () => {
    expect(visibleFooterLinks(links, 'main').map((l) => l.navigationLabel)).toEqual(['Dispensaries', 'Cannabis Insider'])
  })
  it('hides links marked hideInOhio on the Ohio host', () => {
    expect(visibleFooterLinks(links, 'ohio').map((l) => l.navigationLabel)).toEqual(['Dispensaries'])
  })
})

describe('footer licences (the dispensaries domain labels them)', () => {
  it.each([
    ['OH', ['Non-Med', 'Med']],
    ['IL', ['ADULT USE', 'MED', 'LOUNGE']],
  ])('%s', (code, labels) => {
    const numbers = { adultUse: 'A-1', medical: 'M-1', lounge: code === 'OH' ? null : 'L-1' }
    expect(describeLicences(code, numbers).map((l) => l.label)).toEqual(labels)
  })
})

describe('copyrightLine', () => {
  it('puts the year in', () => {
    expect(copyrightLine('© {year} Northmeadow Cannabis Co.', 2026)).toBe('© 2026 Northmeadow Cannabis Co.')
  })
})

/** Every site path the shell's content links to must be a page this project serves (no dead links). */
describe('shell content links', () => {
  const content = path.resolve(import.meta.dirname, '../../content')
  const footer = footerSchema.parse(parseYaml(readFileSync(path.join(content, 'footer.yaml'), 'utf8')))
  const ageGate = ageGateSchema.parse(parseYaml(readFileSync(path.join(content, 'age-gate.yaml'), 'utf8')))
  // Registered paths as patterns ('dispensaries/:stateSlug' matches '/dispensaries/ohio'); the splat (404) is left out.
  const patterns = routes.flatMap((route) => {
    if (route.index) return [/^\/$/]
    if (!route.path || route.path.includes('*')) return []
    const source = route.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? '(?:[^/]+)?' : '[^/]+') : segment))
      .join('/')
    return [new RegExp(`^/${source}/?$`)]
  })
  const sitePaths = [
    ...footer.homeNavigationMenu.map((l) => l.navigationUrl),
    ...footer.tocNavigationMenu.map((l) => l.navigationUrl),
    ...footer.customerCenterData.ccOptionsCollection.map((o) => o.url),
    ...ageGate.termsLinks.map((l) => l.url),
  ].filter((url) => url.startsWith('/'))

  it.each(sitePaths)('%s is a registered page', (url) => {
    expect(patterns.some((pattern) => pattern.test(url))).toBe(true)
  })

  it('files every image under public/', () => {
    const images = [footer.logo, footer.customerCenterData.ccLogo, ageGate.denied.image, ...Object.values(ageGate.logos)]
    for (const image of images) {
      expect(() => readFileSync(path.resolve(import.meta.dirname, '../../public', `.${image.src}`))).not.toThrow()
    }
  })
})
