import { describe, expect, it } from 'vitest'
import { isBrowsing, readPageQuery } from './page-query'

const read = (search: string) => readPageQuery(new URLSearchParams(search), 7)

describe('readPageQuery', () => {
  it('reads a good query as it is', () => {
    const { query, dropped } = read('refinementList[brand][]=Bloom&currentSort=price_asc&page=2')
    expect(query).toMatchObject({ storeId: 7, refinements: { brand: ['Bloom'] }, sort: 'price_asc', page: 2 })
    expect(dropped).toEqual([])
  })

  it.each([
    ['an unknown sort', 'currentSort=cheapest&refinementList[brand][]=Bloom', 'currentSort'],
    ['a non-numeric page', 'page=two&refinementList[brand][]=Bloom', 'page'],
    ['an unknown attribute', 'refinementList[colour][]=red&refinementList[brand][]=Bloom', 'refinementList[colour][]'],
    ['bad bracket syntax', 'refinementList[brand]=x&refinementList[brand][]=Bloom', 'refinementList[brand]'],
  ])('drops %s and keeps the rest', (_label, search, parameter) => {
    const { query, dropped } = read(search)
    expect(dropped.map((e) => e.parameter)).toEqual([parameter])
    expect(query.refinements).toEqual({ brand: ['Bloom'] })
  })

  it('drops several bad parameters one after another', () => {
    const { query, dropped } = read('page=-1&currentSort=x&searchQuery=blue')
    expect(dropped.map((e) => e.parameter).sort()).toEqual(['currentSort', 'page'])
    expect(query.searchQuery).toBe('blue')
  })
})

describe('isBrowsing', () => {
  it.each([
    ['the bare menu', '', true],
    ['a later page of the bare menu', 'page=3', true],
    ['a filter', 'refinementList[brand][]=Bloom', false],
    ['a potency range', 'refinementList[percent_thc][min]=10&refinementList[percent_thc][max]=20', false],
    ['a search', 'searchQuery=gelato', false],
    ['another sort', 'currentSort=price_asc', false],
    ['parameters the menu does not own', 'utm_source=mail', true],
  ])('%s: %s', (_label, search, browsing) => {
    expect(isBrowsing(read(search).query)).toBe(browsing)
  })
})
