import { MessageSquareText, RotateCw, SearchX } from '~/ui/icons'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { track } from '~/analytics/track'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { EmptyState } from '~/ui/empty-state'
import { useHydrated } from '~/ui/use-hydrated'
import { pageAnnouncement } from '../review-pages'
import { clearReviewFilters, hasReviewFilters, toggleReviewFilter, topFacetValues, withReviewSort } from '../review-query'
import { REVIEW_SORTS, REVIEW_TOP_FACETS, REVIEWS_PAGE_SIZE, type ReviewSort, type ReviewSummary, type ReviewsPage } from '../types'
import { RatingSummary } from './rating-summary'
import { ReviewCard } from './review-card'
import { ReviewFilterChips, ReviewFilterPills } from './review-filters'
import { ReviewPager } from './review-pager'
import { useReviewSearch } from './use-review-search'

/** 000 §9: the impression counts once half of the section is in view. */
const IMPRESSION_THRESHOLD = 0.5

type Props = { productId: number; summary: ReviewSummary; initial: ReviewsPage }

/**
 * The product page's customer reviews (000 §2, §4): rating breakdown, then the list behind
 * 'Show n reviews', with filter pills, chips, sort and pages. Renders on the server from the
 * loader's data; everything after the first page is fetched from /api/reviews.
 */
export function ProductReviews({ productId, summary, initial }: Props) {
  const headingId = useId()
  const sectionRef = useRef<HTMLElement>(null)
  // The original site fell back to a fixed product id when it could not read one; reviews that
  // are not this product's are never shown (issue 4 §2).
  const valid = Number.isSafeInteger(productId) && productId > 0 && summary.productId === productId
  const total = valid ? summary.total : 0

  useEffect(() => {
    const section = sectionRef.current
    if (!section || !valid || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_THRESHOLD)) return
        track('reviews_viewed', { product_id: productId, count: total })
        observer.disconnect()
      },
      { threshold: IMPRESSION_THRESHOLD },
    )
    observer.observe(section)
    return () => observer.disconnect()
  }, [productId, total, valid])

  return (
    <section ref={sectionRef} id="reviews" aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink sm:text-2xl">
        Customer reviews
      </h2>
      {total === 0 ? (
        <EmptyState icon={MessageSquareText} title="No reviews yet" headingLevel={3}>
          Nobody has reviewed this product yet. Ask our budtenders about it when you pick up your order.
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start lg:gap-10">
          <div className="lg:sticky lg:top-24">
            <RatingSummary summary={summary} />
          </div>
          {/* A new product (a client navigation to a related one) starts with the list closed and no filters. */}
          <ReviewBrowser key={productId} productId={productId} total={total} initial={initial} />
        </div>
      )}
    </section>
  )
}

function ReviewBrowser({ productId, total, initial }: { productId: number; total: number; initial: ReviewsPage }) {
  const [open, setOpen] = useState(false)
  // The section streams in as HTML before the page's script takes over; a press before then
  // would be lost, so the button waits for it (without JavaScript the streamed section never shows).
  const hydrated = useHydrated()
  const sortId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const listTopRef = useRef<HTMLDivElement>(null)
  const search = useReviewSearch(productId, initial)
  const { query, page, status } = search

  // Pills offer the product's most reported moods, chosen from the unfiltered counts so they do
  // not move while a shopper filters; a selected value stays even when it falls out of the top.
  const activities = useMemo(
    () => topFacetValues(initial.facets.activities, REVIEW_TOP_FACETS, query.activities),
    [initial.facets.activities, query.activities],
  )
  const feelings = useMemo(
    () => topFacetValues(initial.facets.feelings, REVIEW_TOP_FACETS, query.feelings),
    [initial.facets.feelings, query.feelings],
  )

  useEffect(() => {
    if (open) panelRef.current?.focus()
  }, [open])

  if (!open) {
    return (
      <div className="flex flex-col items-start gap-3 lg:pt-2">
        <p className="text-base text-ink-muted">
          Read what shoppers said about it, filter by rating, activity or feeling, and sort by the most helpful.
        </p>
        <Button variant="secondary" size="lg" disabled={!hydrated} onClick={() => setOpen(true)}>
          Show {total} {total === 1 ? 'review' : 'reviews'}
        </Button>
      </div>
    )
  }

  const goToPage = (target: number) => {
    void search.load({ ...query, page: target })
    // Bring the top of the list back into view when the pager sits far below it.
    const top = listTopRef.current
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' })
  }

  const busy = status === 'loading'
  const filtered = hasReviewFilters(query)
  const announcement = busy ? 'Loading reviews…' : status === 'error' ? '' : pageAnnouncement(page.page, page.nbPages, page.nbHits, REVIEWS_PAGE_SIZE)

  return (
    <div ref={panelRef} tabIndex={-1} className="flex flex-col gap-5 outline-none">
      <ReviewFilterPills
        query={query}
        facets={page.facets}
        activities={activities}
        feelings={feelings}
        onToggle={(filter) => void search.load(toggleReviewFilter(query, filter))}
      />
      <ReviewFilterChips
        query={query}
        onRemove={(filter) => void search.load(toggleReviewFilter(query, filter))}
        onClear={() => void search.load(clearReviewFilters(query))}
      />
      <div ref={listTopRef} className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
        <p aria-live="polite" className="text-sm text-ink-muted">
          {announcement}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium text-ink">
            Sort by
          </label>
          <select
            id={sortId}
            value={query.sort}
            onChange={(event) => void search.load(withReviewSort(query, event.target.value as ReviewSort))}
            className="min-h-11 rounded-full border border-line-strong bg-surface px-4 text-sm font-medium text-ink"
          >
            {REVIEW_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-danger-tint px-4 py-3 text-sm text-danger">
          <span>Reviews could not be loaded just now.</span>
          <Button variant="secondary" onClick={() => void search.retry()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </div>
      ) : null}
      {page.nbHits === 0 && status !== 'error' ? (
        <EmptyState
          icon={SearchX}
          title="No reviews match these filters"
          headingLevel={3}
          className={cx(busy && 'opacity-60')}
          actions={
            filtered ? (
              <Button variant="secondary" onClick={() => void search.load(clearReviewFilters(query))}>
                Clear all
              </Button>
            ) : null
          }
        >
          Try another rating or mood.
        </EmptyState>
      ) : (
        <div aria-busy={busy} className={cx('transition-opacity', busy && 'pointer-events-none opacity-50')}>
          {page.hits.map((hit) => (
            <ReviewCard
              key={hit.id}
              hit={hit}
              onHelpful={(h) => void search.vote(h)}
              error={search.voteError?.reviewId === hit.id ? search.voteError.message : null}
            />
          ))}
        </div>
      )}
      <ReviewPager page={page.page} nbPages={page.nbPages} onPage={goToPage} />
    </div>
  )
}
