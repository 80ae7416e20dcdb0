import { Link } from 'react-router'
import { serializeJsonLd } from '~/catalog/product/product-rules'
import { FaqList } from '~/content/components/faq-list'
import { FaqIcon } from '~/faq/components/faq-icon'
import { faqPageJsonLd } from '~/faq/faq'
import { getFaqCategory, listFaqCategories } from '~/faq/faq.server'
import { getRegion } from '~/site/region.server'
import { ArrowRight } from '~/ui/icons'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/faq.category'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: `${loaderData.category.title}: FAQ`, description: loaderData.category.description, chainName })
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const region = getRegion(request)
  const category = await getFaqCategory(params.category, region)
  if (!category) throw notFound()
  const others = (await listFaqCategories(region)).filter((other) => other.slug !== category.slug).map(({ slug, title, icon }) => ({ slug, title, icon }))
  const jsonLd = faqPageJsonLd(category.faqs)
  return { category, others, jsonLd: jsonLd ? serializeJsonLd(jsonLd) : null }
}

export const headers = cacheablePageHeaders

/** /faq/{category}: one category's questions (000 §4: one open at a time, 4/8/20, Show More/Less). */
export default function FaqCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, others, jsonLd } = loaderData
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'FAQ', to: '/faq' }, { label: category.title }]} />
      <PageHeading
        className="mt-4"
        eyebrow="Frequently asked questions"
        title={
          <span className="flex items-center gap-3">
            <FaqIcon name={category.icon} className="size-7 text-brand-700" />
            {category.title}
          </span>
        }
        description={<p>{category.description}</p>}
      >
        {category.lawPath ? (
          <Link to={category.lawPath} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline">
            The law in full, with our dispensaries there
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </PageHeading>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
        <div className="min-w-0 max-w-3xl">
          <FaqList title="Questions and answers" faqs={category.faqs} section={`faq ${category.slug}`} />
        </div>
        <nav aria-labelledby="faq-others" className="h-fit rounded-2xl border border-line bg-surface p-5">
          <h2 id="faq-others" className="font-semibold text-ink">
            More questions
          </h2>
          <ul className="mt-2 flex flex-col">
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={`/faq/${other.slug}`} className="flex min-h-11 items-center gap-2 py-1 text-ink-muted hover:text-brand-800 hover:underline">
                  <FaqIcon name={other.icon} className="size-4 shrink-0 text-brand-700" />
                  {other.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/faq" className="flex min-h-11 items-center gap-2 py-1 font-semibold text-brand-800 hover:underline">
                Every question
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
