import { describe, expect, it } from 'vitest'
import {
  clearReviewFilters,
  emptyReviewQuery,
  hasReviewFilters,
  parseReviewQuery,
  reviewMatches,
  selectedReviewFilters,
  serializeReviewQuery,
  toggleReviewFilter,
  topFacetValues,
  withReviewSort,
} from './review-query'

const parse = (query: string) => parseReviewQuery(new URLSearchParams(query))
const many = (name: string, n: number) => Array.from({ length: n }, (_, i) => `${name}=v${i}`).join('&')

describe('parseReviewQuery', () => {
  it.each([
    ['productId=12', { productId: 12, page: 0, sort: 'recent', rating: [], activities: [], feelings: [] }],
    ['productId=12&page=3&sort=helpful', { productId: 12, page: 3, sort: 'helpful' }],
    ['productId=12&sort=rating&page=1000', { sort: 'rating', page: 1000 }],
    ['productId=12&page=&sort=', { page: 0, sort: 'recent' }],
    ['productId=%2012%20', { productId: 12 }],
    ['productId=12&rating[]=5&rating[]=3&rating[]=5', { rating: [3, 5] }],
    ['productId=12&rating=4', { rating: [4] }],
    ['productId=12&rating[]=', { rating: [] }],
    ['productId=12&activities[]=Get%20relief&activities[]=Ease%20my%20mind', { activities: ['Get relief', 'Ease my mind'] }],
    ["productId=12&activities[]=Hang%20with%20friends'", { activities: ["Hang with friends'"] }],
    ["productId=12&feelings[]=O'Neil&feelings=Relaxed&feelings[]=O'Neil", { feelings: ["O'Neil", 'Relaxed'] }],
    ["productId=12&feelings[]=x'%20or%20'1'%3D'1", { feelings: ["x' or '1'='1"] }],
    [`productId=12&${many('activities[]', 20)}`, { productId: 12 }],
    [`productId=12&activities[]=${'a'.repeat(60)}`, { activities: ['a'.repeat(60)] }],
  ])('reads %s', (query, expected) => {
    const parsed = parse(query)
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(parsed.query).toMatchObject(expected)
  })

  it.each([
    ['', 'productId'],
    ['productId=', 'productId'],
    ['productId=abc', 'productId'],
    ['productId=-3', 'productId'],
    ['productId=1.5', 'productId'],
    ['productId=0', 'productId'],
    ['productId=99999999999', 'productId'],
    ['productId=12&page=-1', 'page'],
    ['productId=12&page=1.5', 'page'],
    ['productId=12&page=two', 'page'],
    ['productId=12&page=1001', 'page'],
    ['productId=12&sort=upvotes', 'sort'],
    ['productId=12&sort=Recent', 'sort'],
    ['productId=12&rating[]=0', 'rating'],
    ['productId=12&rating[]=6', 'rating'],
    ['productId=12&rating[]=4.5', 'rating'],
    ['productId=12&rating[]=five', 'rating'],
    [`productId=12&${many('rating[]', 21)}`, 'rating'],
    [`productId=12&${many('activities[]', 21)}`, 'activities'],
    [`productId=12&${many('activities[]', 11)}&${many('activities', 10)}`, 'activities'],
    [`productId=12&${many('feelings[]', 21)}`, 'feelings'],
    [`productId=12&activities[]=${'a'.repeat(61)}`, 'activities'],
    [`productId=12&feelings[]=${'f'.repeat(61)}`, 'feelings'],
    ['productId=12&feelings[]=a%00b', 'feelings'],
  ])('refuses %s naming %s', (query, parameter) => {
    const parsed = parse(query)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error.parameter).toBe(parameter)
  })
})

