import {
  LIST_ATTRIBUTES,
  PRICE_BUCKETS,
  RANGE_ATTRIBUTES,
  SORT_OPTIONS,
  type ListAttribute,
  type MenuQuery,
  type QueryError,
  type Range,
  type RangeAttribute,
  type SortValue,
  type WeightName,
} from './types'

/** Limits that keep one request's work bounded; past them the request is malformed (400). */
export const QUERY_LIMITS = {
  searchQueryLength: 100,
  maxPage: 1000,
  valuesPerAttribute: 50,
  valueLength: 200,
} as const

/** The 'All' option's value: choosing it clears the attribute (001 §4.1). */
export const ALL_OPTION = 'all'

/** Rating options N = 1..4 (001 §5, §9); each needs at least this many reviews. */
export const RATING_OPTIONS = ['1', '2', '3', '4'] as const
export const MIN_REVIEWS_FOR_RATING = 5

/** Weight names as available_weights lists them, smallest first. */
export const WEIGHT_NAMES: readonly WeightName[] = [
  'half gram',
  'gram',
  'two gram',
  'eighth ounce',
  'quarter ounce',
  'half ounce',
  'ounce',
  'each',
]

export const POTENCY_EXTENT: Range = { min: 0, max: 100 }

export const DEFAULT_SORT: SortValue = SORT_OPTIONS[0].value

/**
 * Attributes whose values form a closed set: anything else cannot match and is a malformed URL.
 * The other attributes hold data (brands, kinds, special ids) where an unknown value simply finds
 * nothing.
 */
const CLOSED_VALUES: Partial<Record<ListAttribute, readonly string[]>> = {
  bucket_price: PRICE_BUCKETS,
  aggregate_rating: RATING_OPTIONS,
  available_weights: WEIGHT_NAMES,
}

export type ParsedMenuQuery =
  | { ok: true; query: MenuQuery; warnings: string[] }
  | { ok: false; error: QueryError }

const REFINEMENT_KEY = /^refinementList\[([^[\]]*)\]\[([^[\]]*)\]$/
// PostgreSQL text cannot hold NUL, and no other control character belongs in a filter either.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

export function isListAttribute(value: string): value is ListAttribute {
  return (LIST_ATTRIBUTES as readonly string[]).includes(value)
}

export function isRangeAttribute(value: string): value is RangeAttribute {
  return (RANGE_ATTRIBUTES as readonly string[]).includes(value)
}

export function isSortValue(value: string): value is SortValue {
  return SORT_OPTIONS.some((option) => option.value === value)
}

export function emptyMenuQuery(storeId: number): MenuQuery {
  return { storeId, searchQuery: '', refinements: {}, ranges: {}, sort: DEFAULT_SORT, page: 0 }
}

/** Whitespace runs collapse and the ends are trimmed, so one search has one URL. */
export function normalizeSearchQuery(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()
}

/**
 * Reads the menu's query string (001 §2.6). Malformed input is an error naming the parameter; a
 * potency range outside the rules is dropped with a warning (001 §5). Parameters the search does not
 * own are ignored.
 */
