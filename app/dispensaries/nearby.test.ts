import { describe, expect, it } from 'vitest'
import { nearbyList, parseNearbyLimit } from './nearby'

const hits = (...slugs: string[]) => slugs.map((slug) => ({ slug }))

describe('nearbyList (drop the first hit when there is more than one, exclude the current slug)', () => {
  it.each([
    [[], 'joliet', []],
    [['joliet'], 'joliet', []],
    [['aurora'], 'joliet', ['aurora']],
    [['joliet', 'aurora', 'elgin'], 'joliet', ['aurora', 'elgin']],
    [['aurora', 'joliet', 'elgin'], 'joliet', ['elgin']],
    [['aurora', 'elgin', 'naperville'], 'joliet', ['elgin', 'naperville']],
    [['joliet', 'aurora'], 'joliet', ['aurora']],
  ])('%o around %s → %o', (slugs, current, expected) => {
    expect(nearbyList(hits(...slugs), current).map((h) => h.slug)).toEqual(expected)
  })
})

describe('parseNearbyLimit', () => {
  it.each([
    [null, { ok: true, value: 3 }],
    ['', { ok: true, value: 3 }],
    ['1', { ok: true, value: 1 }],
    [' 25 ', { ok: true, value: 25 }],
    ['0', { ok: false, message: 'limit must be a whole number from 1 to 25' }],
    ['26', { ok: false, message: 'limit must be a whole number from 1 to 25' }],
    ['2.5', { ok: false, message: 'limit must be a whole number from 1 to 25' }],
    ['-1', { ok: false, message: 'limit must be a whole number from 1 to 25' }],
    ['many', { ok: false, message: 'limit must be a whole number from 1 to 25' }],
  ])('%o → %o', (raw, expected) => {
    expect(parseNearbyLimit(raw)).toEqual(expected)
  })
})
