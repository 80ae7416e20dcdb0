import { describe, expect, it } from 'vitest'
import { isReviewableStatus, reviewNickname } from './review-rules'
import { ORDER_STATUSES } from './status'

describe('reviewNickname', () => {
  it.each([
    ['Dana', 'Meadows', 'Dana M.'],
    ['  Ada ', 'lovelace', 'Ada L.'],
    ['Mary  Ann', 'Smith', 'Mary Ann S.'],
    ['Cher', '', 'Cher'],
    ['', 'Xu', 'X.'],
    ['', '', 'Verified shopper'],
  ])('%j %j → %s', (first, last, nickname) => {
    expect(reviewNickname(first, last)).toBe(nickname)
  })
})

describe('isReviewableStatus', () => {
  const reviewable = new Set(['finished', 'with_review', 'finished_without_review', 'delivery_finished'])
  it.each(ORDER_STATUSES.map((s) => [s, reviewable.has(s)] as const))('%s → %s', (status, expected) => {
    expect(isReviewableStatus(status)).toBe(expected)
  })
  it('an unknown status is not reviewable', () => {
    expect(isReviewableStatus('shipped')).toBe(false)
  })
})