export function parseMenuQuery(params: URLSearchParams, storeId: number): ParsedMenuQuery {
  const warnings: string[] = []
  const query = emptyMenuQuery(storeId)

  const text = params.get('searchQuery')
  if (text !== null) {
    const normalized = normalizeSearchQuery(text)
    if (normalized.length > QUERY_LIMITS.searchQueryLength) {
      return fail('searchQuery', `must be at most ${QUERY_LIMITS.searchQueryLength} characters`)
    }
    query.searchQuery = normalized
  }

  const page = params.get('page')
  if (page !== null && page.trim() !== '') {
    const trimmed = page.trim()
    if (!/^\d+$/.test(trimmed) || Number(trimmed) > QUERY_LIMITS.maxPage) {
      return fail('page', `must be a whole number from 0 to ${QUERY_LIMITS.maxPage}`)
    }
    query.page = Number(trimmed)
  }

  const sort = params.get('currentSort')
  if (sort !== null && sort.trim() !== '') {
    const trimmed = sort.trim()
    if (!isSortValue(trimmed)) {
      return fail('currentSort', `must be one of ${SORT_OPTIONS.map((option) => option.value).join(', ')}`)
    }
    query.sort = trimmed
  }

  const lists = new Map<ListAttribute, string[]>()
  const bounds = new Map<RangeAttribute, { min?: string; max?: string }>()

  for (const [key, rawValue] of params) {
    if (key !== 'refinementList' && !key.startsWith('refinementList[')) continue
    const match = REFINEMENT_KEY.exec(key)
    if (!match) {
      return fail(key, 'expected refinementList[attribute][]=value or refinementList[attribute][min|max]=number')
    }
    const attribute = match[1] ?? ''
    const slot = match[2] ?? ''
    if (rawValue.length > QUERY_LIMITS.valueLength) {
      return fail(key, `values must be at most ${QUERY_LIMITS.valueLength} characters`)
    }
    if (CONTROL_CHARACTERS.test(rawValue)) return fail(key, 'values must not contain control characters')

    if (isListAttribute(attribute)) {
      if (slot !== '') return fail(key, `${attribute} takes a list: refinementList[${attribute}][]=value`)
      const values = lists.get(attribute) ?? []
      values.push(rawValue.trim())
      if (values.length > QUERY_LIMITS.valuesPerAttribute) {
        return fail(key, `at most ${QUERY_LIMITS.valuesPerAttribute} values per attribute`)
      }
      lists.set(attribute, values)
    } else if (isRangeAttribute(attribute)) {
      if (slot !== 'min' && slot !== 'max') {
        return fail(key, `${attribute} takes a range: refinementList[${attribute}][min]= and [max]=`)
      }
      const range = bounds.get(attribute) ?? {}
      if (range[slot] !== undefined) return fail(key, 'given more than once')
      range[slot] = rawValue.trim()
      bounds.set(attribute, range)
    } else {
      return fail(key, attribute === '' ? 'missing attribute name' : `unknown attribute '${attribute}'`)
    }
  }

  for (const [attribute, raw] of lists) {
    const values = normalizeValues(raw)
    const allowed = CLOSED_VALUES[attribute]
    const stranger = allowed ? values.find((value) => !allowed.includes(value)) : undefined
    if (stranger !== undefined) {
      return fail(`refinementList[${attribute}][]`, `unknown value '${stranger}'; expected one of ${allowed!.join(', ')}`)
    }
    if (values.length > 0) query.refinements[attribute] = values
  }

  for (const [attribute, { min = '', max = '' }] of bounds) {
    const outcome = readRange(min, max)
    if (outcome.kind === 'range') query.ranges[attribute] = outcome.range
    if (outcome.kind === 'ignored') {
      warnings.push(`refinementList[${attribute}]: range ignored (${outcome.reason})`)
    }
  }

  return { ok: true, query, warnings }
}

type RangeOutcome = { kind: 'range'; range: Range } | { kind: 'cleared' } | { kind: 'ignored'; reason: string }

function readRange(minText: string, maxText: string): RangeOutcome {
  if (minText === '' && maxText === '') return { kind: 'cleared' }
  const min = readNumber(minText)
  const max = readNumber(maxText)
  if (min === null || max === null) return { kind: 'ignored', reason: 'min and max must both be numbers' }
  return checkRange({ min, max })
}

