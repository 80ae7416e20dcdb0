import { Link } from 'react-router'
import { TableOfContents } from '~/blog/components/table-of-contents'
import { LegalMap } from '~/legal-status/components/legal-map'
import { StaticRichText } from '~/legal-status/components/server-markup'
import { StatusBadge } from '~/legal-status/components/status-badge'
import { LEGAL_MAP_SECTION_ID, LEGAL_STATE_LIST_ID, legalTocItems } from '~/legal-status/legal-status'
import { legalStatusPage, listStateLaws } from '~/legal-status/legal-status.server'
import { ArrowRight } from '~/ui/icons'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { cx } from '~/ui/cx'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/where-is-cannabis-legal'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { hero } = loaderData.page
  return pageMeta({ title: hero.title, description: hero.description, chainName })
}

export function loader() {
  const page = legalStatusPage()
  const laws = listStateLaws()
  const states = laws.map((law) => ({
    code: law.code,
    name: law.name,
    status: law.status,
    headline: law.headline,
    section: law.section,
    sectionId: law.sectionId,
    lawPath: law.lawPath,
    medicalProgram: law.medicalProgram?.name ?? null,
  }))
  return { page, states, toc: legalTocItems(page.showToC, laws) }
}

/** Past it, the 'Content' panel folds into its drawer (002 §2). */
const TOC_END_MARKER_ID = 'legal-content-end'

export const headers = cacheablePageHeaders

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/**
 * 002 §2 legal-status resource page: hero, intro, map, second intro, one section per state.
 * Sections sit 170 px under the top when reached: by the map's script (legal-map.tsx) and, without
 * it, by the browser's anchor jump: the page's scroll padding (5 rem, app.css) plus the sections'
 * 90 px scroll margin.
 */
export default function WhereIsCannabisLegal({ loaderData }: Route.ComponentProps) {
  const { page, states, toc } = loaderData
  const { hero } = page
  const hasToc = toc.length > 0
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[...hero.breadcrumbs.map((crumb) => ({ label: crumb.breadcrumbTitle, to: crumb.slug })), { label: hero.title }]} />
      <header className="mt-4 max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.category}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-ink md:text-4xl">{hero.title}</h1>
        <p className="mt-2 text-lg text-ink">{hero.subTitle}</p>
        <p className="mt-3 text-base text-ink-muted">{hero.description}</p>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span>
            Updated <time dateTime={hero.publishDate}>{dateFormat.format(new Date(`${hero.publishDate}T00:00:00Z`))}</time>
          </span>
          <span>{hero.readTime} min read</span>
        </p>
      </header>

      <div className={cx(hasToc && 'lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12')}>
        <div className="min-w-0">
          {hasToc ? (
            <div className="mt-8 lg:hidden">
              <TableOfContents items={toc} endMarkerId={TOC_END_MARKER_ID} variant="disclosure" />
            </div>
          ) : null}

          <StaticRichText markdown={page.intro} className="mt-8 max-w-3xl" />

          <section id={LEGAL_MAP_SECTION_ID} tabIndex={-1} aria-labelledby="legal-map-heading" className="mt-10 scroll-mt-[90px] focus:outline-none">
            <h2 id="legal-map-heading" className="font-display text-xl font-semibold md:text-2xl">
              Cannabis legal status by state
            </h2>
            <div className="mt-4">
              <LegalMap states={states} />
            </div>
          </section>

          <StaticRichText markdown={page.secondIntro} className="mt-10 max-w-3xl" />

          <section id={LEGAL_STATE_LIST_ID} tabIndex={-1} aria-labelledby="legal-state-list-heading" className="mt-10 scroll-mt-[90px]">
            <h2 id="legal-state-list-heading" className="font-display text-xl font-semibold md:text-2xl">
              Every state at a glance
            </h2>
            <ul className="mt-4 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
              {states.map((state) => (
                <li key={state.code} className="border-b border-line">
                  <a href={`#${state.sectionId}`} className="flex min-h-11 items-center justify-between gap-3 py-2 hover:text-brand-800">
                    <span className="font-medium">{state.name}</span>
                    <StatusBadge status={state.status} className="border-0 bg-transparent px-0 py-0 font-normal text-ink-muted" />
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <div className="mt-12 flex flex-col gap-6">
            {states.map((state) => (
              <section
                key={state.code}
                id={state.sectionId}
                tabIndex={-1}
                aria-labelledby={`${state.sectionId}-heading`}
                data-state-section={state.code}
                className="scroll-mt-[90px] rounded-2xl border border-line bg-surface p-5 focus:outline-2 focus:outline-brand-700 md:p-8"
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 id={`${state.sectionId}-heading`} className="font-display text-xl font-semibold md:text-2xl">
                    {state.name}
                  </h2>
                  <StatusBadge status={state.status} />
                </div>
                <p className="mt-3 font-medium text-ink">{state.headline}</p>
                <StaticRichText markdown={state.section} className="mt-3 max-w-3xl text-ink-muted" />
                {state.medicalProgram ? (
                  <p className="mt-3 text-sm text-ink-muted">
                    Medical programme: <span className="font-medium text-ink">{state.medicalProgram}</span>
                  </p>
                ) : null}
                <Link
                  to={state.lawPath}
                  className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {state.name} cannabis laws and limits
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </section>
            ))}
          </div>
          <div id={TOC_END_MARKER_ID} />
        </div>
        {hasToc ? (
          <aside className="mt-8 hidden lg:block">
            <TableOfContents items={toc} endMarkerId={TOC_END_MARKER_ID} variant="panel" />
          </aside>
        ) : null}
      </div>

      {page.rewards ? (
        <aside aria-labelledby="legal-rewards-heading" className="mt-12 rounded-2xl bg-brand-800 p-6 text-white md:p-8" data-rewards-block>
          <h2 id="legal-rewards-heading" className="font-display text-xl font-semibold md:text-2xl">
            {page.rewards.title}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{page.rewards.description}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            {page.rewards.ctaCollection.map((cta) => (
              <ButtonLink key={cta.longUrl} to={cta.longUrl} variant="inverse" {...(cta.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {cta.title}
              </ButtonLink>
            ))}
          </div>
        </aside>
      ) : null}
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
