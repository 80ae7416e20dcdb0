import { describe, expect, it } from 'vitest'
import { isSelectableWindow, isWindowInsideHours, listWindows, type StoreHoursEntry, type WindowOptions } from './time-windows'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const everyDay = (from: unknown, to: unknown): StoreHoursEntry[] => DAYS.map((day) => ({ day, period: { from, to } }))
const seconds = (iso: string) => Date.parse(iso) / 1000

// Monday, November 23 2026, 10:07 AM in Chicago (CST, UTC−6).
const NOW = new Date('2026-11-23T16:07:00Z')
const CHICAGO: WindowOptions = { hours: everyDay('09:00', '21:00'), timeZone: 'America/Chicago', now: NOW }

describe('listWindows', () => {
  it('offers today after the lead time, then whole days', () => {
    const days = listWindows(CHICAGO)
    expect(days.map((d) => [d.date, d.day, d.label, d.windows.length])).toEqual([
      ['2026-11-23', 'Monday', 'Today', 21],
      ['2026-11-24', 'Tuesday', 'Tomorrow', 24],
      ['2026-11-25', 'Wednesday', 'Wed, Nov 25', 24],
    ])
    const [today, tomorrow] = days
    // 10:07 + 15 minutes lead → the first whole slot on the grid starts at 10:30.
    expect(today!.windows[0]).toEqual({
      start: seconds('2026-11-23T16:30:00Z'),
      end: seconds('2026-11-23T17:00:00Z'),
      date: '2026-11-23',
      label: '10:30 AM – 11:00 AM',
    })
    expect(today!.windows.at(-1)!.label).toBe('8:30 PM – 9:00 PM')
    expect(tomorrow!.windows[0]!.label).toBe('9:00 AM – 9:30 AM')
  })

  it.each([
    ['a lead that reaches the slot start', '2026-11-23T16:15:00Z', '10:30 AM – 11:00 AM'],
    ['a lead that just fits', '2026-11-23T16:14:59Z', '10:30 AM – 11:00 AM'],
    ['exactly on the grid minus the lead', '2026-11-23T16:15:00Z', '10:30 AM – 11:00 AM'],
    ['before opening', '2026-11-23T12:00:00Z', '9:00 AM – 9:30 AM'],
  ])('%s', (_label, now, first) => {
    expect(listWindows({ ...CHICAGO, now: new Date(now) })[0]!.windows[0]!.label).toBe(first)
  })

  it('leaves today out once the last window has gone', () => {
    const days = listWindows({ ...CHICAGO, now: new Date('2026-11-24T02:20:00Z') }) // 8:20 PM
    expect(days[0]!.label).toBe('Tomorrow')
  })

  it('honours slot length, lead time and days ahead', () => {
    const days = listWindows({ ...CHICAGO, slotMinutes: 60, leadMinutes: 0, daysAhead: 0 })
    expect(days).toHaveLength(1)
    expect(days[0]!.windows.map((w) => w.label).slice(0, 2)).toEqual(['11:00 AM – 12:00 PM', '12:00 PM – 1:00 PM'])
    expect(days[0]!.windows.every((w) => w.end - w.start === 3600)).toBe(true)
  })

  it("skips days with missing or 'Unavailable' hours (001 §5) and reads day names in any case", () => {
    const hours: StoreHoursEntry[] = [
      { day: 'monday', period: { from: '09:00', to: '21:00' } },
      { day: 'Tuesday', period: { from: 'ab:00', to: '21:00' } },
      { day: 'WEDNESDAY', period: { from: '9:00', to: '12:00' } },
      { day: 'Thursday', period: null },
    ]
    const days = listWindows({ ...CHICAGO, hours, daysAhead: 3 })
    expect(days.map((d) => [d.day, d.windows.length])).toEqual([
      ['Monday', 21],
      ['Wednesday', 6],
    ])
  })

  it.each([
    ['no hours at all', null],
    ['not an array', 'open' as unknown as StoreHoursEntry[]],
    ['a number for a time', everyDay(900, '21:00')],
    ['a short time', everyDay('9:0', '21:00')],
    ['a missing time', everyDay(undefined, '21:00')],
  ])('offers nothing for %s', (_label, hours) => {
    expect(listWindows({ ...CHICAGO, hours })).toEqual([])
  })

  it('runs hours past midnight into the next morning, as the day they opened', () => {
    const days = listWindows({ ...CHICAGO, hours: everyDay('18:00', '02:00'), daysAhead: 0 })
    const windows = days[0]!.windows
    expect(windows).toHaveLength(16)
    expect(windows.at(-1)).toMatchObject({ date: '2026-11-23', label: '1:30 AM – 2:00 AM', end: seconds('2026-11-24T08:00:00Z') })
  })

  it("treats '24:00' as midnight at the end of the day", () => {
    const windows = listWindows({ ...CHICAGO, hours: everyDay('22:00', '24:00'), daysAhead: 0 })[0]!.windows
    expect(windows.map((w) => w.label)).toEqual(['10:00 PM – 10:30 PM', '10:30 PM – 11:00 PM', '11:00 PM – 11:30 PM', '11:30 PM – 12:00 AM'])
  })

  it('uses UTC for a zone that does not exist', () => {
    const windows = listWindows({ ...CHICAGO, timeZone: 'Mars/Olympus', daysAhead: 0 })[0]!.windows
    expect(windows[0]!.label).toBe('4:30 PM – 5:00 PM')
  })

  describe('daylight-saving change days (New York)', () => {
    const NY = 'America/New_York'

    it('spring forward (Sunday, March 8 2026): a 9–9 store keeps its wall-clock day', () => {
      const days = listWindows({ hours: everyDay('09:00', '21:00'), timeZone: NY, now: new Date('2026-03-08T05:00:00Z'), daysAhead: 0 })
      const windows = days[0]!.windows
      expect(windows).toHaveLength(24)
      expect(windows[0]).toMatchObject({ start: seconds('2026-03-08T13:00:00Z'), label: '9:00 AM – 9:30 AM' })
      expect(windows.at(-1)!.label).toBe('8:30 PM – 9:00 PM')
    })

    it('spring forward: a night across the gap has one hour fewer, every slot 30 real minutes', () => {
      const days = listWindows({ hours: everyDay('00:00', '04:00'), timeZone: NY, now: new Date('2026-03-08T05:00:00Z'), leadMinutes: 0, daysAhead: 0 })
      const windows = days[0]!.windows
      expect(windows.map((w) => w.label)).toEqual([
        '12:00 AM – 12:30 AM',
        '12:30 AM – 1:00 AM',
        '1:00 AM – 1:30 AM',
        '1:30 AM – 3:00 AM',
        '3:00 AM – 3:30 AM',
        '3:30 AM – 4:00 AM',
      ])
      expect(windows.every((w) => w.end - w.start === 1800)).toBe(true)
    })

    it('an opening time inside the gap opens when the clocks reach it', () => {
      const days = listWindows({ hours: everyDay('02:30', '04:00'), timeZone: NY, now: new Date('2026-03-08T05:00:00Z'), leadMinutes: 0, daysAhead: 0 })
      expect(days[0]!.windows.map((w) => w.label)).toEqual(['3:30 AM – 4:00 AM'])
    })

    it('fall back (Sunday, November 1 2026): a night across the change has one hour more', () => {
      const days = listWindows({ hours: everyDay('00:00', '04:00'), timeZone: NY, now: new Date('2026-11-01T04:00:00Z'), leadMinutes: 0, daysAhead: 0 })
      const windows = days[0]!.windows
      expect(windows).toHaveLength(10)
      expect(windows[0]!.start).toBe(seconds('2026-11-01T04:00:00Z'))
      expect(windows.at(-1)!.end).toBe(seconds('2026-11-01T09:00:00Z'))
      expect(windows.every((w) => w.end - w.start === 1800)).toBe(true)
    })

    it('the day after a change is a normal day', () => {
      const days = listWindows({ hours: everyDay('09:00', '21:00'), timeZone: NY, now: new Date('2026-03-08T05:00:00Z'), daysAhead: 1 })
      expect(days[1]!.windows[0]).toMatchObject({ start: seconds('2026-03-09T13:00:00Z'), label: '9:00 AM – 9:30 AM' })
    })
  })

  it.each([
    ['a zero slot', { slotMinutes: 0 }],
    ['a fractional slot', { slotMinutes: 7.5 }],
    ['a negative lead', { leadMinutes: -5 }],
    ['negative days', { daysAhead: -1 }],
    ['too many days', { daysAhead: 365 }],
  ])('refuses %s', (_label, bad) => {
    expect(() => listWindows({ ...CHICAGO, ...bad })).toThrow(RangeError)
  })
})

