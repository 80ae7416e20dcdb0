import { lazy, Suspense, useEffect, useReducer } from 'react'
// Issue 16: article cards' dispensary links jump to the FAQ (000 §2).
import { STATE_FAQ_ANCHOR } from '~/blog/state-faq-anchor'
import { useSearchParams } from 'react-router'
import { listStoreSpecials } from '~/catalog/specials.server'
import { specialsRowTitle } from '~/catalog/specials'
import { findFooterDispensary } from '~/compliance/footer-dispensary.server'
import { addressLines, menuKindLabel } from '~/dispensaries/address'
import { toDealCard } from '~/dispensaries/components/home/deals'
import { DispensaryHero } from '~/dispensaries/components/home/hero'
import { AboutSection, AdditionalHours, HoursBlock, SocialLinks } from '~/dispensaries/components/home/info-block'
import { toNearbyCard } from '~/dispensaries/components/home/nearby-card'
import { resolvePageContent } from '~/dispensaries/components/home/page-content'
import { dispensariesContent } from '~/dispensaries/components/home/page-content.server'
import { popUpReducer } from '~/dispensaries/components/home/pop-ups'
import { visibleTabs } from '~/dispensaries/components/home/tabs'
import { DELIVERY_ZONE_PARAM, zoneFromQuery } from '~/dispensaries/components/home/zone-query'
import { getDispensary } from '~/dispensaries/dispensaries.server'
import { getDispensaryHome } from '~/dispensaries/map-data.server'
import { mapTiles } from '~/maps/config.server'
import { amenityLabels } from '~/dispensaries/licences'
import { getRegion } from '~/site/region.server'
import { island } from '~/ui/island'
import { Badge } from '~/ui/badge'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { serializeJsonLd } from '~/catalog/product/product-rules'
import { dispensaryJsonLd } from '~/dispensaries/json-ld'
import type { Route } from './+types/dispensaries.location'

/**
 * Below the fold: islands (app/ui/island.tsx) — their HTML comes with the page, their code when a
 * shopper gets near them, which keeps the page within its JavaScript budget.
 */
const VisitingTabs = island(() => import('~/dispensaries/components/home/visiting-tabs').then((module) => module.VisitingTabs))
const DealList = island(() => import('~/dispensaries/components/home/deal-list').then((module) => module.DealList))
const FaqList = island(() => import('~/content/components/faq-list').then((module) => module.FaqList))
/** The map section (app/maps/lazy-map.tsx loads MapLibre itself only when the map nears the screen). */
const DispensaryMapSection = island(() => import('~/dispensaries/components/home/map-section').then((module) => module.DispensaryMapSection))
const NearbyBlock = island(() => import('~/dispensaries/components/home/nearby-block').then((module) => module.NearbyBlock))

/** Loaded only when the dispensary has reviews to show. */
const ReviewsCarousel = lazy(() =>
  import('~/dispensaries/components/home/reviews-carousel').then((module) => ({ default: module.ReviewsCarousel })),
)

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { dispensary } = loaderData
  const [street, cityLine] = addressLines(dispensary.address)
  return pageMeta({
    title: `${dispensary.name} – ${dispensary.city}, ${dispensary.address.stateCode}`,
    description: `${dispensary.name} at ${street}, ${cityLine}. Today's hours, phone number, directions and ${dispensary.comingSoon ? 'opening news' : 'menus'}.`,
    chainName,
  })
}

export function headers(args: Route.HeadersArgs) {
  return cacheablePageHeaders(args)
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const region = getRegion(request)
  const [dispensary, footer, content] = await Promise.all([
    getDispensary(params.stateSlug, params.locationSlug, region),
    findFooterDispensary({ stateSlug: params.stateSlug, dispensarySlug: params.locationSlug }, region),
    dispensariesContent(),
  ])
  if (!dispensary) throw notFound()
  const { hours: _hours, ...rest } = dispensary
  const menu = dispensary.comingSoon ? undefined : dispensary.menus[0]
  const [specials, home] = await Promise.all([menu ? listStoreSpecials(menu.storeId) : [], getDispensaryHome(dispensary, region)])
  const page = resolvePageContent(content, dispensary)
  return {
    dispensary: rest,
    page: { ...page, tabs: visibleTabs(page.tabs) },
    chat: footer?.showChatBox ?? false,
    deals: menu ? specials.map((special) => toDealCard(special, menu.path)) : [],
    listing: home.listing,
    zones: home.zones,
    reviews: home.reviews,
    nearby: home.nearby.map(toNearbyCard),
    tiles: mapTiles(),
    // Search engines read the store's address, place and hours (issue 16: JSON-LD LocalBusiness).
    jsonLd: serializeJsonLd(dispensaryJsonLd(dispensary, new URL(request.url).origin)),
  }
}

