import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readYaml } from '~/content/content.server'
import { dispensariesContentSchema, type DispensariesContent } from './content-schema'
import { resolvePageContent } from './page-content'
import { visibleTabs } from './tabs'

const base = (over: Partial<DispensariesContent> = {}): DispensariesContent =>
  dispensariesContentSchema.parse({
    defaults: {
      hero: { slides: [{ heading: 'Welcome to {name}' }], buttons: [{ title: 'Shop', menuSource: 'menu' }] },
      tabs: [{ tabTitle: 'Payment', listItems: [{ title: 'Cash' }] }],
      faqs: [{ question: 'Where is {name}?', answer: 'In {city}.' }],
      mapCtaText: 'Directions',
    },
    ...over,
  })
const store = { slug: 'elgin', name: 'Northmeadow Elgin', city: 'Elgin', tags: ['delivery'] }

describe('resolvePageContent', () => {
  it('fills {name} and {city}', () => {
    const page = resolvePageContent(base(), store)
    expect(page.slides[0]?.heading).toBe('Welcome to Northmeadow Elgin')
    expect(page.faqs).toEqual([{ question: 'Where is Northmeadow Elgin?', answer: 'In Elgin.' }])
    expect(page.mapCtaText).toBe('Directions')
    expect(page.hoursInfo).toBeNull()
  })

  it.each([
    ['a tag the store has adds its tab', ['delivery'], ['Payment', 'Delivery']],
    ['a tag the store lacks adds nothing', ['lounge'], ['Payment']],
  ])('%s', (_name, tags, titles) => {
    const content = base({
      byTag: { delivery: { tabs: [{ tabTitle: 'Delivery', title: '', description: 'We deliver', listItems: [], deliveryTimes: [], ctas: {}, promotion: null }] } },
    } as Partial<DispensariesContent>)
    expect(resolvePageContent(content, { ...store, tags }).tabs.map((tab) => tab.tabTitle)).toEqual(titles)
  })

  it('lets a slug replace fields and a tab of the same title', () => {
    const content = dispensariesContentSchema.parse({
      defaults: { tabs: [{ tabTitle: 'Payment', listItems: [{ title: 'Cash' }] }], mapCtaText: 'Directions' },
      bySlug: { elgin: { tabs: [{ tabTitle: 'payment', listItems: [{ title: 'Card' }] }], mapCtaText: 'Find us', hoursInfo: null } },
    })
    const page = resolvePageContent(content, store)
    expect(page.tabs.map((tab) => tab.listItems[0]?.title)).toEqual(['Card'])
    expect(page.mapCtaText).toBe('Find us')
  })

  it('caps the slides at 8', () => {
    const slides = Array.from({ length: 8 }, (_, i) => ({ heading: `Slide ${i}` }))
    expect(resolvePageContent(base({ defaults: { hero: { slides } } } as Partial<DispensariesContent>), store).slides).toHaveLength(8)
    expect(() =>
      dispensariesContentSchema.parse({ defaults: { hero: { slides: [...slides, { heading: 'Ninth' }] } } }),
    ).toThrow()
  })

  it.each([
    ['an unknown field', { defaults: { colour: 'red' } }],
    ['a javascript: link', { defaults: { social: { x: 'javascript:alert(1)' } } }],
    ['an unknown social network', { defaults: { social: { myspace: 'https://myspace.com' } } }],
    // 000 §2 events/reservation modal: only a scheduling provider the CSP frames (decision 0032).
    ['a reservation frame from an unknown host', { defaults: { popUps: { reservation: { title: 'T', description: 'D', frameUrl: 'https://calendly.com.evil.example/x' } } } }],
    ['an events frame that is a video player', { defaults: { popUps: { events: { title: 'T', description: 'D', frameUrl: 'https://player.vimeo.com/video/1' } } } }],
    ['a frame over http', { defaults: { popUps: { reservation: { title: 'T', description: 'D', frameUrl: 'http://calendly.com/x' } } } }],
    ['a frame in the smokeasy pop-up', { defaults: { popUps: { smokeasy: { title: 'T', description: 'D', frameUrl: 'https://calendly.com/x' } } } }],
  ])('rejects %s', (_name, raw) => {
    expect(dispensariesContentSchema.safeParse(raw).success).toBe(false)
  })
})

describe('content/dispensaries.yaml', () => {
  it('is valid and gives a lounge store every pop-up and a visible lounge tab', async () => {
    const content = await readYaml(path.resolve('content/dispensaries.yaml'), dispensariesContentSchema)
    const page = resolvePageContent(content, { slug: 'x', name: 'N', city: 'C', tags: ['lounge', 'delivery'] })
    expect(Object.keys(page.popUps).sort()).toEqual(['events', 'reservation', 'smokeasy'])
    expect(page.popUps.reservation?.frameUrl).toMatch(/^https:\/\/calendly\.com\//)
    expect(page.popUps.events?.frameUrl).toMatch(/^https:\/\/calendly\.com\//)
    expect(page.popUps.smokeasy?.frameUrl).toBeNull()
    expect(visibleTabs(page.tabs).map((tab) => tab.kind)).toEqual(['payment', 'amenities', 'delivery', 'lounge'])
    expect(page.faqs.length).toBeGreaterThan(8)
  })
})
