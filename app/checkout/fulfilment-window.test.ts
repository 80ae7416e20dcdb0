import { describe, expect, it } from 'vitest'
import { formatWindow } from './fulfilment-window'

describe('formatWindow', () => {
  it.each([
    ['America/Chicago', { text: 'Tue, Nov 24 · 2:00 PM – 2:30 PM', zone: 'Central Time' }],
    ['America/New_York', { text: 'Tue, Nov 24 · 3:00 PM – 3:30 PM', zone: 'Eastern Time' }],
    ['America/Denver', { text: 'Tue, Nov 24 · 1:00 PM – 1:30 PM', zone: 'Mountain Time' }],
    ['America/Los_Angeles', { text: 'Tue, Nov 24 · 12:00 PM – 12:30 PM', zone: 'Pacific Time' }],
    // Michigan's stores keep Eastern time (001 §9 names only four zones).
    ['America/Detroit', { text: 'Tue, Nov 24 · 3:00 PM – 3:30 PM', zone: 'Eastern Time' }],
    ['America/Indiana/Knox', { text: 'Tue, Nov 24 · 2:00 PM – 2:30 PM', zone: 'Central Time' }],
    ['America/Boise', { text: 'Tue, Nov 24 · 1:00 PM – 1:30 PM', zone: 'Mountain Time' }],
    // Any other zone is UTC, even a valid one.
    ['America/Phoenix', { text: 'Tue, Nov 24 · 8:00 PM – 8:30 PM', zone: 'UTC' }],
    ['Europe/Paris', { text: 'Tue, Nov 24 · 8:00 PM – 8:30 PM', zone: 'UTC' }],
    ['Not/AZone', { text: 'Tue, Nov 24 · 8:00 PM – 8:30 PM', zone: 'UTC' }],
    [null, { text: 'Tue, Nov 24 · 8:00 PM – 8:30 PM', zone: 'UTC' }],
  ])('%s', (zone, expected) => {
    expect(formatWindow(new Date('2026-11-24T20:00:00Z'), new Date('2026-11-24T20:30:00Z'), zone)).toEqual(expected)
  })

  it('a window late in the evening reads on the store’s day, not UTC’s', () => {
    expect(formatWindow(new Date('2026-11-25T02:00:00Z'), new Date('2026-11-25T03:00:00Z'), 'America/Chicago').text).toBe(
      'Tue, Nov 24 · 8:00 PM – 9:00 PM',
    )
  })
})
