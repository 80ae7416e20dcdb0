import { describe, expect, it } from 'vitest'
import { aboutUsCtaImages, donation, quotesBanner } from './about-us'

const figure = { amount: '$412,000', description: 'to food banks' }
const image = (n: number) => ({ src: `/images/about/cta-${n}.svg`, alt: `Picture ${n}`, width: 320, height: 400 })

describe('quotesBanner (001 §8: missing data renders nothing and logs a warning)', () => {
  it.each([
    ['no content', undefined, null, 'Hiding quotes banner: no content'],
    ['no heading', { quotes: [{ quote: 'Kind staff.', author: 'Dana' }] }, null, 'Hiding quotes banner: no heading'],
    ['no quotes', { heading: 'In their words', quotes: [] }, null, 'Hiding quotes banner: no quote with both words and an author'],
    ['a quote without an author', { heading: 'In their words', quotes: [{ quote: 'Kind staff.' }] }, null, 'Hiding quotes banner: no quote with both words and an author'],
    [
      'one complete quote of two',
      { heading: 'In their words', quotes: [{ quote: 'Kind staff.', author: 'Dana', role: 'Patient' }, { author: 'Lee' }] },
      { heading: 'In their words', quotes: [{ quote: 'Kind staff.', author: 'Dana', role: 'Patient' }] },
      'Quotes banner: 1 quote(s) without words or an author left out',
    ],
    [
      'complete',
      { heading: 'In their words', quotes: [{ quote: 'Kind staff.', author: 'Dana' }] },
      { heading: 'In their words', quotes: [{ quote: 'Kind staff.', author: 'Dana', role: undefined }] },
      undefined,
    ],
  ])('%s', (_, content, value, warning) => {
    expect(quotesBanner(content)).toEqual({ value, warning })
  })
})

describe('donation (donatedToNonProfit, donatedThroughGreenThumb; missing data renders nothing)', () => {
  const complete = { heading: 'Giving back', paragraph: 'Every store gives.', donatedToNonProfit: figure, donatedThroughGreenThumb: figure }
  it.each([
    ['no content', undefined, 'Hiding donation content: no content'],
    ['no heading', { ...complete, heading: undefined }, 'Hiding donation content: no heading'],
    ['no paragraph', { ...complete, paragraph: undefined }, 'Hiding donation content: no paragraph'],
    ['no donatedToNonProfit', { ...complete, donatedToNonProfit: undefined }, 'Hiding donation content: no donatedToNonProfit'],
    ['a figure without its description', { ...complete, donatedThroughGreenThumb: { amount: '$1' } }, 'Hiding donation content: no donatedThroughGreenThumb'],
    ['both figures missing', { heading: 'Giving back', paragraph: 'p' }, 'Hiding donation content: no donatedToNonProfit, donatedThroughGreenThumb'],
  ])('%s', (_, content, warning) => {
    expect(donation(content)).toEqual({ value: null, warning })
  })

  it('complete content is shown without a warning', () => {
    expect(donation(complete)).toEqual({ value: complete })
  })
})

describe('aboutUsCtaImages (000 §9: 3 images on desktop, 1 on phones)', () => {
  it.each([
    [1, [false]],
    [2, [false, true]],
    [3, [false, true, true]],
    [5, [false, true, true]],
  ])('%i images → desktop-only flags %o', (count, flags) => {
    const images = Array.from({ length: count }, (_, index) => image(index + 1))
    const shown = aboutUsCtaImages(images)
    expect(shown.map((entry) => entry.desktopOnly)).toEqual(flags)
    expect(shown.map((entry) => entry.src)).toEqual(images.slice(0, 3).map((entry) => entry.src))
  })
})
