import { describe, expect, it } from 'vitest'
import { hrefForRegion, isAbsoluteHref, isOhioPath, ohioOriginFor } from './links'

const OH = 'http://oh.localhost:3000'
const MAIN = 'http://localhost:3000'

describe('hrefForRegion', () => {
  it.each([
    // [href, region, ohioOrigin, mainOrigin, expected]
    ['/dispensaries/ohio', 'main', OH, undefined, `${OH}/dispensaries/ohio`],
    ['/dispensaries/ohio/', 'main', OH, undefined, `${OH}/dispensaries/ohio/`],
    ['/dispensaries/ohio/columbus/12/rec-menu?sort=price_asc#grid', 'main', OH, undefined, `${OH}/dispensaries/ohio/columbus/12/rec-menu?sort=price_asc#grid`],
    ['/dispensaries/ohio/deals', 'main', OH, undefined, `${OH}/dispensaries/ohio/deals`],
    ['/dispensaries/Ohio/columbus', 'main', OH, undefined, `${OH}/dispensaries/Ohio/columbus`],
    ['/cannabis-laws-by-state/ohio', 'main', `${OH}/`, undefined, `${OH}/cannabis-laws-by-state/ohio`],
    ['/dispensaries/ohio', 'main', undefined, undefined, '/dispensaries/ohio'],
    ['/dispensaries/ohioan-town', 'main', OH, undefined, '/dispensaries/ohioan-town'],
    ['/dispensaries/illinois/chicago', 'main', OH, MAIN, '/dispensaries/illinois/chicago'],
    ['/dispensaries', 'main', OH, undefined, '/dispensaries'],
    ['/blog/ohio/some-article', 'main', OH, undefined, '/blog/ohio/some-article'],
    ['/', 'main', OH, undefined, '/'],
    ['https://example.com/dispensaries/ohio', 'main', OH, undefined, 'https://example.com/dispensaries/ohio'],
    ['//cdn.example.com/dispensaries/ohio', 'main', OH, undefined, '//cdn.example.com/dispensaries/ohio'],
    ['mailto:care@northmeadow.example', 'main', OH, undefined, 'mailto:care@northmeadow.example'],
    ['tel:+18005550142', 'ohio', OH, MAIN, 'tel:+18005550142'],
    ['#ohio', 'main', OH, undefined, '#ohio'],
    ['dispensaries/ohio', 'main', OH, undefined, 'dispensaries/ohio'],
    ['/dispensaries/illinois/chicago', 'ohio', OH, MAIN, `${MAIN}/dispensaries/illinois/chicago`],
    ['/dispensaries/illinois', 'ohio', OH, `${MAIN}/`, `${MAIN}/dispensaries/illinois`],
    ['/dispensaries/illinois/chicago', 'ohio', OH, undefined, '/dispensaries/illinois/chicago'],
    ['/dispensaries/ohio/columbus', 'ohio', OH, MAIN, '/dispensaries/ohio/columbus'],
    ['/dispensaries', 'ohio', OH, MAIN, '/dispensaries'],
    ['/cannabis-laws-by-state/illinois', 'ohio', OH, MAIN, '/cannabis-laws-by-state/illinois'],
    ['/dispensaries/%E0%A4%A', 'main', OH, undefined, '/dispensaries/%E0%A4%A'],
  ] as const)('%s on %s', (href, region, ohioOrigin, mainOrigin, expected) => {
    expect(hrefForRegion(href, region, ohioOrigin, mainOrigin)).toBe(expected)
  })
})

describe('isOhioPath', () => {
  it.each([
    ['/dispensaries/ohio', true],
    ['/dispensaries/ohio?x=1', true],
    ['/cannabis-laws-by-state/ohio#faq', true],
    ['/dispensaries/illinois', false],
    ['/ohio', false],
    ['https://oh.localhost/dispensaries/ohio', false],
  ])('%s → %s', (href, expected) => {
    expect(isOhioPath(href)).toBe(expected)
  })
})

describe('isAbsoluteHref', () => {
  it.each([
    ['http://oh.localhost:3000/dispensaries/ohio', true],
    ['//cdn.example.com/x', true],
    ['tel:+18005550142', true],
    ['/dispensaries', false],
    ['#top', false],
  ])('%s → %s', (href, expected) => {
    expect(isAbsoluteHref(href)).toBe(expected)
  })
})

describe('ohioOriginFor', () => {
  it('keeps the request scheme and port, takes the first Ohio host', () => {
    expect(ohioOriginFor('http://localhost:3164/dispensaries', ['oh.localhost', 'oh.example.com'])).toBe('http://oh.localhost:3164')
    expect(ohioOriginFor('https://www.example.com/', ['oh.example.com'])).toBe('https://oh.example.com')
    expect(ohioOriginFor('https://www.example.com/', [])).toBeUndefined()
  })
})
