import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ReviewSummary, ReviewsPage } from '../types'
import { ProductReviews } from './product-reviews'

const summary: ReviewSummary = { productId: 42, total: 12, average: 4.25, counts: { '1': 1, '2': 0, '3': 2, '4': 3, '5': 6 } }
const initial: ReviewsPage = {
  hits: [
    {
      id: 7,
      nickname: "Maya O'Neil",
      rating: 5,
      comment: 'Smooth and calm.',
      createdAt: '2026-03-04T23:30:00.000Z',
      activities: ['Hang with friends'],
      feelings: ['Relaxed'],
      upvotes: 3,
      votedHelpful: false,
    },
  ],
  nbHits: 12,
  page: 0,
  nbPages: 3,
  facets: { rating: summary.counts, activities: { 'Hang with friends': 4 }, feelings: { Relaxed: 5 } },
}

/** Server HTML without React's text-joining comments. */
const render = (props: Partial<Parameters<typeof ProductReviews>[0]> = {}) =>
  renderToString(<ProductReviews productId={42} summary={summary} initial={initial} {...props} />).replaceAll('<!-- -->', '')

describe('ProductReviews on the server', () => {
  it('renders the section, the breakdown and the collapsed list', () => {
    const html = render()
    expect(html).toMatch(/<section[^>]*id="reviews"[^>]*aria-labelledby="([^"]+)"/)
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)![1]
    expect(html).toContain(`<h2 id="${labelledBy}"`)
    expect(html).toContain('Customer reviews')
    expect(html).toContain('4.3')
    expect(html).toContain('Based on 12 reviews')
    expect(html).toContain('Show 12 reviews')
    // The list stays hidden until the button is pressed (000 §4).
    expect(html).not.toContain('Smooth and calm.')
  })

  it('shows a friendly empty state and no button for a product without reviews', () => {
    const html = render({ summary: { ...summary, total: 0, average: null, counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } } })
    expect(html).toContain('No reviews yet')
    expect(html).not.toContain('Show ')
  })

  it("never shows another product's reviews for a missing or mismatched id", () => {
    for (const productId of [Number.NaN, 0, -1, 598868]) {
      const html = render({ productId })
      expect(html).toContain('No reviews yet')
      expect(html).not.toContain('Based on')
    }
  })
})
