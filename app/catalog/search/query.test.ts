import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  clearRefinements,
  emptyMenuQuery,
  matchesRatingOption,
  normalizeValues,
  parseMenuQuery,
  priceBucketFor,
  serializeMenuQuery,
  toggleRefinementValue,
  withRange,
  withRefinement,
  withSearchQuery,
  withSort,
} from './query'
import { LIST_ATTRIBUTES, PRICE_BUCKETS, RANGE_ATTRIBUTES, SORT_OPTIONS, type MenuQuery } from './types'

const STORE = 42

function parse(query: string) {
  return parseMenuQuery(new URLSearchParams(query), STORE)
}

function parsed(query: string): MenuQuery {
  const result = parse(query)
  if (!result.ok) throw new Error(`expected ${query} to parse: ${result.error.parameter}: ${result.error.message}`)
  return result.query
}

function errorParameter(query: string): string {
  const result = parse(query)
  if (result.ok) throw new Error(`expected ${query} to fail`)
  return result.error.parameter
}

describe('parseMenuQuery: defaults', () => {
  it('an empty query string is the empty query of the store', () => {
    expect(parse('')).toEqual({ ok: true, query: emptyMenuQuery(STORE), warnings: [] })
    expect(emptyMenuQuery(STORE)).toEqual({
      storeId: STORE,
      searchQuery: '',
      refinements: {},
      ranges: {},
      sort: 'featured',
      page: 0,
    })
  })

  it('ignores parameters it does not own', () => {
    expect(parsed('utm_source=mail&storeId=9&stateId=3&foo[bar]=1&refinementListing=x')).toEqual(
      emptyMenuQuery(STORE),
    )
  })
})

describe('parseMenuQuery: searchQuery', () => {
  it.each([
    ['searchQuery=blue+dream', 'blue dream'],
    ['searchQuery=%20%20blue%20%20%20dream%20', 'blue dream'],
    ['searchQuery=', ''],
    ['searchQuery=OG%20Kush', 'OG Kush'],
    ['searchQuery=%27%3B+drop+table+x%3B--', "'; drop table x;--"],
    ['searchQuery=a%00b', 'a b'],
    [`searchQuery=${'x'.repeat(100)}`, 'x'.repeat(100)],
  ])('%s → %j', (input, expected) => {
    expect(parsed(input).searchQuery).toBe(expected)
  })

  it('over 100 characters is an error naming searchQuery', () => {
    expect(errorParameter(`searchQuery=${'x'.repeat(101)}`)).toBe('searchQuery')
  })
})

describe('parseMenuQuery: page', () => {
  it.each([
    ['page=0', 0],
    ['page=3', 3],
    ['page=1000', 1000],
    ['page=007', 7],
    ['page=', 0],
    ['', 0],
  ])('%s → %d', (input, expected) => {
    expect(parsed(input).page).toBe(expected)
  })

  it.each(['page=-1', 'page=1001', 'page=abc', 'page=1.5', 'page=1e3', 'page=0x10', 'page=99999999999999999999'])(
    '%s is an error naming page',
    (input) => {
      expect(errorParameter(input)).toBe('page')
    },
  )
})

describe('parseMenuQuery: currentSort', () => {
  it.each(SORT_OPTIONS.map((option) => [option.value]))('currentSort=%s is accepted', (value) => {
    expect(parsed(`currentSort=${value}`).sort).toBe(value)
  })

  it('absent or empty is featured', () => {
    expect(parsed('').sort).toBe('featured')
    expect(parsed('currentSort=').sort).toBe('featured')
  })

  it.each(['currentSort=cheapest', 'currentSort=FEATURED', 'currentSort=price'])('%s is an error', (input) => {
    expect(errorParameter(input)).toBe('currentSort')
  })
})