describe('isWindowInsideHours', () => {
  const hours = everyDay('09:00', '21:00')
  it.each([
    ['a listed window', '2026-11-24T15:00:00Z', '2026-11-24T15:30:00Z', true],
    ['off the grid but inside', '2026-11-24T15:10:00Z', '2026-11-24T15:40:00Z', true],
    ['the whole day', '2026-11-24T15:00:00Z', '2026-11-25T03:00:00Z', true],
    ['starting before opening', '2026-11-24T14:45:00Z', '2026-11-24T15:15:00Z', false],
    ['ending after closing', '2026-11-25T02:45:00Z', '2026-11-25T03:15:00Z', false],
    ['in the night', '2026-11-24T08:00:00Z', '2026-11-24T08:30:00Z', false],
    ['ending before it starts', '2026-11-24T15:30:00Z', '2026-11-24T15:00:00Z', false],
    ['of no length', '2026-11-24T15:30:00Z', '2026-11-24T15:30:00Z', false],
  ])('%s → %s', (_label, start, end, inside) => {
    expect(isWindowInsideHours({ start: seconds(start), end: seconds(end) }, hours, 'America/Chicago')).toBe(inside)
  })

  it('a closed day has no inside', () => {
    const closedTuesday = hours.map((h) => (h.day === 'Tuesday' ? { ...h, period: { from: 'Closed', to: '' } } : h))
    expect(isWindowInsideHours({ start: seconds('2026-11-24T15:00:00Z'), end: seconds('2026-11-24T15:30:00Z') }, closedTuesday, 'America/Chicago')).toBe(false)
  })

  it("counts after-midnight time toward the previous day's hours", () => {
    const late = everyDay('18:00', '02:00')
    // Tuesday 1:00–1:30 AM Chicago belongs to Monday's opening.
    expect(isWindowInsideHours({ start: seconds('2026-11-24T07:00:00Z'), end: seconds('2026-11-24T07:30:00Z') }, late, 'America/Chicago')).toBe(true)
    expect(isWindowInsideHours({ start: seconds('2026-11-24T08:00:00Z'), end: seconds('2026-11-24T08:30:00Z') }, late, 'America/Chicago')).toBe(false)
  })

  it.each([
    ['NaN', { start: Number.NaN, end: 1 }],
    ['Infinity', { start: 0, end: Infinity }],
  ])('refuses %s', (_label, window) => {
    expect(isWindowInsideHours(window, hours, 'America/Chicago')).toBe(false)
  })
})

describe('isSelectableWindow', () => {
  it.each([
    ['a listed window', '2026-11-24T15:00:00Z', '2026-11-24T15:30:00Z', true],
    ['off the grid', '2026-11-24T15:10:00Z', '2026-11-24T15:40:00Z', false],
    ['too long', '2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z', false],
    ['inside the lead time', '2026-11-23T16:00:00Z', '2026-11-23T16:30:00Z', false],
    ['already past', '2026-11-23T15:00:00Z', '2026-11-23T15:30:00Z', false],
    ['beyond the days offered', '2026-11-27T15:00:00Z', '2026-11-27T15:30:00Z', false],
  ])('%s → %s', (_label, start, end, ok) => {
    expect(isSelectableWindow({ start: seconds(start), end: seconds(end) }, CHICAGO)).toBe(ok)
  })
})
