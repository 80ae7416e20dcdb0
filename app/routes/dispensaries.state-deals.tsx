import { Link } from 'react-router'
import { stateDealsBanners } from '~/content-pages/content-pages.server'
import { GroupDiscounts } from '~/content-pages/components/group-discounts'
import { HeroBanner } from '~/content-pages/components/hero-banner'
import { Tag } from '~/ui/icons'
import { listStateDeals } from '~/locator/state-deals.server'
import type { DealCard } from '~/locator/deals'
import { getRegion } from '~/site/region.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { EmptyState } from '~/ui/empty-state'
import { island } from '~/ui/island'
import { RouteErrorBoundary } from '~/ui/error-page'
import { errorOnlyHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/dispensaries.state-deals'

// Below the deals: their code (the carousel, the pop-up) loads when a visitor gets near them.
const EventBannerCarousel = island(() =>
  import('~/content-pages/components/event-banner-carousel').then((module) => module.EventBannerCarouselView),
)
const LinkCards = island(() => import('~/content-pages/components/link-cards').then((module) => module.LinkCards))

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { state } = loaderData
  return pageMeta({
    title: `Deals in ${state.name}`,
    description: `This week's cannabis deals at our ${state.name} dispensaries.`,
    chainName,
  })
}

export function headers(args: Route.HeadersArgs) {
  return errorOnlyHeaders(args)
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const result = await listStateDeals(params.stateSlug, getRegion(request))
  if (!result) throw notFound()
  // Issue 16: the state's deals banner and the group discounts (content/deals.yaml).
  return { ...result, banners: stateDealsBanners(request, result.state.slug) }
}

export default function StateDealsPage({ loaderData }: Route.ComponentProps) {
  const { state, deals, banners } = loaderData
  return (
    <Container className="pt-3 pb-10 md:pt-8 md:pb-12">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Dispensaries', to: '/dispensaries' },
          { label: state.name, to: state.path },
          { label: 'Deals' },
        ]}
      />
      <PageHeading className="mt-4" eyebrow={state.name} title={`Deals in ${state.name}`} />
      {banners.dealsBanner ? (
        <div className="mt-6 overflow-hidden rounded-2xl border border-line md:mt-8">
          <HeroBanner banner={banners.dealsBanner} headingLevel={2} id="deals-banner-title" />
        </div>
      ) : null}
      {deals.length ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 md:mt-10 lg:grid-cols-4" aria-label={`Deals in ${state.name}`}>
          {deals.map((deal) => (
            <li key={deal.internalName} className="flex">
              <DealCardView deal={deal} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Tag}
          title={`No deals in ${state.name} right now`}
          className="mt-8"
          actions={<ButtonLink to={state.path}>See {state.name} dispensaries</ButtonLink>}
        >
          New deals start every week. The dispensaries&apos; menus always show today&apos;s prices.
        </EmptyState>
      )}
      {banners.eventBanners ? <EventBannerCarousel carousel={banners.eventBanners} /> : null}
      {banners.groupDiscounts ? <GroupDiscounts discounts={banners.groupDiscounts} /> : null}
      {banners.linkCards ? <LinkCards cards={banners.linkCards} /> : null}
    </Container>
  )
}

/** 000 §3 'Deal card': image, special text, discount, percentage, extra text and the link to the filtered menu. */
function DealCardView({ deal }: { deal: DealCard }) {
  return (
    <article className="relative flex flex-1 flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card">
      <img
        src={deal.image}
        alt=""
        width={432}
        height={243}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-sunken object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {deal.discountText ? <p className="badge badge-accent self-start">{deal.discountText}</p> : null}
        <h2 className="font-display text-lg font-semibold text-ink">
          <Link to={deal.link} className="after:absolute after:inset-0 hover:underline">
            {deal.specialText}
          </Link>
        </h2>
        {deal.extraText ? <p className="text-sm text-ink-muted">{deal.extraText}</p> : null}
      </div>
    </article>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
