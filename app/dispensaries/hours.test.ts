import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '~/db/schema'
import {
  describeDay,
  formatRange,
  formatTime,
  isUsableTime,
  timeZoneLabel,
  todayHours,
  UNAVAILABLE,
  weekdayIn,
  weeklyHours,
} from './hours'

describe('formatTime', () => {
  it.each([
    ['21:00', '9:00 PM'],
    ['09:30', '9:30 AM'],
    ['9:30', '9:30 AM'],
    ['00:00', '12:00 AM'],
    ['00:15', '12:15 AM'],
    ['12:00', '12:00 PM'],
    ['12:45', '12:45 PM'],
    ['13:05', '1:05 PM'],
    ['23:59', '11:59 PM'],
    ['24:00', '12:00 AM'],
    ['08:00:00', '8:00 AM'],
  ])('%s → %s', (input, expected) => {
    expect(formatTime(input)).toBe(expected)
  })

  // 001 §5: missing, not a string, shorter than 4 characters, or a non-numeric hour part.
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 900],
    ['an object', { from: '09:00' }],
    ['an empty string', ''],
    ['3 characters', '9:0'],
    ['a non-numeric hour', 'ab:00'],
    ['a word', 'noon'],
    ['a signed hour', '-9:00'],
    ['an hour past 24', '25:00'],
    ['bad minutes', '10:75'],
    ['one-digit minutes', '10:5'],
  ])('%s → Unavailable', (_label, input) => {
    expect(isUsableTime(input)).toBe(false)
    expect(formatTime(input)).toBe(UNAVAILABLE)
  })
})

describe('formatRange', () => {
  it.each([
    ['09:00', '21:00', '9:00 AM – 9:00 PM'],
    ['10:00', '22:30', '10:00 AM – 10:30 PM'],
    ['08:00', null, UNAVAILABLE],
    [undefined, '21:00', UNAVAILABLE],
    ['x', 'y', UNAVAILABLE],
  ])('%s to %s → %s', (from, to, expected) => {
    expect(formatRange(from, to)).toBe(expected)
  })
})

const day = (overrides: Partial<OpeningHours>): Partial<OpeningHours> => ({
  day: 'Monday',
  from: '09:00',
  to: '21:00',
  customLabel: null,
  fromMedical: null,
  toMedical: null,
  ...overrides,
})

describe('describeDay', () => {
  it.each([
    ['regular hours', day({}), '9:00 AM – 9:00 PM', null],
    ['custom label wins over times', day({ customLabel: 'Closed for Thanksgiving' }), 'Closed for Thanksgiving', null],
    ['a closed day is a custom label', day({ from: null, to: null, customLabel: 'Closed' }), 'Closed', null],
    ['blank custom label is ignored', day({ customLabel: '  ' }), '9:00 AM – 9:00 PM', null],
    ['missing times', day({ from: null, to: null }), UNAVAILABLE, null],
    ['medical hours', day({ fromMedical: '08:00', toMedical: '21:00' }), '9:00 AM – 9:00 PM', '8:00 AM – 9:00 PM'],
    ['broken medical hours', day({ fromMedical: '8', toMedical: '21:00' }), '9:00 AM – 9:00 PM', UNAVAILABLE],
    ['medical hours equal to everyone’s', day({ fromMedical: '09:00', toMedical: '21:00' }), '9:00 AM – 9:00 PM', null],
  ])('%s', (_label, entry, label, medicalLabel) => {
    expect(describeDay('Monday', entry)).toEqual({ day: 'Monday', label, medicalLabel })
  })

  it('a day with no entry is Unavailable', () => {
    expect(describeDay('Sunday', undefined)).toEqual({ day: 'Sunday', label: UNAVAILABLE, medicalLabel: null })
  })
})

describe('weeklyHours', () => {
  it('orders Monday to Sunday and fills gaps', () => {
    const week = weeklyHours([day({ day: 'Sunday', from: '10:00', to: '18:00' }), day({ day: 'Monday' })])
    expect(week.map((d) => d.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(week[0]?.label).toBe('9:00 AM – 9:00 PM')
    expect(week[1]?.label).toBe(UNAVAILABLE)
    expect(week[6]?.label).toBe('10:00 AM – 6:00 PM')
  })

  it('survives hours that are not a list', () => {
    expect(weeklyHours(null).every((d) => d.label === UNAVAILABLE)).toBe(true)
  })
})

describe('weekdayIn and todayHours', () => {
  // 2025-06-02 03:30 UTC is Monday in UTC but still Sunday evening in Chicago and Los Angeles.
  const instant = new Date('2025-06-02T03:30:00Z')

  it.each([
    ['UTC', 'Monday'],
    ['America/New_York', 'Sunday'],
    ['America/Chicago', 'Sunday'],
    ['America/Los_Angeles', 'Sunday'],
    ['Asia/Tokyo', 'Monday'],
    ['Not/A_Zone', 'Monday'],
  ])('in %s it is %s', (zone, expected) => {
    expect(weekdayIn(zone, instant)).toBe(expected)
  })

  it("picks the day in the dispensary's zone", () => {
    const hours = [day({ day: 'Sunday', from: '10:00', to: '18:00' }), day({ day: 'Monday' })]
    expect(todayHours(hours, 'America/Chicago', instant).label).toBe('10:00 AM – 6:00 PM')
    expect(todayHours(hours, 'UTC', instant).label).toBe('9:00 AM – 9:00 PM')
  })
})

describe('timeZoneLabel', () => {
  it.each([
    ['America/Chicago', 'Central Time'],
    ['America/New_York', 'Eastern Time'],
    ['America/Los_Angeles', 'Pacific Time'],
    ['Not/A_Zone', 'Not/A_Zone'],
  ])('%s → %s', (zone, expected) => {
    expect(timeZoneLabel(zone)).toBe(expected)
  })
})