/** 001 §5: both ends within 0..100 and min not above max; the full extent means no filter (001 §4.1). */
export function checkRange(range: Range): RangeOutcome {
  const { min, max } = range
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    return { kind: 'ignored', reason: 'min and max must both be numbers' }
  }
  if (min < POTENCY_EXTENT.min || max > POTENCY_EXTENT.max || min > POTENCY_EXTENT.max || max < POTENCY_EXTENT.min) {
    return { kind: 'ignored', reason: `min and max must be within ${POTENCY_EXTENT.min}..${POTENCY_EXTENT.max}` }
  }
  if (min > max) return { kind: 'ignored', reason: 'min must not be above max' }
  if (min === POTENCY_EXTENT.min && max === POTENCY_EXTENT.max) return { kind: 'cleared' }
  // + 0 turns -0 into 0 so the range prints and compares as the shopper typed it.
  return { kind: 'range', range: { min: min + 0, max: max + 0 } }
}

function readNumber(text: string): number | null {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/**
 * Duplicates collapse, empty values drop, values sort so one selection has one URL, and the 'All'
 * option clears whatever came before it (a value chosen after 'All' is kept, as in the drawer).
 */
export function normalizeValues(values: readonly string[]): string[] {
  const lastAll = values.lastIndexOf(ALL_OPTION)
  const kept = new Set<string>()
  for (const value of values.slice(lastAll + 1)) {
    const trimmed = value.trim()
    if (trimmed !== '' && trimmed !== ALL_OPTION) kept.add(trimmed)
  }
  return [...kept].sort(compareCodeUnits)
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function fail(parameter: string, message: string): ParsedMenuQuery {
  return { ok: false, error: { parameter, message } }
}

/** Every query-string key the menu query owns; serialisation rewrites these and keeps the rest. */
export function isMenuQueryKey(key: string): boolean {
  return (
    key === 'searchQuery' ||
    key === 'page' ||
    key === 'currentSort' ||
    key === 'refinementList' ||
    key.startsWith('refinementList[')
  )
}

/**
 * Writes the query back into the query string, omitting defaults. Parameters the query does not own
 * stay where they were (001 §2.6); the query's own follow in a fixed order: searchQuery, lists in
 * LIST_ATTRIBUTES order with sorted values, ranges, currentSort, page.
 */
export function serializeMenuQuery(query: MenuQuery, base?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams()
  if (base) {
    for (const [key, value] of base) if (!isMenuQueryKey(key)) out.append(key, value)
  }
  const text = normalizeSearchQuery(query.searchQuery)
  if (text) out.append('searchQuery', text)
  for (const attribute of LIST_ATTRIBUTES) {
    for (const value of normalizeValues(query.refinements[attribute] ?? [])) {
      out.append(`refinementList[${attribute}][]`, value)
    }
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = query.ranges[attribute]
    if (!range) continue
    const outcome = checkRange(range)
    if (outcome.kind !== 'range') continue
    out.append(`refinementList[${attribute}][min]`, String(outcome.range.min))
    out.append(`refinementList[${attribute}][max]`, String(outcome.range.max))
  }
  if (query.sort !== DEFAULT_SORT) out.append('currentSort', query.sort)
  if (query.page > 0) out.append('page', String(query.page))
  return out
}

/** Sets one attribute's selection (normalised; empty clears it). Changing filters returns to page 0. */
export function withRefinement(query: MenuQuery, attribute: ListAttribute, values: readonly string[]): MenuQuery {
  const refinements = { ...query.refinements }
  const normalized = normalizeValues(values)
  if (normalized.length > 0) refinements[attribute] = normalized
  else delete refinements[attribute]
  return { ...query, refinements, page: 0 }
}

/** Checks or unchecks one value; the 'All' option clears the attribute (001 §4.1). */
export function toggleRefinementValue(query: MenuQuery, attribute: ListAttribute, value: string): MenuQuery {
  if (value.trim() === ALL_OPTION) return withRefinement(query, attribute, [])
  const current = query.refinements[attribute] ?? []
  const trimmed = value.trim()
  const next = current.includes(trimmed) ? current.filter((entry) => entry !== trimmed) : [...current, trimmed]
  return withRefinement(query, attribute, next)
}

/** Sets or clears a potency range; a range at full extent or outside the rules clears it. */
export function withRange(query: MenuQuery, attribute: RangeAttribute, range: Range | null): MenuQuery {
  const ranges = { ...query.ranges }
  const outcome = range ? checkRange(range) : ({ kind: 'cleared' } as const)
  if (outcome.kind === 'range') ranges[attribute] = outcome.range
  else delete ranges[attribute]
  return { ...query, ranges, page: 0 }
}

export function withSort(query: MenuQuery, sort: SortValue): MenuQuery {
  return { ...query, sort, page: 0 }
}

export function withSearchQuery(query: MenuQuery, text: string): MenuQuery {
  return { ...query, searchQuery: normalizeSearchQuery(text).slice(0, QUERY_LIMITS.searchQueryLength), page: 0 }
}

/** 'Clear all': every list and range goes; the text search and the sort stay. */
export function clearRefinements(query: MenuQuery): MenuQuery {
  return { ...query, refinements: {}, ranges: {}, page: 0 }
}

/** One per selected value plus one per potency range, as the chips and the 'All Filters' badge count. */
export function activeFilterCount(query: MenuQuery): number {
  let count = 0
  for (const attribute of LIST_ATTRIBUTES) count += query.refinements[attribute]?.length ?? 0
  for (const attribute of RANGE_ATTRIBUTES) if (query.ranges[attribute]) count += 1
  return count
}

export type PriceBucket = (typeof PRICE_BUCKETS)[number]

/** Cut points 20/40/60/80 (001 §9): a bucket includes its lower bound. */
export function priceBucketFor(price: number): PriceBucket {
  if (price < 20) return 'Under $20'
  if (price < 40) return '$20-$40'
  if (price < 60) return '$40-$60'
  if (price < 80) return '$60-$80'
  return 'Above $80'
}

/** The bucket's price bounds: lower inclusive, upper exclusive (null = open). */
export const PRICE_BUCKET_BOUNDS: Record<PriceBucket, { min: number | null; max: number | null }> = {
  'Under $20': { min: null, max: 20 },
  '$20-$40': { min: 20, max: 40 },
  '$40-$60': { min: 40, max: 60 },
  '$60-$80': { min: 60, max: 80 },
  'Above $80': { min: 80, max: null },
}

/** Rating option N matches products rated N or more with at least five reviews (001 §5). */
export function matchesRatingOption(
  option: number,
  aggregateRating: number | null,
  reviewCount: number,
): boolean {
  return aggregateRating !== null && aggregateRating >= option && reviewCount >= MIN_REVIEWS_FOR_RATING
}

export type ParsedNumber = { ok: true; value: number } | { ok: false; error: QueryError }

/** `storeId=`: a positive whole number of at most nine digits (store ids fit a PostgreSQL integer). */
export function parseStoreIdParameter(value: string | null): ParsedNumber {
  const text = value?.trim() ?? ''
  if (text === '') return { ok: false, error: { parameter: 'storeId', message: 'is required' } }
  if (!/^[1-9]\d{0,8}$/.test(text)) {
    return { ok: false, error: { parameter: 'storeId', message: 'must be a store id (a positive whole number)' } }
  }
  return { ok: true, value: Number(text) }
}

export const MAX_HITS_PER_PAGE = 100

/** `hitsPerPage=`: 0 (counts and facets only) to 100; absent means the menu's page size. */
export function parseHitsPerPageParameter(value: string | null, fallback: number): ParsedNumber {
  const text = value?.trim() ?? ''
  if (text === '') return { ok: true, value: fallback }
  if (!/^\d{1,3}$/.test(text) || Number(text) > MAX_HITS_PER_PAGE) {
    return { ok: false, error: { parameter: 'hitsPerPage', message: `must be a whole number from 0 to ${MAX_HITS_PER_PAGE}` } }
  }
  return { ok: true, value: Number(text) }
}
