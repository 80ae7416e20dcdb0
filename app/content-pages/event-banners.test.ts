import { describe, expect, it } from 'vitest'
import type { EventBannerContent, LinkCardContent } from './content-schema'
import { EVENT_BANNER_MAX, eventBannerCarousel, LINK_CARD_DEFAULT_BUTTON, linkCard } from './event-banners'

const image = { src: '/images/deals/events/harvest.svg', alt: '', width: 640, height: 360 }
const banner = (n: number, extra: Partial<EventBannerContent> = {}): EventBannerContent => ({
  internalName: `event-${n}`,
  title: `Event ${n}`,
  image,
  ctaCollection: [],
  ...extra,
})

describe('eventBannerCarousel (000 §2, §9)', () => {
  it.each([
    ['no content', undefined, null, ['Hiding event banner carousel: no content']],
    ['no items', { items: [] }, null, ['Hiding event banner carousel: no banner to show']],
    ['the default title', { items: [banner(1)] }, { title: 'Event Discounts', names: ['event-1'] }, []],
    ['its own title', { title: 'Holiday deals', items: [banner(1)] }, { title: 'Holiday deals', names: ['event-1'] }, []],
    [
      'a banner without a title or image is hidden',
      { items: [banner(1, { title: undefined }), banner(2, { image: undefined }), banner(3)] },
      { title: 'Event Discounts', names: ['event-3'] },
      ['Hiding event banner event-1: no title', 'Hiding event banner event-2: no image'],
    ],
    [
      'all hidden: no carousel',
      { items: [banner(1, { title: undefined, image: undefined })] },
      null,
      ['Hiding event banner event-1: no title or image', 'Hiding event banner carousel: no banner to show'],
    ],
  ] as const)('%s', (_, content, expected, warnings) => {
    const result = eventBannerCarousel(content as never)
    expect(result.warnings).toEqual(warnings)
    if (!expected) expect(result.value).toBeNull()
    else {
      expect(result.value?.title).toBe(expected.title)
      expect(result.value?.items.map((item) => item.internalName)).toEqual(expected.names)
    }
  })

  it.each([
    [9, 9],
    [10, 10],
    [11, 10],
    [25, 10],
  ])('%i banners → %i shown, in order', (count, shown) => {
    const result = eventBannerCarousel({ items: Array.from({ length: count }, (_, index) => banner(index + 1)) })
    expect(result.value?.items).toHaveLength(shown)
    expect(result.value?.items[0]?.internalName).toBe('event-1')
    expect(result.value?.items.at(-1)?.internalName).toBe(`event-${shown}`)
    expect(result.warnings.length).toBe(count > EVENT_BANNER_MAX ? 1 : 0)
  })
})

const card = (extra: Partial<LinkCardContent> = {}): LinkCardContent => ({ title: 'Book a consultation', openInNewTab: false, ...extra })

describe('linkCard (000 §2, §3)', () => {
  it.each<[string, Partial<LinkCardContent>, { href: string | null; popup: string | null; button: string; image: string | null } | null, string | undefined]>([
    ['a plain link', { longUrl: '/rewards', buttonText: 'Join' }, { href: '/rewards', popup: null, button: 'Join', image: null }, undefined],
    ['no button text: the default', { longUrl: '/rewards' }, { href: '/rewards', popup: null, button: LINK_CARD_DEFAULT_BUTTON, image: null }, undefined],
    [
      'image, else buttonImage',
      { longUrl: '/rewards', buttonImage: { ...image, src: '/b.svg' } },
      { href: '/rewards', popup: null, button: LINK_CARD_DEFAULT_BUTTON, image: '/b.svg' },
      undefined,
    ],
    [
      'image wins over buttonImage',
      { longUrl: '/rewards', image, buttonImage: { ...image, src: '/b.svg' } },
      { href: '/rewards', popup: null, button: LINK_CARD_DEFAULT_BUTTON, image: image.src },
      undefined,
    ],
    [
      'a scheduling pop-up on an allowed provider',
      { popupType: 'Scheduling', popupIFrameUrl: 'https://calendly.com/northmeadow/consultation' },
      { href: null, popup: 'Calendly', button: LINK_CARD_DEFAULT_BUTTON, image: null },
      undefined,
    ],
    [
      'a pop-up address elsewhere falls back to the link',
      { longUrl: '/contact', popupType: 'Scheduling', popupIFrameUrl: 'https://calendly.com.evil.example/x' },
      { href: '/contact', popup: null, button: LINK_CARD_DEFAULT_BUTTON, image: null },
      'Link card Book a consultation: its pop-up address is not an allowed scheduling page',
    ],
    [
      'a video host is not a scheduling page',
      { longUrl: '/contact', popupType: 'Scheduling', popupIFrameUrl: 'https://player.vimeo.com/video/1' },
      { href: '/contact', popup: null, button: LINK_CARD_DEFAULT_BUTTON, image: null },
      'Link card Book a consultation: its pop-up address is not an allowed scheduling page',
    ],
    ['a pop-up address without a pop-up type is ignored', { longUrl: '/contact', popupIFrameUrl: 'https://calendly.com/x' }, { href: '/contact', popup: null, button: LINK_CARD_DEFAULT_BUTTON, image: null }, undefined],
    ['neither a link nor a pop-up: hidden', {}, null, 'Hiding link card Book a consultation: no link and no pop-up'],
    [
      'a bad pop-up and no link: hidden',
      { popupType: 'Scheduling', popupIFrameUrl: 'https://example.com/x' },
      null,
      'Hiding link card Book a consultation: no link and no pop-up',
    ],
  ])('%s', (_, extra, expected, warning) => {
    const result = linkCard(card(extra))
    expect(result.warning).toBe(warning)
    if (!expected) return expect(result.value).toBeNull()
    expect(result.value).toMatchObject({ href: expected.href, buttonText: expected.button })
    expect(result.value?.popup?.provider ?? null).toBe(expected.popup)
    expect(result.value?.image?.src ?? null).toBe(expected.image)
  })
})
