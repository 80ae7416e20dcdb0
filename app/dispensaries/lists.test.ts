import { describe, expect, it } from 'vitest'
import { findPickerDispensary, forCards } from './lists'
import type { DispensarySummary, PickerState } from './types'

const states: PickerState[] = [
  {
    name: 'Illinois',
    slug: 'illinois',
    path: '/dispensaries/illinois',
    dispensaries: [
      { name: 'Northmeadow Joliet', slug: 'joliet', city: 'Joliet', path: '/dispensaries/illinois/joliet', comingSoon: false },
    ],
  },
]

describe('findPickerDispensary', () => {
  it.each([
    ['illinois', 'joliet', 'Northmeadow Joliet'],
    ['illinois', 'nowhere', null],
    ['ohio', 'joliet', null],
    [undefined, 'joliet', null],
    ['illinois', undefined, null],
  ])('%s / %s → %s', (state, location, expected) => {
    expect(findPickerDispensary(states.flatMap((s) => s.dispensaries), state, location)?.name ?? null).toBe(expected)
  })

  it('is null without a list', () => {
    expect(findPickerDispensary(null, 'illinois', 'joliet')).toBeNull()
  })
})

describe('forCards', () => {
  it('drops the raw week and keeps the rest', () => {
    const dispensary = {
      name: 'Northmeadow Joliet',
      hours: [],
      today: { day: 'Monday', label: 'Closed', medicalLabel: null },
    } as unknown as DispensarySummary
    const result = forCards({ name: 'Illinois', dispensaries: [dispensary] })
    expect(result).toEqual({
      name: 'Illinois',
      dispensaries: [{ name: 'Northmeadow Joliet', today: { day: 'Monday', label: 'Closed', medicalLabel: null } }],
    })
  })
})
