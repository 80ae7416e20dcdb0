import { describe, expect, it } from 'vitest'
import { heroBannerSchema, type HeroBannerContent } from './content-schema'
import { heroBanner } from './hero-banner'

const image = { src: '/images/about/hero-desktop.svg', alt: 'A Northmeadow store', width: 720, height: 480 }
const cta = { title: 'Find a dispensary', longUrl: '/dispensaries', openInNewTab: false }

function banner(fields: Partial<HeroBannerContent>): HeroBannerContent {
  return heroBannerSchema.parse({ internalName: 'test banner', type: 'C09', title: 'A title', ...fields })
}

describe('heroBanner: the layout by type and variant (002 §2)', () => {
  it.each([
    ['C08', undefined, { image: 'right', imageFit: 'contain', tone: 'tint', align: 'start' }, 'product-image'],
    ['C09', undefined, { image: 'right', imageFit: 'cover', tone: 'tint', align: 'start' }, 'general'],
    ['C09', 'right-image', { image: 'right', imageFit: 'cover', tone: 'tint', align: 'start' }, 'right-image'],
    ['C09', 'left-image', { image: 'left', imageFit: 'cover', tone: 'tint', align: 'start' }, 'left-image'],
    ['C09', 'text-button', { image: 'none', imageFit: 'cover', tone: 'tint', align: 'center' }, 'text-button'],
    ['C09', 'extended-image', { image: 'full', imageFit: 'cover', tone: 'tint', align: 'start' }, 'extended-image'],
    ['C10', undefined, { image: 'none', imageFit: 'cover', tone: 'brand', align: 'center' }, 'statement'],
    ['C11', undefined, { image: 'right', imageFit: 'cover', tone: 'accent', align: 'start' }, 'deals'],
    ['C11', 'special-offer', { image: 'right', imageFit: 'cover', tone: 'accent', align: 'start' }, 'special-offer'],
    ['C11', 'rewards', { image: 'right', imageFit: 'cover', tone: 'accent', align: 'start' }, 'rewards'],
    ['C11', 'text-area', { image: 'none', imageFit: 'cover', tone: 'accent', align: 'start' }, 'text-area'],
    ['C11', 'video', { image: 'right', imageFit: 'cover', tone: 'brand', align: 'start' }, 'video'],
    ['C12', undefined, { image: 'none', imageFit: 'cover', tone: 'tint', align: 'start' }, 'help'],
  ] as const)('%s %s → %o (variant %s)', (type, variant, layout, resolved) => {
    const result = heroBanner(
      banner({ type, variant, image, description: 'Some words.', ctaCollection: [cta], videoUrl: 'https://video.example/northmeadow' }),
    )
    expect(result.warning).toBeUndefined()
    expect(result.value?.layout).toEqual(layout)
    expect(result.value?.variant).toBe(resolved)
  })
})

describe('heroBanner: missing data hides the banner with a warning (002 §8)', () => {
  it.each([
    ['no title', { title: undefined, image }, 'has no title'],
    ['C08 without its product image', { type: 'C08' as const }, 'has no image'],
    ['C09 general without an image', { type: 'C09' as const }, 'has no image'],
    ['C09 text button without a button', { type: 'C09' as const, variant: 'text-button' }, 'has no ctaCollection'],
    ['C11 deals without a call to action', { type: 'C11' as const, image }, 'has no ctaCollection'],
    ['C11 text area without a description', { type: 'C11' as const, variant: 'text-area' }, 'has no description'],
    ['C11 video without the video', { type: 'C11' as const, variant: 'video', image }, 'has no videoUrl'],
    ['C12 help without help links', { type: 'C12' as const }, 'has no ctaCollection'],
  ])('%s', (_, fields, message) => {
    const result = heroBanner(banner(fields))
    expect(result.value).toBeNull()
    expect(result.warning).toMatch(/^Hiding Banner section: test banner/)
    expect(result.warning).toContain(message)
  })

  it('no banner at all', () => {
    expect(heroBanner(undefined)).toEqual({ value: null, warning: 'Hiding Banner section: no hero banner' })
  })

  it('C10 needs only its statement', () => {
    expect(heroBanner(banner({ type: 'C10' })).value?.title).toBe('A title')
  })
})

describe('heroBannerSchema', () => {
  it.each([
    ['C09', 'video', false],
    ['C11', 'video', true],
    ['C10', 'statement', true],
    ['C10', 'general', false],
    ['C12', 'help', true],
  ])('%s with variant %s valid: %s', (type, variant, valid) => {
    expect(heroBannerSchema.safeParse({ internalName: 'x', type, variant }).success).toBe(valid)
  })

  it('refuses a javascript: call to action', () => {
    const parsed = heroBannerSchema.safeParse({ internalName: 'x', type: 'C10', ctaCollection: [{ title: 'Go', longUrl: 'javascript:alert(1)' }] })
    expect(parsed.success).toBe(false)
  })
})
