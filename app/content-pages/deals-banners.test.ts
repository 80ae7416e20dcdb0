import { describe, expect, it } from 'vitest'
import { dealsBannerSchema, type DealsBannerContent } from './content-schema'
import { dealsBanner, dealsBannerFor, dealsBannerVariant, groupDiscount, groupDiscountColumns } from './deals-banners'

const image = { src: '/images/deals/banner.svg', alt: '', width: 720, height: 480 }
const cta = { title: 'Shop the deals', longUrl: '/dispensaries/illinois/deals', openInNewTab: false }

function banner(fields: Partial<DealsBannerContent>): DealsBannerContent {
  return dealsBannerSchema.parse({ internalName: 'Deals banner', title: 'Weekend deals', ...fields })
}

describe('dealsBanner: the variant by bannerType (002 §2)', () => {
  it.each([
    ['deals', 'C11', 'deals', 'accent'],
    ['special offer', 'C11', 'special-offer', 'accent'],
    ['rewards', 'C11', 'rewards', 'accent'],
    ['text area', 'C11', 'text-area', 'accent'],
    ['video', 'C11', 'video', 'brand'],
    [undefined, 'C09', 'text-button', 'tint'],
  ] as const)('%s → %s %s', (bannerType, type, variant, tone) => {
    const result = dealsBanner(banner({ bannerType, image, description: 'Twenty percent off.', ctaCollection: [cta], videoEmbed: 'https://video.example/deals' }))
    expect(result.warning).toBeUndefined()
    expect(result.value).toMatchObject({ type, variant, layout: { tone } })
    expect(dealsBannerVariant(bannerType)).toBe(bannerType ?? 'Other')
  })

  it.each([
    ['no banner', undefined, 'Hiding Banner section: no deals banner'],
    ['no title', banner({ bannerType: 'text area', title: undefined, description: 'x' }), 'Hiding Banner section: Deals banner (C11 text-area) has no title'],
    ['deals without an image', banner({ bannerType: 'deals', ctaCollection: [cta] }), 'Hiding Banner section: Deals banner (C11 deals) has no image'],
    ['a special offer without a call to action', banner({ bannerType: 'special offer', image }), 'Hiding Banner section: Deals banner (C11 special-offer) has no ctaCollection'],
    ['a video without the video', banner({ bannerType: 'video', image }), 'Hiding Banner section: Deals banner (C11 video) has no videoUrl'],
    ['Other without a button', banner({}), 'Hiding Banner section: Deals banner (C09 text-button) has no ctaCollection'],
  ])('%s hides with a warning', (_, content, warning) => {
    expect(dealsBanner(content)).toEqual({ value: null, warning })
  })

  it('a state’s own banner, else the default', () => {
    const banners = { default: banner({ internalName: 'default' }), illinois: banner({ internalName: 'illinois' }) }
    expect(dealsBannerFor(banners, 'illinois')?.internalName).toBe('illinois')
    expect(dealsBannerFor(banners, 'michigan')?.internalName).toBe('default')
    expect(dealsBannerFor({}, 'michigan')).toBeUndefined()
  })
})

describe('groupDiscountColumns (000 §9: 3 columns when more than 2 cards)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [7, 3],
  ])('%i cards → %i columns', (count, columns) => {
    expect(groupDiscountColumns(count)).toBe(columns)
  })
})

describe('groupDiscount: the card’s link (longUrl or url)', () => {
  const base = { title: 'Veterans', dealDescription: '10% off', image }
  it.each([
    [{ title: 'Details', longUrl: '/faq', url: '/other', openInNewTab: false }, { title: 'Details', href: '/faq', openInNewTab: false }],
    [{ title: 'Details', url: 'https://va.example/benefits', openInNewTab: true }, { title: 'Details', href: 'https://va.example/benefits', openInNewTab: true }],
    [{ title: 'Details', openInNewTab: false }, null],
  ])('%o → %o', (link, expected) => {
    expect(groupDiscount({ ...base, cta: link }).cta).toEqual(expected)
  })
})
