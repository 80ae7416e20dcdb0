import { getContent } from '~/content/content.server'
import { getEnv } from '~/env.server'
import { log } from '~/log.server'
import { ohioOriginFor } from '~/site/links'
import { getRegion } from '~/site/region.server'
import { richTextHtml, type RichTextLinks } from '~/ui/rich-text-html.server'
import { aboutUsCtaImages, donation, quotesBanner } from './about-us'
import type { BlockResult } from './block-result'
import type { HeroBannerContent } from './content-schema'
import { dealsBanner, dealsBannerFor, groupDiscount, groupDiscountColumns } from './deals-banners'
import { eventBannerCarousel, linkCard, type LinkCard } from './event-banners'
import { heroBanner, type HeroBanner } from './hero-banner'

/** Pages built from content files (issue 16): /about-us and the banners they show, shaped for their components. */

const logger = log('content')

/** The block's value; its warning, if any, is logged ('Hiding Banner section', 002 §8; 001 §8). */
function logged<T>(result: BlockResult<T>, page: string): T | null {
  if (result.warning) logger.warn({ page }, result.warning)
  return result.value
}

export function richTextLinks(request: Request): RichTextLinks {
  return { region: getRegion(request), ohioOrigin: ohioOriginFor(request.url, getEnv().OHIO_HOSTS) }
}

/** A hero banner with its description rendered to sanitised HTML on the server (no client Markdown code). */
export type HeroBannerView = Omit<HeroBanner, 'description'> & { descriptionHtml: string | null }

function viewOf(banner: HeroBanner | null, links: RichTextLinks): HeroBannerView | null {
  if (!banner) return null
  const { description, ...rest } = banner
  return { ...rest, descriptionHtml: description ? richTextHtml(description, links) : null }
}

export function heroBannerView(content: HeroBannerContent | undefined, links: RichTextLinks, page: string): HeroBannerView | null {
  return viewOf(logged(heroBanner(content), page), links)
}

/**
 * The state deals page's banners (002 §2): the state's deals banner, the discount event banner
 * carousel, the group discounts and the link cards (000 §2).
 */
export function stateDealsBanners(request: Request, stateSlug: string) {
  const content = getContent().deals()
  const links = richTextLinks(request)
  const page = `/dispensaries/${stateSlug}/deals`
  const items = content.groupDiscounts.items.map(groupDiscount)
  const events = eventBannerCarousel(content.eventBanners)
  for (const warning of events.warnings) logger.warn({ page }, warning)
  const cards = (content.linkCards?.items ?? []).map((card) => logged(linkCard(card), page)).filter((card): card is LinkCard => card !== null)
  return {
    dealsBanner: viewOf(logged(dealsBanner(dealsBannerFor(content.dealsBanners, stateSlug)), page), links),
    eventBanners: events.value,
    groupDiscounts: items.length ? { heading: content.groupDiscounts.heading, columns: groupDiscountColumns(items.length), items } : null,
    linkCards: content.linkCards && cards.length ? { heading: content.linkCards.heading, items: cards } : null,
  }
}

export type StateDealsBanners = ReturnType<typeof stateDealsBanners>

export function aboutUsPage(request: Request) {
  const content = getContent().aboutUs()
  const links = richTextLinks(request)
  const page = '/about-us'
  const cta = content.aboutUsCta
  if (!cta) logger.warn({ page }, 'Hiding about-us call to action: no content')
  return {
    title: content.title,
    description: content.description,
    hero: heroBannerView(content.hero, links, page),
    sections: content.sections.map((section) => ({ heading: section.heading, html: richTextHtml(section.body, links) })),
    quotes: logged(quotesBanner(content.quotesBanner), page),
    donation: logged(donation(content.donation), page),
    aboutUsCta: cta ? { ...cta, images: aboutUsCtaImages(cta.images) } : null,
  }
}

export type AboutUsPage = ReturnType<typeof aboutUsPage>

/**
 * /cannabis-insider: the newsletter page. The Ohio host does not offer it (its footer link is hidden
 * there, 001 §2.7), so it answers null there and the route a 404.
 */
export function cannabisInsiderPage(request: Request) {
  if (getRegion(request) === 'ohio') return null
  const content = getContent().cannabisInsider()
  const links = richTextLinks(request)
  return {
    title: content.title,
    description: content.description,
    hero: heroBannerView(content.hero, links, '/cannabis-insider'),
    highlights: content.highlights,
    form: { ...content.form, privacyNoteHtml: richTextHtml(content.form.privacyNote, links) },
  }
}

export type CannabisInsiderPage = NonNullable<ReturnType<typeof cannabisInsiderPage>>
