import { Link } from 'react-router'
import { serializeJsonLd } from '~/catalog/product/product-rules'
import { FaqList } from '~/content/components/faq-list'
import { FaqIcon } from '~/faq/components/faq-icon'
import { categoryAnchor, faqPageJsonLd } from '~/faq/faq'
import { faqIntro, listFaqCategories } from '~/faq/faq.server'
import { getRegion } from '~/site/region.server'
import { ArrowRight } from '~/ui/icons'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/faq'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: loaderData.title, description: loaderData.description, chainName })
}

export async function loader({ request }: Route.LoaderArgs) {
  const categories = await listFaqCategories(getRegion(request))
  const jsonLd = faqPageJsonLd(categories.flatMap((category) => category.faqs))
  return { ...faqIntro(), categories, jsonLd: jsonLd ? serializeJsonLd(jsonLd) : null }
}

export const headers = cacheablePageHeaders

/** /faq: every category's questions (000 §4 rules each), with a table of contents headed 'Content'. */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { title, description, categories, jsonLd } = loaderData
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'FAQ' }]} />
      <PageHeading className="mt-4" title={title} description={<p>{description}</p>} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-labelledby="faq-toc" className="h-fit rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
          <h2 id="faq-toc" className="font-semibold text-ink">
            Content
          </h2>
          <ol className="mt-2 flex flex-col">
            {categories.map((category) => (
              <li key={category.slug}>
                <a
                  href={`#${categoryAnchor(category.slug)}`}
                  className="flex min-h-11 items-center gap-2 py-1 text-ink-muted hover:text-brand-800 hover:underline"
                >
                  <FaqIcon name={category.icon} className="size-4 shrink-0 text-brand-700" />
                  {category.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex min-w-0 flex-col gap-12">
          {categories.map((category) => (
            <FaqList
              key={category.slug}
              id={categoryAnchor(category.slug)}
              className="scroll-mt-4"
              title={category.title}
              faqs={category.faqs}
              section={`faq ${category.slug}`}
              icon={<FaqIcon name={category.icon} className="size-6 text-brand-700" />}
              intro={<p className="mt-1 text-ink-muted">{category.description}</p>}
              after={
                <p className="mt-2">
                  <Link
                    to={`/faq/${category.slug}`}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {category.title}: all questions
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </p>
              }
            />
          ))}
        </div>
      </div>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
