import { describe, expect, it } from 'vitest'
import { pageAnnouncement, pageSlots } from './review-pages'

const show = (current: number, total: number, siblings: 0 | 1 = 1) =>
  pageSlots(current, total, siblings)
    .map((slot) => (slot.kind === 'gap' ? '…' : String(slot.page + 1)))
    .join(' ')

describe('pageSlots', () => {
  it.each([
    [0, 0, ''],
    [0, 1, '1'],
    [2, 7, '1 2 3 4 5 6 7'],
    [0, 12, '1 2 3 4 5 … 12'],
    [3, 12, '1 2 3 4 5 … 12'],
    [4, 12, '1 … 4 5 6 … 12'],
    [7, 12, '1 … 7 8 9 … 12'],
    [8, 12, '1 … 8 9 10 11 12'],
    [11, 12, '1 … 8 9 10 11 12'],
  ])('page %i of %i → %s', (current, total, expected) => {
    expect(show(current, total)).toBe(expected)
    expect(pageSlots(current, total).length).toBeLessThanOrEqual(7)
  })

  it.each([
    [0, 5, '1 2 3 4 5'],
    [0, 12, '1 2 3 … 12'],
    [2, 12, '1 2 3 … 12'],
    [3, 12, '1 … 4 … 12'],
    [8, 12, '1 … 9 … 12'],
    [9, 12, '1 … 10 11 12'],
    [11, 12, '1 … 10 11 12'],
  ])('on phones, page %i of %i → %s', (current, total, expected) => {
    expect(show(current, total, 0)).toBe(expected)
    expect(pageSlots(current, total, 0).length).toBeLessThanOrEqual(5)
  })
})

describe('pageAnnouncement', () => {
  it('names the page and the reviews on it', () => {
    expect(pageAnnouncement(0, 12, 56, 5)).toBe('Page 1 of 12, reviews 1–5 of 56')
    expect(pageAnnouncement(11, 12, 56, 5)).toBe('Page 12 of 12, review 56 of 56')
    expect(pageAnnouncement(10, 12, 56, 5)).toBe('Page 11 of 12, reviews 51–55 of 56')
    expect(pageAnnouncement(0, 0, 0, 5)).toBe('No reviews match these filters')
  })
})
