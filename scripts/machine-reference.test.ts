import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ELEMENTS_PER_CARD, measureReference, REFERENCE_CARDS, referenceTree } from './machine-reference'

describe('the bench reference render', () => {
  it('renders the fixed tree of 40 cards × 40 elements (plus main and section), the same every time', () => {
    const html = renderToString(referenceTree())
    expect(html.match(/<[a-z][a-z0-9]*/g)).toHaveLength(REFERENCE_CARDS * ELEMENTS_PER_CARD + 2)
    expect(renderToString(referenceTree())).toBe(html)
  })

  it('answers a median time in milliseconds', () => {
    const ms = measureReference({ runs: 3, warmUp: 1 })
    expect(ms).toBeGreaterThan(0)
    expect(Number.isFinite(ms)).toBe(true)
  })
})