describe('parseMenuQuery: list refinements', () => {
  it('reads repeated values of every list attribute', () => {
    const query = parsed(
      'refinementList[brand][]=Cresco&refinementList[brand][]=Aeriz&refinementList[kind][]=flower&refinementList[root_types][]=flower%3Apre-roll',
    )
    expect(query.refinements).toEqual({ brand: ['Aeriz', 'Cresco'], kind: ['flower'], root_types: ['flower:pre-roll'] })
  })

  it('reads percent-encoded brackets the same', () => {
    expect(parsed('refinementList%5Bbrand%5D%5B%5D=Cresco').refinements).toEqual({ brand: ['Cresco'] })
  })

  it.each(LIST_ATTRIBUTES.map((attribute) => [attribute]))('%s is a list attribute', (attribute) => {
    const value = attribute === 'bucket_price' ? '$20-$40' : attribute === 'aggregate_rating' ? '3' : attribute === 'available_weights' ? 'gram' : 'x'
    expect(parsed(`refinementList[${attribute}][]=${encodeURIComponent(value)}`).refinements).toEqual({
      [attribute]: [value],
    })
  })

  it.each([
    [['b', 'a', 'b', 'a'], ['a', 'b']],
    [[' a ', 'a'], ['a']],
    [['', '  '], []],
    [['all'], []],
    [['a', 'all'], []],
    [['all', 'a'], ['a']],
    [['a', 'all', 'b', 'c'], ['b', 'c']],
    [['All'], ['All']],
  ])('values %j normalise to %j', (values, expected) => {
    const qs = new URLSearchParams(values.map((value) => ['refinementList[brand][]', value]))
    const result = parseMenuQuery(qs, STORE)
    expect(result.ok && result.query.refinements.brand).toEqual(expected.length ? expected : undefined)
    expect(normalizeValues(values)).toEqual(expected)
  })

  it('accepts every price bucket, rating option and weight; rejects others', () => {
    for (const bucket of PRICE_BUCKETS) {
      expect(parsed(`refinementList[bucket_price][]=${encodeURIComponent(bucket)}`).refinements.bucket_price).toEqual([bucket])
    }
    for (const rating of ['1', '2', '3', '4']) {
      expect(parsed(`refinementList[aggregate_rating][]=${rating}`).refinements.aggregate_rating).toEqual([rating])
    }
    expect(parsed('refinementList[available_weights][]=eighth+ounce').refinements.available_weights).toEqual(['eighth ounce'])
    expect(errorParameter('refinementList[bucket_price][]=cheap')).toBe('refinementList[bucket_price][]')
    expect(errorParameter('refinementList[aggregate_rating][]=5')).toBe('refinementList[aggregate_rating][]')
    expect(errorParameter('refinementList[aggregate_rating][]=0')).toBe('refinementList[aggregate_rating][]')
    expect(errorParameter('refinementList[available_weights][]=eighth_ounce')).toBe('refinementList[available_weights][]')
  })

  it('50 values for one attribute are fine, 51 are an error', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `refinementList[brand][]=b${i}`).join('&')
    expect(parsed(fifty).refinements.brand).toHaveLength(50)
    expect(errorParameter(`${fifty}&refinementList[brand][]=one-more`)).toBe('refinementList[brand][]')
  })

  it('a value of 200 characters is fine, 201 is an error', () => {
    expect(parsed(`refinementList[brand][]=${'b'.repeat(200)}`).refinements.brand).toEqual(['b'.repeat(200)])
    expect(errorParameter(`refinementList[brand][]=${'b'.repeat(201)}`)).toBe('refinementList[brand][]')
  })

  it('quotes and SQL metacharacters are plain values', () => {
    const value = `O'Brien"; DROP TABLE products; -- %_\\`
    expect(parsed(`refinementList[brand][]=${encodeURIComponent(value)}`).refinements.brand).toEqual([value])
  })

  it('a control character in a value is an error', () => {
    expect(errorParameter('refinementList[brand][]=a%00b')).toBe('refinementList[brand][]')
  })
})

describe('parseMenuQuery: malformed refinementList keys', () => {
  it.each([
    ['refinementList[brand]=x', 'refinementList[brand]'],
    ['refinementList[brand][][x]=x', 'refinementList[brand][][x]'],
    ['refinementList[]=x', 'refinementList[]'],
    ['refinementList=x', 'refinementList'],
    ['refinementList[brand][0]=x', 'refinementList[brand][0]'],
    ['refinementList[brand][min]=1', 'refinementList[brand][min]'],
    ['refinementList[][]=x', 'refinementList[][]'],
    ['refinementList[flavour][]=x', 'refinementList[flavour][]'],
    ['refinementList[__proto__][]=x', 'refinementList[__proto__][]'],
    ['refinementList[percent_thc][]=10', 'refinementList[percent_thc][]'],
    ['refinementList[percent_thc][low]=10', 'refinementList[percent_thc][low]'],
    ['refinementList[percent_thc][min]=1&refinementList[percent_thc][min]=2', 'refinementList[percent_thc][min]'],
    ['refinementList[Brand][]=x', 'refinementList[Brand][]'],
  ])('%s → error naming %s', (input, parameter) => {
    expect(errorParameter(input)).toBe(parameter)
  })

  it('the error message says what was wrong', () => {
    const result = parse('refinementList[flavour][]=x')
    expect(result).toEqual({
      ok: false,
      error: { parameter: 'refinementList[flavour][]', message: "unknown attribute 'flavour'" },
    })
  })
})

