import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { track } from '~/analytics/track'
import { ArticleCard } from '~/blog/components/article-card'
import { DispensaryCard } from '~/dispensaries/components/dispensary-card'
import { buttonClasses } from '~/ui/button'
import { cx } from '~/ui/cx'
import { EmptyState } from '~/ui/empty-state'
import { ArrowRight, SearchX } from '~/ui/icons'
import type { AnySection, NavItem, SortLink } from '../search.server'
import { ProductHitCard } from './product-hit-card'

/** The kinds of results and their counts, as links (002 §2 'category'): the current one is marked. */
export function CategoryNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Result types" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex min-w-max gap-2">
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to={item.href}
              aria-current={item.current ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors',
                item.current ? 'border-brand-700 bg-brand-700 text-white' : 'border-line-strong bg-surface text-ink hover:border-brand-600 hover:text-brand-800',
              )}
            >
              {item.label}
              {item.count !== null ? <span className={cx('tabular-nums', item.current ? 'text-white/85' : 'text-ink-muted')}>({item.count})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Newest or Oldest (002 §4), as two links; the chosen one is marked. */
export function SortLinks({ options }: { options: SortLink[] }) {
  return (
    <div className="flex items-center gap-3">
      <span id="search-sort-label" className="text-sm font-semibold text-ink">
        Sort articles
      </span>
      <ul aria-labelledby="search-sort-label" className="flex rounded-lg border border-line-strong bg-surface p-0.5">
        {options.map((option) => (
          <li key={option.value}>
            <Link
              to={option.href}
              preventScrollReset
              aria-current={option.current ? 'true' : undefined}
              className={cx(
                'inline-flex min-h-10 items-center rounded-md px-3.5 text-sm font-semibold',
                option.current ? 'bg-brand-700 text-white' : 'text-ink-muted hover:text-brand-800',
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

const GRID: Record<AnySection['category'], string> = {
  products: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  articles: 'grid gap-5 md:grid-cols-2 lg:grid-cols-3',
  dispensaries: 'grid gap-5 md:grid-cols-2 lg:grid-cols-3',
}

const NOUNS: Record<AnySection['category'], [string, string]> = {
  products: ['product', 'products'],
  articles: ['article', 'articles'],
  dispensaries: ['dispensary', 'dispensaries'],
}

/** Which widths a show-more (or a count) is for: phones only, tablets and up only, or both. */
function widthClass(phone: boolean, tablet: boolean): string | undefined {
  if (phone && !tablet) return 'md:hidden'
  if (!phone && tablet) return 'hidden md:flex'
  return undefined
}

/**
 * One kind's results: a heading with its count (and, in the overview, the way to its own view), its
 * cards and the show-more. Articles show 5 per step from tablet width up: the cards past that are
 * sent but hidden there, and the count and show-more follow the width.
 */
export function ResultsSection({ section, overview }: { section: AnySection; overview: boolean }) {
  const list = useRef<HTMLUListElement>(null)
  const shown = section.hits.length
  const tabletShown = section.tabletLimit === null ? shown : Math.min(shown, section.tabletLimit)
  const previous = useRef({ shown, tabletShown })
  // After a show-more, keyboard and screen-reader users continue at the first new card (the first
  // one this width did not show before).
  useEffect(() => {
    const before = window.matchMedia('(min-width: 768px)').matches ? previous.current.tabletShown : previous.current.shown
    if (shown > previous.current.shown) list.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[before]?.focus()
    previous.current = { shown, tabletShown }
  }, [shown, tabletShown])

  const [one, many] = NOUNS[section.category]
  const headingId = `results-${section.category}`
  const countText = (count: number) => `Showing ${count} of ${section.total} ${section.total === 1 ? one : many}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink md:text-2xl">
          {section.title} <span className="font-sans text-base font-medium text-ink-muted tabular-nums">({section.total})</span>
        </h2>
        {overview && section.total > shown ? (
          <Link to={section.allHref} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
            View all {many}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {shown === 0 ? null : (
        <ul ref={list} aria-label={section.title} className={GRID[section.category]}>
          {cards(section)}
        </ul>
      )}
      {shown > 0 ? (
        <div className="flex flex-col items-center gap-3">
          {tabletShown === shown ? (
            <p className="text-sm text-ink-muted" aria-live="polite">
              {countText(shown)}
            </p>
          ) : (
            <>
              <p className="text-sm text-ink-muted md:hidden" aria-live="polite">
                {countText(shown)}
              </p>
              <p className="hidden text-sm text-ink-muted md:block" aria-live="polite">
                {countText(tabletShown)}
              </p>
            </>
          )}
          {section.moreHref ? (
            <Link
              to={section.moreHref}
              preventScrollReset
              replace
              aria-label={`Show more ${many}`}
              // 002 §7: the show-more click, named by the part of the page it grows.
              onClick={() => track('show_more_clicked', { section: `search ${section.category}`, count: shown })}
              className={buttonClasses('secondary', 'lg', widthClass(section.more.phone, section.more.tablet))}
            >
              Show more
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

function cards(section: AnySection) {
  switch (section.category) {
    case 'products':
      return section.hits.map((hit) => (
        <li key={hit.key} className="flex flex-col">
          <ProductHitCard hit={hit} />
        </li>
      ))
    case 'articles':
      return section.hits.map((hit, index) => (
        <li key={hit.key} className={cx('flex flex-col', section.tabletLimit !== null && index >= section.tabletLimit && 'md:hidden')}>
          <ArticleCard card={hit} details={hit.details} headingLevel={3} />
        </li>
      ))
    case 'dispensaries':
      return section.hits.map((hit) => (
        <li key={hit.path} className="flex flex-col">
          <DispensaryCard dispensary={hit} headingLevel={3} />
        </li>
      ))
  }
}

/** A category's own view with nothing of its kind: say so and offer the kinds that matched. */
export function EmptyCategory({ title, elsewhere }: { title: string; elsewhere: NavItem[] }) {
  return (
    <EmptyState
      icon={SearchX}
      title={`No ${title.toLowerCase()} match your search`}
      actions={elsewhere.map((item) => (
        <Link key={item.label} to={item.href} className={buttonClasses('secondary')}>
          See {item.count} {item.label.toLowerCase()}
        </Link>
      ))}
    >
      Other kinds of results did match.
    </EmptyState>
  )
}
