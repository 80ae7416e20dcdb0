import type { DispensariesContent, Faq, HeroButton, HeroSlide, PageLayer, PopUpContent } from './content-schema'
import type { PopUp } from './pop-ups'
import type { VisitingTab } from './types'
import { heroSlides } from './hero-rules'

export type DispensaryPageContent = {
  slides: HeroSlide[]
  buttons: HeroButton[]
  popUps: Partial<Record<PopUp, PopUpContent>>
  tabs: VisitingTab[]
  faqs: Faq[]
  social: { instagram?: string; facebook?: string; x?: string }
  mapCtaText: string
  hoursInfo: { heading: string; description: string; image: string | null } | null
}

/**
 * One dispensary's page content: the chain defaults, then each of its tags' layer in the file's
 * order, then its own slug's layer. A later layer replaces hero slides, buttons, pop-ups, social
 * links, the map text and the hours block; tabs and FAQs add up (a tab with a title already present
 * replaces it). {name} and {city} are filled in.
 */
export function resolvePageContent(
  content: DispensariesContent,
  dispensary: { slug: string; name: string; city: string; tags: readonly string[] },
): DispensaryPageContent {
  const layers: PageLayer[] = [
    content.defaults,
    ...Object.entries(content.byTag)
      .filter(([tag]) => dispensary.tags.includes(tag))
      .map(([, layer]) => layer),
    ...(content.bySlug[dispensary.slug] ? [content.bySlug[dispensary.slug]!] : []),
  ]
  const page: DispensaryPageContent = {
    slides: [],
    buttons: [],
    popUps: {},
    tabs: [],
    faqs: [],
    social: {},
    mapCtaText: 'Get directions',
    hoursInfo: null,
  }
  for (const layer of layers) {
    if (layer.hero?.slides) page.slides = layer.hero.slides
    if (layer.hero?.buttons) page.buttons = layer.hero.buttons
    if (layer.popUps) page.popUps = { ...page.popUps, ...layer.popUps }
    for (const tab of layer.tabs ?? []) {
      const at = page.tabs.findIndex((other) => other.tabTitle.toLowerCase() === tab.tabTitle.toLowerCase())
      if (at >= 0) page.tabs[at] = tab
      else page.tabs.push(tab)
    }
    if (layer.faqs) page.faqs = [...page.faqs, ...layer.faqs]
    if (layer.social) page.social = { ...page.social, ...layer.social }
    if (layer.mapCtaText) page.mapCtaText = layer.mapCtaText
    if (layer.hoursInfo !== undefined) page.hoursInfo = layer.hoursInfo
  }
  return fill({ ...page, slides: heroSlides(page.slides) }, dispensary)
}

function fill<T>(value: T, dispensary: { name: string; city: string }): T {
  if (typeof value === 'string') {
    return value.replaceAll('{name}', dispensary.name).replaceAll('{city}', dispensary.city) as T
  }
  if (Array.isArray(value)) return value.map((entry: unknown) => fill(entry, dispensary)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, fill(entry, dispensary)])) as T
  }
  return value
}