describe('parseMenuQuery: potency ranges (001 §5)', () => {
  const range = (attribute: string, min: string, max: string) =>
    `refinementList[${attribute}][min]=${min}&refinementList[${attribute}][max]=${max}`

  it.each(RANGE_ATTRIBUTES.map((attribute) => [attribute]))('%s reads min and max', (attribute) => {
    const result = parse(range(attribute, '10', '30'))
    expect(result).toEqual({ ok: true, query: { ...emptyMenuQuery(STORE), ranges: { [attribute]: { min: 10, max: 30 } } }, warnings: [] })
  })

  it.each([
    ['0', '30', { min: 0, max: 30 }],
    ['10', '100', { min: 10, max: 100 }],
    ['15', '15', { min: 15, max: 15 }],
    ['12.5', '20.25', { min: 12.5, max: 20.25 }],
    ['-0', '5', { min: 0, max: 5 }],
  ])('min=%s max=%s is a range', (min, max, expected) => {
    expect(parsed(range('percent_thc', min, max)).ranges).toEqual({ percent_thc: expected })
  })

  it.each([
    ['0', '100'],
    ['', ''],
  ])('min=%j max=%j is cleared without a warning', (min, max) => {
    expect(parse(range('percent_thc', min, max))).toEqual({ ok: true, query: emptyMenuQuery(STORE), warnings: [] })
  })

  it.each([
    ['30', '10', 'min must not be above max'],
    ['-1', '10', 'within 0..100'],
    ['10', '101', 'within 0..100'],
    ['abc', '10', 'must both be numbers'],
    ['10', '', 'must both be numbers'],
    ['', '10', 'must both be numbers'],
    ['1e1', '20', 'must both be numbers'],
    ['Infinity', '20', 'must both be numbers'],
    ['0x10', '20', 'must both be numbers'],
  ])('min=%j max=%j is ignored with a warning (%s)', (min, max, reason) => {
    const result = parse(`${range('percent_cbd', min, max)}&refinementList[brand][]=Aeriz`)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.query.ranges).toEqual({})
    expect(result.query.refinements).toEqual({ brand: ['Aeriz'] })
    expect(result.warnings).toHaveLength(1)
    expect(result.warnings[0]).toContain('refinementList[percent_cbd]')
    expect(result.warnings[0]).toContain(reason)
  })

  it('only a min is ignored with a warning', () => {
    const result = parse('refinementList[percent_thc][min]=20')
    expect(result.ok && result.query.ranges).toEqual({})
    expect(result.ok && result.warnings).toHaveLength(1)
  })
})

