import { describe, expect, it } from 'vitest'
import { faqPlan, toggleOpen } from './faq-rules'

describe('faqPlan', () => {
  it.each([
    [0, false, 0, null],
    [3, false, 3, null],
    [8, false, 8, null],
    [8, true, 8, null],
    [9, false, 4, 'Show More (5)'],
    [9, true, 9, 'Show Less'],
    [20, false, 4, 'Show More (16)'],
    [25, false, 4, 'Show More (16)'],
    [25, true, 25, 'Show Less'],
  ])('%i questions, expanded %s → %i visible, %s', (total, expanded, visible, label) => {
    expect(faqPlan(total, expanded)).toEqual({ visible, label })
  })
})

describe('toggleOpen', () => {
  it.each([
    [null, 0, 0],
    [0, 0, null],
    [0, 2, 2],
    [2, 1, 1],
  ])('open %s, click %i → %s', (open, clicked, expected) => {
    expect(toggleOpen(open, clicked)).toBe(expected)
  })
})
