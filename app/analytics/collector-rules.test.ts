import { describe, expect, it } from 'vitest'
import {
  checkEventsBody,
  isCountProperty,
  isJsonContentType,
  MAX_EVENTS_PER_REQUEST,
  pathFromReferer,
} from './collector-rules'

const ok = { event: 'quick_filter_clicked', properties: { store_id: 1001, attribute: 'kind', value: 'flower' } }
const props = (properties: unknown) => ({ event: 'show_more_clicked', properties })
const nested = (depth: number): unknown => (depth === 0 ? 1 : { next: nested(depth - 1) })

describe('checkEventsBody accepts', () => {
  it.each([
    ['one event', ok, 1],
    ['a batch', [ok, ok, ok], 3],
    ['50 events', Array.from({ length: MAX_EVENTS_PER_REQUEST }, () => ok), 50],
    ['an event without properties', { event: 'map_viewed' }, 1],
    ['30 properties', props(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, i]))), 1],
    ['properties nested 3 deep', props({ a: { b: { c: 1 } } }), 1],
    ['a 500-character string', props({ section: 'x'.repeat(500) }), 1],
    ['zero counts and negative non-counts', props({ count: 0, index: 0, delta: -3, discount: -5 }), 1],
    ['nulls, booleans and arrays', props({ a: null, b: true, c: [1, 'two'] }), 1],
  ])('%s', (_, body, accepted) => {
    const result = checkEventsBody(body)
    expect(result.ok && result.events.length).toBe(accepted)
  })

  it('keeps the name and the properties as sent', () => {
    expect(checkEventsBody(ok)).toEqual({ ok: true, events: [{ name: 'quick_filter_clicked', properties: ok.properties }] })
  })
})

describe('checkEventsBody refuses', () => {
  it.each([
    ['an empty list', [], 400, /empty list/],
    ['51 events', Array.from({ length: 51 }, () => ok), 413, /at most 50/],
    ['a string body', 'quick_filter_clicked', 400, /must be an object/],
    ['null', null, 400, /must be an object/],
    ['a number as the event name', { event: 42, properties: {} }, 400, /"event" must be a string/],
    ['a missing event name', { properties: {} }, 400, /"event" must be a string/],
    ['an unknown event name', { event: 'drop_tables', properties: {} }, 400, /not a known event name/],
    ['properties as an array', { event: 'map_viewed', properties: [1, 2] }, 400, /"properties" must be an object/],
    ['properties as a string', { event: 'map_viewed', properties: 'x' }, 400, /"properties" must be an object/],
    ['31 properties', props(Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i]))), 400, /at most 30/],
    ['nesting 4 deep', props(nested(4)), 400, /nested deeper than 3/],
    ['arrays nested 4 deep', props({ a: [[[1]]] }), 400, /nested deeper than 3/],
    ['a 501-character string', props({ section: 'x'.repeat(501) }), 400, /longer than 500/],
    ['a long nested string', props({ a: { b: 'y'.repeat(501) } }), 400, /longer than 500/],
    ['a 501-character key', props({ ['k'.repeat(501)]: 1 }), 400, /property name is longer/],
    ['a negative count', props({ section: 'faq', count: -1 }), 400, /"count" is a count/],
    ['a negative index', { event: 'specials_scrolled', properties: { store_id: 1, index: -2 } }, 400, /"index"/],
    ['a negative position', props({ position: -1 }), 400, /"position"/],
    ['a negative percent', props({ percent: -25 }), 400, /"percent"/],
    ['a negative review_count', props({ review_count: -1 }), 400, /"review_count"/],
    ['a negative itemCount', props({ itemCount: -1 }), 400, /"itemCount"/],
    ['a negative count in a list', props({ position: [1, -1] }), 400, /"position"/],
    ['a negative count nested', props({ list: { count: -4 } }), 400, /"count"/],
    ['an infinite number', props({ count: Number.POSITIVE_INFINITY }), 400, /finite/],
  ])('%s', (_, body, status, message) => {
    const result = checkEventsBody(body)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.status).toBe(status)
    expect(result.message).toMatch(message)
  })

  it('refuses the whole batch for one bad item, naming it', () => {
    const result = checkEventsBody([ok, ok, { event: 'map_viewed', properties: { count: -1 } }])
    expect(result).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/^Event 2:/) })
  })
})

describe('isCountProperty', () => {
  it.each([
    ['count', true],
    ['review_count', true],
    ['itemCount', true],
    ['index', true],
    ['position', true],
    ['percent', true],
    ['scroll_percent', true],
    ['discount', false],
    ['store_id', false],
    ['accounts', false],
    ['positional', false],
  ])('%s → %s', (name, expected) => {
    expect(isCountProperty(name)).toBe(expected)
  })
})

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/vnd.api+json', true],
    ['text/plain', false],
    ['application/x-www-form-urlencoded', false],
    [null, false],
  ])('%s → %s', (type, expected) => {
    expect(isJsonContentType(type)).toBe(expected)
  })
})

describe('pathFromReferer', () => {
  it.each([
    ['http://localhost:3000/dispensaries/illinois/x/1001/rec-menu?sort=price#top', '/dispensaries/illinois/x/1001/rec-menu'],
    ['http://localhost:3000/', '/'],
    ['not a url', null],
    [null, null],
  ])('%s → %s', (referer, expected) => {
    expect(pathFromReferer(referer)).toBe(expected)
  })
})