describe('serializeMenuQuery', () => {
  it('omits defaults', () => {
    expect(serializeMenuQuery(emptyMenuQuery(STORE)).toString()).toBe('')
  })

  it('writes a canonical order whatever the input order', () => {
    const a = parsed(
      'page=2&currentSort=price_asc&refinementList[percent_thc][max]=30&refinementList[brand][]=B&refinementList[percent_thc][min]=10&refinementList[kind][]=flower&refinementList[brand][]=A&searchQuery=gelato',
    )
    const b = parsed(
      'searchQuery=gelato&refinementList[brand][]=A&refinementList[kind][]=flower&refinementList[brand][]=B&refinementList[percent_thc][min]=10&refinementList[percent_thc][max]=30&currentSort=price_asc&page=2',
    )
    expect(serializeMenuQuery(a).toString()).toBe(serializeMenuQuery(b).toString())
    expect([...serializeMenuQuery(a).keys()]).toEqual([
      'searchQuery',
      'refinementList[kind][]',
      'refinementList[brand][]',
      'refinementList[brand][]',
      'refinementList[percent_thc][min]',
      'refinementList[percent_thc][max]',
      'currentSort',
      'page',
    ])
  })

  it('keeps every other parameter of the base, in place, and replaces the query’s own', () => {
    const base = new URLSearchParams(
      'utm_source=mail&refinementList[brand][]=Old&menu=med&page=4&searchQuery=old&refinementList[percent_thc][min]=5&tag=a&tag=b',
    )
    const query = withRefinement(emptyMenuQuery(STORE), 'brand', ['New'])
    expect(serializeMenuQuery(query, base).toString()).toBe(
      new URLSearchParams([
        ['utm_source', 'mail'],
        ['menu', 'med'],
        ['tag', 'a'],
        ['tag', 'b'],
        ['refinementList[brand][]', 'New'],
      ]).toString(),
    )
    // The base is not modified.
    expect(base.get('page')).toBe('4')
  })

  it('drops invalid or full-extent ranges a caller put in by hand', () => {
    const query: MenuQuery = {
      ...emptyMenuQuery(STORE),
      ranges: { percent_thc: { min: 0, max: 100 }, percent_cbd: { min: 9, max: 3 }, percent_thca: { min: 1, max: 2 } },
    }
    expect(serializeMenuQuery(query).toString()).toBe(
      'refinementList%5Bpercent_thca%5D%5Bmin%5D=1&refinementList%5Bpercent_thca%5D%5Bmax%5D=2',
    )
  })

  const samples: [string, MenuQuery][] = [
    ['empty', emptyMenuQuery(STORE)],
    [
      'everything',
      {
        storeId: STORE,
        searchQuery: "blue dre & 'og' 100%",
        refinements: {
          root_types: ['flower', 'flower:pre-roll'],
          kind: ['flower', 'vape'],
          category: ['hybrid'],
          bucket_price: ['$20-$40', 'Under $20'],
          applicable_special_ids: ['12', '7'],
          aggregate_rating: ['4'],
          brand: ['A & B', 'Brand+Plus', 'Café'],
          available_weights: ['eighth ounce', 'gram'],
          activities: ['Creative'],
          feelings: ['Happy', 'Relaxed'],
        },
        ranges: { percent_thc: { min: 12.5, max: 30 }, percent_cbd: { min: 0, max: 5 }, percent_thca: { min: 50, max: 100 } },
        sort: 'top_rated',
        page: 1000,
      },
    ],
    ['sort only', { ...emptyMenuQuery(STORE), sort: 'newest' }],
    ['page only', { ...emptyMenuQuery(STORE), page: 3 }],
  ]

  it.each(samples)('round-trips: %s', (_, query) => {
    const result = parseMenuQuery(serializeMenuQuery(query), STORE)
    expect(result).toEqual({ ok: true, query, warnings: [] })
  })

  it('round-trips through a URL string with other parameters', () => {
    const query = samples[1]![1]
    const url = `/menu?${serializeMenuQuery(query, new URLSearchParams('x=1')).toString()}`
    const result = parseMenuQuery(new URL(url, 'http://localhost').searchParams, STORE)
    expect(result).toEqual({ ok: true, query, warnings: [] })
  })

  it('round-trips 200 random queries built with the helpers', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const pool: Record<string, readonly string[]> = {
      bucket_price: PRICE_BUCKETS,
      aggregate_rating: ['1', '2', '3', '4'],
      available_weights: ['gram', 'eighth ounce', 'each'],
    }
    for (let i = 0; i < 200; i += 1) {
      let query = emptyMenuQuery(STORE)
      for (let j = Math.floor(random() * 6); j > 0; j -= 1) {
        const attribute = pick(LIST_ATTRIBUTES)
        query = toggleRefinementValue(query, attribute, pick(pool[attribute] ?? ['a', 'b b', 'c&d', "e'f", 'all']))
      }
      if (random() < 0.5) {
        const min = Math.floor(random() * 101)
        query = withRange(query, pick(RANGE_ATTRIBUTES), { min, max: min + Math.floor(random() * (101 - min)) })
      }
      if (random() < 0.5) query = withSearchQuery(query, pick(['blue  dre', ' og kush ', '']))
      query = withSort(query, pick(SORT_OPTIONS).value)
      query = { ...query, page: Math.floor(random() * 5) }
      expect(parseMenuQuery(serializeMenuQuery(query), STORE)).toEqual({ ok: true, query, warnings: [] })
    }
  })
})