export default function DispensaryPage({ loaderData }: Route.ComponentProps) {
  const { dispensary, page, chat, deals, listing, zones, reviews, nearby, tiles, jsonLd } = loaderData
  const [street, cityLine] = addressLines(dispensary.address)
  const amenities = amenityLabels(dispensary.tags)
  const [popUp, dispatch] = useReducer(popUpReducer, null)
  const [searchParams] = useSearchParams()
  const zone = zoneFromQuery(searchParams.get(DELIVERY_ZONE_PARAM), zones)
  const mapCta = { text: page.mapCtaText, url: dispensary.directionsUrl }
  // 000 §2: ?delivery-zone= brings the map section into view (the section marks the zone).
  const zoneId = zone?.id
  useEffect(() => {
    if (zoneId) document.getElementById('map')?.scrollIntoView({ block: 'start' })
  }, [zoneId])
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Container className="pt-3 pb-2">
        <Breadcrumbs
          items={[
            { label: 'Home', to: '/' },
            { label: 'Dispensaries', to: '/dispensaries' },
            { label: dispensary.state.name, to: dispensary.state.path },
            { label: dispensary.name },
          ]}
        />
      </Container>
      <DispensaryHero
        name={dispensary.name}
        slides={page.slides}
        buttons={page.buttons}
        menus={dispensary.comingSoon ? [] : dispensary.menus.map((m) => ({ path: m.path, label: `Shop ${menuKindLabel(m.kind).toLowerCase()} menu` }))}
        popUps={page.popUps}
        open={popUp}
        dispatch={dispatch}
      >
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {dispensary.city}, {dispensary.state.name}
        </p>
        <h1 className="mt-1 font-display text-2xl font-semibold md:text-3xl">{dispensary.name}</h1>
        {dispensary.comingSoon || amenities.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {dispensary.comingSoon ? (
              <li>
                <Badge tone="soon">Coming soon</Badge>
              </li>
            ) : null}
            {amenities.map((label) => (
              <li key={label}>
                <Badge tone="brand">{label}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4">
          <HoursBlock
            name={dispensary.name}
            today={dispensary.today}
            week={dispensary.week}
            timeZoneLabel={dispensary.timeZoneLabel}
            address={[street, cityLine]}
          />
        </div>
        {dispensary.comingSoon ? (
          <p className="mt-4 text-sm text-ink-muted">
            This dispensary is not open yet, so there is no menu to shop. Its menu will appear here when it opens.
          </p>
        ) : null}
      </DispensaryHero>

      <Container className="flex flex-col gap-12 py-10 md:gap-16 md:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
          <div className="flex flex-col gap-8">
            <AboutSection name={dispensary.name} description={dispensary.description} phone={dispensary.phone} mapCta={mapCta} chat={chat} />
            <SocialLinks name={dispensary.name} social={page.social} />
          </div>
          <div className="flex flex-col gap-6">
            <AdditionalHours info={page.hoursInfo} />
            {dispensary.licences.length ? (
              <section aria-labelledby="licences-heading">
                <h2 id="licences-heading" className="font-display text-xl font-semibold">
                  Licences
                </h2>
                <dl className="mt-3 grid gap-3">
                  {dispensary.licences.map((licence) => (
                    <div key={licence.label} className="rounded-lg border border-line bg-surface px-4 py-3">
                      <dt className="text-xs font-semibold tracking-wide text-ink-muted">{licence.label}</dt>
                      <dd className="tabular mt-1 font-medium text-ink">{licence.number}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
          </div>
        </div>
        <VisitingTabs tabs={page.tabs} dispatch={dispatch} />
        <DealList title={specialsRowTitle(dispensary.address.stateCode)} deals={deals} />
        <DispensaryMapSection
          name={dispensary.name}
          address={dispensary.address}
          mapCtaText={page.mapCtaText}
          directionsUrl={dispensary.directionsUrl}
          listing={listing}
          zones={zones}
          highlightedId={zone?.id ?? null}
          tiles={tiles}
        />
        {reviews.length ? (
          <Suspense fallback={<div className="h-64 rounded-xl bg-sunken" aria-hidden="true" />}>
            <ReviewsCarousel name={dispensary.name} reviews={reviews} />
          </Suspense>
        ) : null}
        <FaqList title="Frequently asked questions" faqs={page.faqs} section="dispensary faq" id={STATE_FAQ_ANCHOR} />
        <NearbyBlock cards={nearby} />
      </Container>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
