import { describe, expect, it } from 'vitest'
import { emptyMenuQuery } from '~/catalog/search/query'
import type { MenuQuery } from '~/catalog/search/types'
import { facetListingHref, seeAllLabel } from './listing-links'

const PATH = '/dispensaries/illinois/oak-park/1001/recreational-menu/'

function decoded(href: string): { path: string; params: [string, string][] } {
  const url = new URL(href, 'http://localhost')
  return { path: url.pathname, params: [...url.searchParams] }
}

describe('facetListingHref', () => {
  const busy: MenuQuery = {
    ...emptyMenuQuery(1001),
    searchQuery: 'blue dream',
    refinements: { brand: ['Prairie Bloom'], root_types: ['vape'], bucket_price: ['$20-$40'] },
    ranges: { percent_thc: { min: 20, max: 30 } },
    sort: 'price_asc',
    page: 3,
  }

  const cases: [string, MenuQuery, Parameters<typeof facetListingHref>[2], string, URLSearchParams | undefined, [string, string][]][] = [
    [
      'no current filters',
      emptyMenuQuery(1001),
      'root_types',
      'flower',
      undefined,
      [['refinementList[root_types][]', 'flower']],
    ],
    [
      'a special on an unfiltered menu',
      emptyMenuQuery(1001),
      'applicable_special_ids',
      '5003',
      undefined,
      [['refinementList[applicable_special_ids][]', '5003']],
    ],
    [
      'keeps the text, other filters, ranges and sort; replaces the same attribute; drops the page',
      busy,
      'root_types',
      'flower',
      undefined,
      [
        ['searchQuery', 'blue dream'],
        ['refinementList[root_types][]', 'flower'],
        ['refinementList[bucket_price][]', '$20-$40'],
        ['refinementList[brand][]', 'Prairie Bloom'],
        ['refinementList[percent_thc][min]', '20'],
        ['refinementList[percent_thc][max]', '30'],
        ['currentSort', 'price_asc'],
      ],
    ],
    [
      'a brand card on a filtered menu',
      busy,
      'brand',
      'Lakeshore Labs',
      undefined,
      [
        ['searchQuery', 'blue dream'],
        ['refinementList[root_types][]', 'vape'],
        ['refinementList[bucket_price][]', '$20-$40'],
        ['refinementList[brand][]', 'Lakeshore Labs'],
        ['refinementList[percent_thc][min]', '20'],
        ['refinementList[percent_thc][max]', '30'],
        ['currentSort', 'price_asc'],
      ],
    ],
    [
      'keeps parameters the search does not own, first',
      emptyMenuQuery(1001),
      'brand',
      'Lakeshore Labs',
      new URLSearchParams('utm_source=mail&refinementList[brand][]=Old&page=2&flow=signup'),
      [
        ['utm_source', 'mail'],
        ['flow', 'signup'],
        ['refinementList[brand][]', 'Lakeshore Labs'],
      ],
    ],
  ]

  it.each(cases)('%s', (_label, query, attribute, value, current, expected) => {
    const href = facetListingHref(PATH, query, attribute, value, current)
    expect(decoded(href)).toEqual({ path: PATH, params: expected })
  })

  it('encodes values that need it', () => {
    const href = facetListingHref(PATH, emptyMenuQuery(1001), 'brand', 'Bloom & Co #1')
    expect(href).toBe(`${PATH}?refinementList%5Bbrand%5D%5B%5D=Bloom+%26+Co+%231`)
  })
})

describe('seeAllLabel', () => {
  it.each([
    [0, 'See All (0)'],
    [12, 'See All (12)'],
    [1250, 'See All (1250)'],
  ])('%s → %s', (total, label) => {
    expect(seeAllLabel(total)).toBe(label)
  })
})
