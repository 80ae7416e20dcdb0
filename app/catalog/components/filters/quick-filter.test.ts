import { describe, expect, it } from 'vitest'
import { openDelayAfterClick, QUICK_FILTER_OPEN_DELAY_MS } from './quick-filter'

describe('the quick-filter open delay (001 §9: 50 ms after the press)', () => {
  it.each([
    // [pressed at, clicked at, opens after the click]
    { pressedAt: null, clickedAt: 1000, delay: 50, why: 'a key: the click is the press' },
    { pressedAt: 1000, clickedAt: 1000, delay: 50, why: 'press and click at once' },
    { pressedAt: 1000, clickedAt: 1018, delay: 32, why: 'a quick tap: the rest of the 50 ms' },
    { pressedAt: 1000, clickedAt: 1050, delay: 0, why: 'a tap of 50 ms' },
    { pressedAt: 1000, clickedAt: 1400, delay: 0, why: 'a long press' },
  ])('$why: $delay ms', ({ pressedAt, clickedAt, delay }) => {
    expect(openDelayAfterClick(pressedAt, clickedAt)).toBe(delay)
  })

  it('is 50 ms in all from the press', () => {
    expect(QUICK_FILTER_OPEN_DELAY_MS).toBe(50)
    for (const tap of [0, 10, 25, 49]) expect(tap + openDelayAfterClick(0, tap)).toBe(50)
  })
})