describe('query helpers', () => {
  const start: MenuQuery = { ...emptyMenuQuery(STORE), searchQuery: 'kush', sort: 'price_asc', page: 3 }

  it('withRefinement normalises, clears on empty and returns to page 0', () => {
    const query = withRefinement(start, 'brand', ['B', 'A', 'B'])
    expect(query).toEqual({ ...start, refinements: { brand: ['A', 'B'] }, page: 0 })
    expect(withRefinement(query, 'brand', []).refinements).toEqual({})
    expect(withRefinement(query, 'brand', ['A', 'all']).refinements).toEqual({})
    expect(start.refinements).toEqual({})
  })

  it('toggleRefinementValue adds, removes, and clears on all', () => {
    const one = toggleRefinementValue(start, 'kind', 'vape')
    expect(one.refinements).toEqual({ kind: ['vape'] })
    const two = toggleRefinementValue(one, 'kind', 'flower')
    expect(two.refinements).toEqual({ kind: ['flower', 'vape'] })
    expect(toggleRefinementValue(two, 'kind', 'vape').refinements).toEqual({ kind: ['flower'] })
    expect(toggleRefinementValue(toggleRefinementValue(two, 'kind', 'vape'), 'kind', 'flower').refinements).toEqual({})
    expect(toggleRefinementValue(two, 'kind', 'all').refinements).toEqual({})
    expect(two.page).toBe(0)
  })

  it.each([
    [{ min: 10, max: 20 }, { percent_thc: { min: 10, max: 20 } }],
    [{ min: 0, max: 100 }, {}],
    [{ min: 30, max: 20 }, {}],
    [{ min: -5, max: 20 }, {}],
    [null, {}],
  ])('withRange(%j) → %j', (range, expected) => {
    const withOther = withRange(start, 'percent_cbd', { min: 1, max: 2 })
    expect(withRange(withOther, 'percent_thc', range).ranges).toEqual({ percent_cbd: { min: 1, max: 2 }, ...expected })
  })

  it('clearRefinements keeps text and sort', () => {
    const busy = withRange(withRefinement(start, 'brand', ['A']), 'percent_thc', { min: 5, max: 9 })
    expect(clearRefinements(busy)).toEqual({ ...start, page: 0 })
  })

  it('withSearchQuery normalises and caps; withSort returns to page 0', () => {
    expect(withSearchQuery(start, '  blue   dream ').searchQuery).toBe('blue dream')
    expect(withSearchQuery(start, 'x'.repeat(150)).searchQuery).toHaveLength(100)
    expect(withSort(start, 'newest')).toEqual({ ...start, sort: 'newest', page: 0 })
  })

  it.each([
    [emptyMenuQuery(STORE), 0],
    [withRefinement(emptyMenuQuery(STORE), 'brand', ['A', 'B']), 2],
    [withRange(withRefinement(emptyMenuQuery(STORE), 'kind', ['vape']), 'percent_thc', { min: 1, max: 5 }), 2],
    [{ ...emptyMenuQuery(STORE), searchQuery: 'kush', sort: 'newest' as const }, 0],
    [
      {
        ...emptyMenuQuery(STORE),
        refinements: { brand: ['A'], feelings: ['Happy', 'Calm'], bucket_price: ['Under $20'] },
        ranges: { percent_cbd: { min: 1, max: 2 }, percent_thca: { min: 3, max: 4 } },
      },
      6,
    ],
  ])('activeFilterCount #%# = %d', (query, expected) => {
    expect(activeFilterCount(query)).toBe(expected)
  })
})

describe('priceBucketFor (cut points 20/40/60/80)', () => {
  it.each([
    [0, 'Under $20'],
    [19.99, 'Under $20'],
    [20, '$20-$40'],
    [39.99, '$20-$40'],
    [40, '$40-$60'],
    [59.5, '$40-$60'],
    [60, '$60-$80'],
    [79.99, '$60-$80'],
    [80, 'Above $80'],
    [250, 'Above $80'],
  ])('%d → %s', (price, bucket) => {
    expect(priceBucketFor(price)).toBe(bucket)
  })
})

describe('matchesRatingOption (N stars and up, at least 5 reviews)', () => {
  it.each([
    [4, 4.0, 5, true],
    [4, 4.5, 12, true],
    [4, 3.99, 50, false],
    [4, 4.8, 4, false],
    [1, 1, 5, true],
    [1, null, 10, false],
    [3, 5, 0, false],
  ])('option %d, rating %s, %d reviews → %s', (option, rating, reviews, expected) => {
    expect(matchesRatingOption(option, rating, reviews)).toBe(expected)
  })
})
