import { aboutUsPage } from '~/content-pages/content-pages.server'
import { AboutUsCta, DonationContent, QuotesBanner } from '~/content-pages/components/about-us-blocks'
import { HeroBanner } from '~/content-pages/components/hero-banner'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { cx } from '~/ui/cx'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import { prose } from '~/ui/prose'
import type { Route } from './+types/about-us'

/** /about-us (issue 16; 001 §2.9): the hero banner, the story, the quotes banner, donations and the call to action (content/about-us.yaml). */
export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: loaderData.title, description: loaderData.description, chainName })
}

export function loader({ request }: Route.LoaderArgs) {
  return aboutUsPage(request)
}

export const headers = cacheablePageHeaders

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  const { hero, sections, quotes, donation, aboutUsCta, title } = loaderData
  return (
    <>
      <Container className="pt-3 md:pt-6">
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'About us' }]} />
      </Container>
      {hero ? (
        <div className="mt-3 md:mt-4">
          <HeroBanner banner={hero} id="about-us-title" />
        </div>
      ) : (
        <Container className="pt-4">
          <PageHeading title={title} />
        </Container>
      )}
      <Container className="py-10 md:py-14">
        <div className="grid gap-10 md:grid-cols-3 md:gap-8">
          {sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`about-section-${index}`}>
              <h2 id={`about-section-${index}`} className="font-display text-xl font-semibold text-ink md:text-2xl">
                {section.heading}
              </h2>
              <div className={cx(prose, 'mt-3 text-ink-muted')} dangerouslySetInnerHTML={{ __html: section.html }} />
            </section>
          ))}
        </div>
      </Container>
      {quotes ? <QuotesBanner quotes={quotes} /> : null}
      {donation ? <DonationContent donation={donation} /> : null}
      {aboutUsCta ? <AboutUsCta cta={aboutUsCta} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
