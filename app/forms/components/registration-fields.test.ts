import { describe, expect, it } from 'vitest'
import { today } from './registration-fields'

describe('the dated fields’ default (the Eastern calendar, the same on the server and in the browser)', () => {
  it.each<[string, string]>([
    ['2026-11-26T15:00:00Z', '2026-11-26'],
    ['2026-11-27T03:30:00Z', '2026-11-26'],
    ['2026-11-27T05:30:00Z', '2026-11-27'],
    ['2026-07-01T03:59:00Z', '2026-06-30'],
  ])('at %s it is %s', (instant, date) => {
    expect(today(new Date(instant))).toBe(date)
  })
})