describe('serializeReviewQuery', () => {
  it('leaves defaults out and round-trips through the parser, quotes included', () => {
    expect(serializeReviewQuery(emptyReviewQuery(5)).toString()).toBe('productId=5')
    const query = {
      productId: 5,
      page: 2,
      sort: 'helpful' as const,
      rating: [4, 5],
      activities: ["Hang with friends'", 'Get relief'],
      feelings: ["O'Neil & co"],
    }
    const parsed = parseReviewQuery(serializeReviewQuery(query))
    expect(parsed).toEqual({ ok: true, query })
  })
})

describe('filter changes', () => {
  const base = { ...emptyReviewQuery(9), page: 3, sort: 'rating' as const }

  it('toggles pills on and off and starts again at the first page', () => {
    const one = toggleReviewFilter(base, { facet: 'rating', value: 5 })
    expect(one).toMatchObject({ rating: [5], page: 0, sort: 'rating' })
    const two = toggleReviewFilter(one, { facet: 'rating', value: 3 })
    expect(two.rating).toEqual([3, 5])
    const three = toggleReviewFilter(two, { facet: 'feelings', value: 'Relaxed' })
    expect(selectedReviewFilters(three)).toEqual([
      { facet: 'rating', value: 3 },
      { facet: 'rating', value: 5 },
      { facet: 'feelings', value: 'Relaxed' },
    ])
    expect(toggleReviewFilter(three, { facet: 'rating', value: 5 }).rating).toEqual([3])
    expect(hasReviewFilters(three)).toBe(true)
    expect(clearReviewFilters(three)).toEqual({ ...emptyReviewQuery(9), sort: 'rating' })
    expect(hasReviewFilters(clearReviewFilters(three))).toBe(false)
  })

  it('a new sort keeps the filters and starts at the first page', () => {
    const filtered = { ...base, activities: ['Get relief'] }
    expect(withReviewSort(filtered, 'helpful')).toEqual({ ...filtered, sort: 'helpful', page: 0 })
  })
})

describe('reviewMatches', () => {
  const review = { rating: 4, activities: ['Get relief', "Hang with friends'"], feelings: ['Relaxed'] }
  it.each([
    [{ rating: [], activities: [], feelings: [] }, true],
    [{ rating: [4, 5], activities: [], feelings: [] }, true],
    [{ rating: [5], activities: [], feelings: [] }, false],
    [{ rating: [], activities: ['Ease my mind', 'Get relief'], feelings: [] }, true],
    [{ rating: [], activities: ["Hang with friends'"], feelings: [] }, true],
    [{ rating: [], activities: ['Hang with friends'], feelings: [] }, false],
    [{ rating: [4], activities: ['Get relief'], feelings: ['Sleepy'] }, false],
    [{ rating: [4], activities: ['Get relief'], feelings: ['Sleepy', 'Relaxed'] }, true],
  ])('OR within a facet, AND across: %j → %s', (query, expected) => {
    expect(reviewMatches(review, query)).toBe(expected)
  })

  it('ignores one facet for its own counts', () => {
    expect(reviewMatches(review, { rating: [5], activities: ['Get relief'], feelings: [] }, 'rating')).toBe(true)
    expect(reviewMatches(review, { rating: [5], activities: ['Get relief'], feelings: [] }, 'activities')).toBe(false)
  })
})

describe('topFacetValues', () => {
  it('takes the most counted values, ties by name, and keeps selected ones', () => {
    const counts = { Relaxed: 4, Sleepy: 9, Creative: 4, Hungry: 1, Blissful: 0 }
    expect(topFacetValues(counts, 3)).toEqual(['Sleepy', 'Creative', 'Relaxed'])
    expect(topFacetValues(counts, 3, ['Hungry'])).toEqual(['Sleepy', 'Creative', 'Relaxed', 'Hungry'])
    expect(topFacetValues(counts, 3, ['Sleepy'])).toEqual(['Sleepy', 'Creative', 'Relaxed'])
    expect(topFacetValues({ Blissful: 0 }, 3)).toEqual([])
  })
})
