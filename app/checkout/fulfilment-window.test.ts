import { describe, expect, it } from 'vitest'
import { formatWindow } from './fulfilment-window'

describe('formatWindow', () => {
  it.each([
    ['America/Chicago', { text: 'Tue, Nov 24 · 2:00 PM – 2:30 PM', zone: 'Central Time' }],
    ['America/New_York', { text: 'Tue, Nov 24 · 3:00 PM – 3:30 PM', zone: 'Eastern Time' }],
    ['Not/AZone', { text: 'Tue, Nov 24 · 8:00 PM – 8:30 PM', zone: 'UTC' }],
  ])('%s', (zone, expected) => {
    expect(formatWindow(new Date('2026-11-24T20:00:00Z'), new Date('2026-11-24T20:30:00Z'), zone)).toEqual(expected)
  })
})
